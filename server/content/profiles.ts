import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publishedRows } from '../db/published';
import { publisherProfiles, scholarProfiles, teacherProfiles } from '../db/schema';
import { select, type Selection } from '../search/loader';

type ProfileTable = typeof scholarProfiles | typeof publisherProfiles | typeof teacherProfiles;

/** A directory's rows for a selection, each with whether the public sees it (the list's own condition). */
export function profilesOf<T extends ProfileTable>(db: Db, table: T, shown: ReturnType<typeof and>, sel: Selection) {
  return select(table.id, sel, (where, limit) => {
    const q = db
      .select({ ...getTableColumns(table as ProfileTable), shown: sql<boolean>`coalesce(${and(publishedRows(table), shown)}, false)` })
      .from(table as ProfileTable)
      .where(where)
      .orderBy(asc(table.id));
    return limit ? q.limit(limit) : q;
  }) as Promise<Array<T['$inferSelect'] & { shown: boolean }>>;
}

