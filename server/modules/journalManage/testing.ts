import { and, asc, eq } from 'drizzle-orm';
import { signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { articles, journalManagers, journalPeriods, journals, members, searchDocs } from '../../db/schema';
import { caller } from '../organization/testing';

export { EXPIRED, FORBIDDEN, MISSING } from '../organization/testing';

/**
 * The people of the journal-management tests, on one seeded app:
 * - `admin`  demo_journal (foreJoumalAdmin), manages the first two journals (seed);
 * - `other`  demo_magazine (zazhisheguanli), given the third journal here;
 * - `editor` demo_editor (editer: read and update only), also given the third journal;
 * - `member` demo_member (no journal role); `anon` signed out;
 * - `platform` the platform admin (adds and deletes journals).
 */
export async function journalManageWorld() {
  const t: TestApp = await makeTestApp();
  const db = t.database.db;
  const [j1, j2, j3] = await db.select({ id: journals.id, name: journals.name }).from(journals).orderBy(asc(journals.id)).limit(3);
  for (const username of ['demo_magazine', 'demo_editor']) {
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.username, username));
    await db.insert(journalManagers).values({ memberId: m.id, journalId: j3.id }).onConflictDoNothing();
  }
  const as = async (username: string) => caller(t.app, await signIn(t.app, username));
  return {
    t,
    db,
    mine: j1,
    alsoMine: j2,
    theirs: j3,
    anon: caller(t.app, null),
    admin: await as('demo_journal'),
    other: await as('demo_magazine'),
    editor: await as('demo_editor'),
    member: await as('demo_member'),
    platform: await as('admin'),
  };
}

export type World = Awaited<ReturnType<typeof journalManageWorld>>;

/** A reviewed (so indexed) article of a journal and its issue (from the seed). */
export async function periodWithArticles(w: World, journalId: number) {
  const [a] = await w.db
    .select({ periodId: articles.periodId, id: articles.id })
    .from(articles)
    .where(and(eq(articles.journalId, journalId), eq(articles.articleStatus, 2)))
    .orderBy(asc(articles.id))
    .limit(1);
  if (!a) throw new Error(`the seed has no reviewed article in journal ${journalId}`);
  return a;
}

export async function periodRow(w: World, id: number) {
  const [p] = await w.db.select().from(journalPeriods).where(eq(journalPeriods.id, id));
  return p;
}

/** The search document of an article, if indexed. */
export async function articleDoc(w: World, id: number) {
  const [d] = await w.db
    .select({ title: searchDocs.title, year: searchDocs.year, source: searchDocs.source })
    .from(searchDocs)
    .where(and(eq(searchDocs.docType, 'article'), eq(searchDocs.docId, id)));
  return d;
}
