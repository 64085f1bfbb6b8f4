import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AREAS } from '../../../src/shared/areas';
import { CONTENT_TYPE_LIST } from '../../../src/shared/contentTypes';
import type { Db } from '../../db/client';
import { SERVER_CONTENT_LIST } from '../../content';
import type { ContentTable } from '../../content/define';

/** What the served HTML of any content type's detail page says in `<head>` (title, description, Open Graph). */
export interface PageHead {
  path: string;
  title: string;
  /** Plain text, at most DESCRIPTION_LENGTH characters. */
  description: string;
  ogType: 'article' | 'book' | 'profile' | 'website';
  /** The item's cover, photo or portrait (site-relative or absolute): the picture of a link preview. */
  image?: string | null;
}

/** One content type's detail route and how to read its public item's title and summary. */
interface DetailPage {
  key: string;
  /** The route pattern, as declared in src/shared/contentTypes.ts (`:id`, and `:parentId` for an issue). */
  pattern: string;
  test: RegExp;
  /** Where its items are and which are public (tests pick an item by them). */
  rows: { table: ContentTable; publicRows?: SQL; parentColumn?: AnyPgColumn; titleColumn?: AnyPgColumn; summaryColumn?: AnyPgColumn };
  load(db: Db, id: number, parentId: number | undefined): Promise<{ title: string; summary: string | null; byline: string; image?: string | null } | null>;
}

const MAX_INT = 2_147_483_647;
/** Baidu shows about 120 Chinese characters of a description, WeChat's preview fewer. */
export const DESCRIPTION_LENGTH = 120;

function routeTest(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:(\w+)/g, String.raw`(?<$1>\d{1,10})`)}/?$`);
}

async function summaryOf(db: Db, table: ContentTable, column: AnyPgColumn | undefined, id: number): Promise<string | null> {
  if (!column) return null;
  const [row] = (await db.select({ summary: column }).from(table).where(eq(table.id, id)).limit(1)) as Array<{ summary: string | null }>;
  return row?.summary ?? null;
}

/**
 * Every content type's detail page, from the declarations (server/content/<key>.ts): a reader
 * item's route takes its public card (the title the collections show, only of a public row) and its
 * summary column; a search result's page that is no reader item (news) declares `page`.
 */
export const DETAIL_PAGES: readonly DetailPage[] = SERVER_CONTENT_LIST.flatMap(({ key, source, page }): DetailPage[] => {
  const declared = CONTENT_TYPE_LIST.find((t) => t.key === key)!;
  const at = (pattern: string, rows: DetailPage['rows'], load: DetailPage['load']): DetailPage[] => [{ key, pattern, test: routeTest(pattern), rows, load }];
  if (source && declared.readerItem) {
    return at(declared.readerItem.path, source, async (db, id, parentId) => {
      const [card] = await source.cards(db, [id]);
      // An issue's page lives under its journal: another journal's path is no page of it.
      if (!card || (parentId !== undefined && card.parentId !== parentId)) return null;
      return { title: card.title, summary: await summaryOf(db, source.table, source.summaryColumn, id), byline: card.authors, image: card.cover };
    });
  }
  if (page && declared.search?.path) {
    return at(declared.search.path, page, async (db, id) => {
      const [row] = (await db
        .select({ title: page.titleColumn, summary: page.summaryColumn ?? page.titleColumn })
        .from(page.table)
        .where(and(eq(page.table.id, id), page.publicRows))
        .limit(1)) as Array<{ title: string; summary: string | null }>;
      return row ? { title: row.title, summary: page.summaryColumn ? row.summary : null, byline: '' } : null;
    });
  }
  return [];
});

/** The detail page a URL path is, with its ids; undefined when it is none. */
export function matchDetailPage(urlPath: string): { page: DetailPage; id: number; parentId?: number } | undefined {
  for (const page of DETAIL_PAGES) {
    const groups = page.test.exec(urlPath)?.groups;
    if (groups) return { page, id: Number(groups.id), parentId: groups.parentId === undefined ? undefined : Number(groups.parentId) };
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", ldquo: '“', rdquo: '”', hellip: '…', mdash: '—' };

/** Rich text as one line of plain text: tags dropped, common entities read, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The `<head>` of a public item's detail page; null when the item is unknown or not public (下架). */
export async function loadPageHead(db: Db, urlPath: string): Promise<PageHead | null | undefined> {
  const match = matchDetailPage(urlPath);
  if (!match) return undefined;
  const { page, id, parentId } = match;
  if (id < 1 || id > MAX_INT || (parentId !== undefined && (parentId < 1 || parentId > MAX_INT))) return null;
  const item = await page.load(db, id, parentId);
  if (!item) return null;
  const summary = plainText(item.summary ?? '');
  // Without a summary the title and its byline (author, school, sponsor) describe the page.
  const description = summary || (item.byline ? `${item.title}（${item.byline}）` : item.title);
  const ogType = CONTENT_TYPE_LIST.find((t) => t.key === page.key)?.ogType ?? 'article';
  return { path: urlPath.replace(/\/$/, ''), title: item.title, description: clip(description, DESCRIPTION_LENGTH), ogType, image: item.image };
}

/**
 * An area's list page (the header's and the home grid's links, src/shared/areas.ts): its name and
 * its line from the declarations, so a crawler or a link preview of /journal reads 期刊, not the
 * generic title. No database.
 */
export function areaPageHead(urlPath: string): PageHead | undefined {
  const path = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  const area = AREAS.find((a) => a.path.split('?')[0] === path);
  return area && { path: area.path, title: area.label, description: `${area.label}：${area.blurb}`, ogType: 'website' };
}
