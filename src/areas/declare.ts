import type { ContentTypeDecl } from '../shared/contentTypes';

/**
 * The content-area kit (issue 32 item 1): a content type on the kit is ONE plain-data declaration in
 * `src/areas/declared/<key>.ts`, plus its table (`server/db/schema/areas/<key>.ts`) and its seed
 * (`server/db/seed/areas/<key>.ts`). Everything else is derived from the declaration:
 * - its content-type entry (header, home grid, reader item, search tag, sitemap / OAI order):
 *   src/shared/contentTypes.ts;
 * - its resource (fields, zod filters and input, calls, admin menu): src/resources/areaKit.ts;
 * - its portal list and detail pages (AreaConfig, filter chips, citation): src/portal/area/kit/;
 * - its public and management calls, search documents, OAI-PMH set, home figure:
 *   server/content/areaKit.ts and server/modules/area/kitModules.ts.
 *
 * Plain data only — no functions, no zod, no React: the declarations are found by discovery
 * (src/areas/found.ts) and their content-type entry is on the portal's first-load path.
 * Field names are the table's column property names; the server hints name fields, never columns.
 */

/**
 * How a declared field is stored, edited and shown (the resource's FieldSpec kinds the kit supports):
 * `image` the address of a picture (a cover: uploaded in the admin form, `<label>地址` in messages);
 * `province` a province by its GB/T 2260 code (a number; a select of provinces, shown by its name).
 */
export type DeclaredFieldKind = 'text' | 'longtext' | 'date' | 'number' | 'image' | 'province';

export interface DeclaredField {
  label: string;
  kind: DeclaredFieldKind;
  /** Longest text (the table's varchar length reads it too, so the two cannot disagree). */
  max?: number;
  /**
   * Required on create: the message when it is missing; `true` for a number, whose missing value
   * gets its range's message (年份应为1900到2100之间的整数).
   */
  required?: string | true;
  /** A number's bounds (whole numbers): `<label>应为<min>到<max>之间的整数` outside them. */
  range?: { min: number; max: number };
  /** What the portal writes after a number (2023年). */
  unit?: string;
  /** A text that must match: the pattern's source (anchored by the kit) and the Chinese message. */
  pattern?: { source: string; message: string };
  /** A text out of a fixed set (an admin select, a coloured tag in lists). */
  choices?: readonly string[];
  /** A `;`-separated list of names (申请人, 发明人): shown joined with 「；」. */
  names?: true;
  /** A `;`-separated list of other values (IPC symbols). A list, or `names`, is one Dublin Core element a value. */
  multiple?: true;
  /** A column of the admin list, with its width. */
  list?: true;
  width?: number;
  /** A line of help under the admin form's input. */
  help?: string;
}

/**
 * A list filter, by its query parameter name:
 * - `keyword`: any of `fields` contains the text;
 * - `choice`: the field equals one of its declared `choices` (chips);
 * - `year`: the date (or year number) field falls in the year (a drop-down of years from `from`);
 * - `prefix`: the field starts with one of `options`' keys (chips labelled by their values);
 * - `province`: a `province` field equals the code (a drop-down of every province).
 */
export type DeclaredFilter =
  | { kind: 'keyword'; fields: readonly string[] }
  | { kind: 'choice'; field: string; label: string }
  | { kind: 'year'; field: string; label: string; from: number }
  | { kind: 'prefix'; field: string; label: string; options: Readonly<Record<string, string>> }
  | { kind: 'province'; field: string; label: string };

/** The admin sider group of a menu (the menus' derivation reads `ResourceSpec.menu`). */
export type MenuGroup = 'journal' | 'library' | 'education' | 'creation' | 'commerce' | 'institution' | 'system';

/** GB/T 7714-2015 and the export formats' document types of a numbered document. */
export interface DeclaredCitation {
  /** GB/T 7714's document type mark (a letter: its table of document types). */
  mark: string;
  /** RIS `TY` and EndNote `%0` types. */
  ris: string;
  endnote: string;
  /** Field names: the responsible names, the document number and its date. */
  authors: string;
  number: string;
  date: string;
}

export interface AreaDeclaration {
  /** The content type's key: reader item, search docType, OAI set, generated paths. */
  key: string;
  /**
   * Its place among the content types (header, home grid, sitemap, OAI sets, search ties). The
   * hand-declared types of src/shared/contentTypes.ts count 10, 20, 30 … in their order.
   */
  order: number;
  /** Its content-type entry (src/shared/contentTypes.ts): label, reader item, search tag, area. */
  contentType: ContentTypeDecl;
  resource: {
    /** Refine resource name (the admin's `/admin/<name>`). */
    name: string;
    /** Chinese name of the managed thing (its admin menu is `${label}管理`). */
    label: string;
    /** Public calls `<publicBase>/list` and `<publicBase>/{id}`; management under `/manage/<key>`. */
    publicBase: string;
    menu: { group: MenuGroup; icon: string; order: number };
    pageSize: number;
    maxPageSize?: number;
    /** `orderByColumn` whitelist; the default order is `sort`, then newest (spec §9). */
    sortable: readonly string[];
    /** The admin form's titled sections (field names). */
    formSections?: ReadonlyArray<{ title: string; fields: readonly string[] }>;
  };
  fields: Readonly<Record<string, DeclaredField>>;
  filters: Readonly<Record<string, DeclaredFilter>>;
  /** The portal's list and detail pages (field names; each value shown by its field's kind). */
  portal: {
    searchPlaceholder: string;
    /** `rows` (the default): a list of entries; `covers`: a grid of the `coverField`'s pictures. */
    layout?: 'rows' | 'covers';
    coverField?: string;
    titleField: string;
    /** A choice field shown as a coloured tag beside the title. */
    tagField?: string;
    listFields: readonly string[];
    summaryField?: string;
    detailFields: readonly string[];
    /** Long texts below the meta table, as paragraphs. */
    sections: readonly string[];
  };
  /** What the server reads, by field name: search document, OAI-PMH Dublin Core, card, messages. */
  server: {
    /** The detail's 404 message. */
    notFound: string;
    /** A create / update repeating a unique value (the table's unique index): its 400 message. */
    duplicate?: string;
    /** The card collections and comments show (with its picture), and the served page's description. */
    card: { title: string; authors: string; summary?: string; cover?: string };
    /**
     * A drawn cover (`/covers/gen/<key>/<id>.svg`) for the items nobody uploaded one for: its byline
     * field (the title is the card's).
     */
    generatedCover?: { byline: string };
    /** The search document's parts; `year` from a date or year field. */
    search: { title: string; authors?: string; keywords?: string; institution?: string; source?: string; summary?: string; year?: string };
    /**
     * Dublin Core elements in order, `[element, field]` (a `names` or `multiple` field gives one element a value); the
     * kit adds `type` Text and the content type's label and `format` after them, before `coverage`
     * (the place), which closes a record as in the hand-declared sets.
     */
    dc: ReadonlyArray<readonly [string, string]>;
    /** Its figure on the home page (`/common/totle`) under this name. */
    homeFigure?: string;
  };
  citation?: DeclaredCitation;
}
