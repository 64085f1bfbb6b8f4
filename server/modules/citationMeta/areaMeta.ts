import { and, eq } from 'drizzle-orm';
import { FOUND_AREAS } from '#found-areas';
import { splitList } from '../../../src/shared/citation';
import type { Db } from '../../db/client';
import { areaTable } from '../../db/areaTables';
import { publishedRows } from '../../db/published';
import type { ScholarlyMeta } from './meta';
import { matchDetailPage } from './pageHead';

/** The content-area kit's types that declare a citation (src/areas/declare.ts `citation`), by key. */
const CITED = new Map(FOUND_AREAS.flatMap((a) => (a.citation ? [[a.key, a] as const] : [])));

const textOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * Google Scholar's tags of a kit type's detail page, from its declared citation: the title, the
 * responsible names (专利's 申请人, as GB/T 7714 cites them), the document's date and the
 * summary. Null when the path is no such page or its item is not public (its head is then none).
 */
export async function loadAreaScholarlyMeta(db: Db, urlPath: string): Promise<ScholarlyMeta | null> {
  const match = matchDetailPage(urlPath);
  const area = match && CITED.get(match.page.key);
  if (!match || !area?.citation) return null;
  const table = areaTable(area.key);
  const [row] = (await db
    .select()
    .from(table)
    .where(and(eq(table.id, match.id), publishedRows(table)))
    .limit(1)) as Array<Record<string, unknown>>;
  if (!row) return null;
  const { citation, portal } = area;
  return {
    kind: 'document',
    path: urlPath.replace(/\/$/, ''),
    title: String(row[portal.titleField] ?? ''),
    authors: splitList(textOf(row[citation.authors]) ?? ''),
    date: textOf(row[citation.date]),
    abstract: portal.summaryField ? textOf(row[portal.summaryField]) : null,
    keywords: [],
  };
}
