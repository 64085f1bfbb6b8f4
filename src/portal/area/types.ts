import type { ReactNode } from 'react';
import type { DictType } from '../../shared/dict';

/** One choice of a filter control. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * How one declared filter renders in the filter bar:
 * - `chips`: a row of choices with 全部 first (CNKI style), for short fixed sets;
 * - `select`: a drop-down, for long sets, optionally filled from a call (`optionsCall`);
 * - `year`: a drop-down of years, newest first.
 */
export type FilterControl =
  /** `dict`: the options are that dictionary's, labelled as 字典管理 serves it now. */
  | { kind: 'chips'; field: string; label: string; options: FilterOption[]; dict?: DictType }
  | { kind: 'select'; field: string; label: string; options?: FilterOption[]; optionsCall?: string; width?: number }
  | { kind: 'year'; field: string; label: string; from: number; to?: number };

// A row is the list call's JSON; each area's renders read their own fields of it (typed per area would
// mean a row type on every declaration). `any` keeps those renders short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Row = Record<string, any>;

/** A field's value as the list row or meta table shows it (overrides the declaration's kind). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field's JSON value, as Row above
export type FieldRender = (value: any, row: Row) => ReactNode;

/** One long-text block of a detail page. */
export interface DetailSection {
  field: string;
  /** Defaults to the field's declared label. */
  label?: string;
  /**
   * `paragraphs`: split on new lines; `classical`: original classical text in a Song face;
   * `list`: one item a line (catalogues); `statute`: a law's text (centred title and chapters, 第…条 in bold).
   */
  style?: 'paragraphs' | 'classical' | 'list' | 'statute';
  /** A row field that is true when the server sent only the free part of this text (a gated full text). */
  previewFlag?: string;
}

/**
 * The small per-area part: which declared fields show where, which filters render as what.
 * Everything else (labels, kinds, dictionaries, sortable fields, page size, calls) comes from the
 * resource declaration in src/resources.
 */
export interface AreaConfig {
  /** The resource name (src/resources). */
  resource: string;
  /** The page heading and breadcrumb label, e.g. 法律法规. */
  title: string;
  /** The list route, e.g. `/lawsrules` (with its fixed query, e.g. `/resnav/landBook?type=3`). */
  listPath: string;
  /** The detail route of a row; omitted when rows have no detail page. */
  detailPath?: (row: Row) => string;
  /** Filters always sent and not shown (e.g. `isEducation: true`, `infoType: 2`). */
  fixedFilters?: Record<string, string | number | boolean>;
  /** Show the big search bar (spec §2); default from `showsSearchBar(listPath)`. */
  searchBar?: boolean;
  searchPlaceholder?: string;
  filters?: FilterControl[];
  /**
   * Declared filters without a control, shown as removable tags when present in the URL; `hidden`
   * ones show no tag (the area draws its own control, such as the famous schools' place tree).
   */
  linkFilters?: Array<{ field: string; label: string; hidden?: boolean }>;
  /** `rows`: a list of entries; `covers`: a grid of covers. */
  layout: 'rows' | 'covers';
  titleField: string;
  coverField?: string;
  /** Draws the cover instead of an image (a newspaper's masthead). */
  renderCover?: (row: Row, size: 'card' | 'detail') => ReactNode;
  /** A dict field shown as a coloured tag beside the title (law status, degree). */
  tagField?: string;
  /** Fields on the row's meta line (rows) or under the title (covers). */
  listFields: string[];
  /** A short text under the meta line, clamped to two lines. */
  summaryField?: string;
  render?: Record<string, FieldRender>;
  /** Labels for fields the server adds (newspaperName …) or that read differently here. */
  labels?: Record<string, string>;
  /** A whole custom row (when the entry is not "a record with fields"). */
  renderRow?: (row: Row) => ReactNode;
  rowKey?: (row: Row) => string | number;
  /** Detail: fields of the meta table. */
  detailFields?: string[];
  sections?: DetailSection[];
  /** Detail: buttons beside the meta table (试读, 引用 …). */
  actions?: (row: Row) => ReactNode;
  /** Detail: an area's own block below the sections (newspaper issue browsing). */
  extra?: (row: Row) => ReactNode;
  /** Chinese noun for the empty state: 暂无符合条件的{noun}. */
  noun?: string;
}
