import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { journals, securityGroupGrants, securityGroups } from '../schema';

/**
 * Two subscription packages (security groups). The demo institution (accounts.ts) holds group 1:
 * every journal, books and theses — so its staff and its IP range read those in full; ancient
 * books stay bought one by one.
 */
export async function seedSubscriptions(db: Db): Promise<void> {
  const [whole, selected] = await db
    .insert(securityGroups)
    .values([
      { id: 1, name: '高校馆全库包', remark: '全部期刊、图书与学位论文，按年订购', sort: 1 },
      { id: 2, name: '期刊精选包', remark: '五种核心期刊', sort: 2 },
    ])
    .returning({ id: securityGroups.id });
  // The serial continues after the fixed ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('security_group', 'id'), 2)`);
  const firstJournals = await db.select({ id: journals.id }).from(journals).orderBy(asc(journals.id)).limit(5);
  await db.insert(securityGroupGrants).values([
    { groupId: whole.id, scope: 'allJournals' },
    { groupId: whole.id, scope: 'book' },
    { groupId: whole.id, scope: 'thesis' },
    ...firstJournals.map((j) => ({ groupId: selected.id, scope: 'journal', journalId: j.id })),
  ]);
}
