import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_NETWORK_CALL, NETWORK_LIST_CAP, type ArticleNetwork, type NetworkArticle, type NetworkList, type NetworkReference } from '../../../src/resources/articles';
import { CONTENT_TYPE_LIST, detailPath } from '../../../src/shared/contentTypes';
import { rowsOf, type Db } from '../../db/client';
import { articleReferences, articles } from '../../db/schema';
import { listSql } from '../../db/schema/matchKeys';
import { notFound, ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { SERVER_CONTENT } from '../../content';
import { citedCounts, withSource } from './articleCards';
import { CITABLE_TYPES, type CitableType } from './references';
import { idParam, issueArticles, publicArticle } from './shared';

/** A list column's elements as a text[] literal built from bound parameters. */
const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

const split = (s: string | null) =>
  (s ?? '')
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * An article list found through a `;`-list index (authors, institution, keywords) takes the newest
 * of at most this many matches: a common institution or keyword matches a large share of a million
 * articles, and sorting all of them for ten rows would cost the page its speed.
 */
const LIST_CANDIDATES = 200;

/** The references with a link where the item is one readers may open now. */
export async function referencesOf(db: Db, articleId: number): Promise<NetworkReference[]> {
  const rows = await db.select().from(articleReferences).where(eq(articleReferences.articleId, articleId)).orderBy(asc(articleReferences.seq));
  const visible = new Set<string>();
  await Promise.all(
    CITABLE_TYPES.map(async (type) => {
      const ids = [...new Set(rows.filter((r) => r.matchedType === type && r.matchedId !== null).map((r) => r.matchedId!))];
      if (ids.length === 0) return;
      // Every citable type is a reader item, so it has a source (server/content/<type>.ts).
      const { table, publicRows } = SERVER_CONTENT[type].source!;
      const where: SQL | undefined = type === 'article' ? publicArticle : publicRows;
      const found = (await db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), where))) as Array<{ id: number }>;
      for (const f of found) visible.add(`${type}:${f.id}`);
    }),
  );
  return rows.map((r) => {
    const type = r.matchedType as CitableType | null;
    const decl = type ? CONTENT_TYPE_LIST.find((t) => t.key === type) : undefined;
    const linked = type && r.matchedId !== null && decl?.readerItem && visible.has(`${type}:${r.matchedId}`);
    return {
      seq: r.seq,
      raw: r.raw,
      authors: r.authors,
      title: r.title,
      source: r.source,
      year: r.year,
      volume: r.volume,
      issue: r.issue,
      pages: r.pages,
      doi: r.doi,
      docType: r.docType,
      link: linked ? { type: type!, id: r.matchedId!, path: detailPath(decl!.readerItem!.path, r.matchedId!), label: decl!.label } : null,
    };
  });
}

type Ranked = { id: number; shared?: number };

/** 引证文献: the newest public citers. */
function citingIds(db: Db, id: number): Promise<Ranked[]> {
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        inArray(
          articles.id,
          db
            .select({ id: articleReferences.articleId })
            .from(articleReferences)
            .where(and(eq(articleReferences.matchedType, 'article'), eq(articleReferences.matchedId, id))),
        ),
        publicArticle,
      ),
    )
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(NETWORK_LIST_CAP);
}

/** 共引文献 (bibliographic coupling): public articles citing the items this one cites, most shared first. */
async function coCitingIds(db: Db, id: number): Promise<Ranked[]> {
  const rows = await db.execute(sql`
    select r2.article_id as id, count(*)::int as shared
    from article_reference r1
    join article_reference r2 on r2.matched_type = r1.matched_type and r2.matched_id = r1.matched_id and r2.article_id <> r1.article_id
    join article a on a.id = r2.article_id and a.publicly_visible
    where r1.article_id = ${id} and r1.matched_id is not null
    group by r2.article_id
    order by shared desc, r2.article_id desc
    limit ${NETWORK_LIST_CAP}`);
  return rowsOf<{ id: number; shared: number }>(rows).map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
}

/** 同被引文献 (co-citation): public articles that public citers of this one cite beside it. */
async function coCitedIds(db: Db, id: number): Promise<Ranked[]> {
  const rows = await db.execute(sql`
    select r2.matched_id as id, count(distinct r2.article_id)::int as shared
    from article_reference r1
    join article c on c.id = r1.article_id and c.publicly_visible
    join article_reference r2 on r2.article_id = r1.article_id and r2.matched_type = 'article' and r2.matched_id <> ${id}
    join article a on a.id = r2.matched_id and a.publicly_visible
    where r1.matched_type = 'article' and r1.matched_id = ${id}
    group by r2.matched_id
    order by shared desc, r2.matched_id desc
    limit ${NETWORK_LIST_CAP}`);
  return rowsOf<{ id: number; shared: number }>(rows).map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
}

/** Public articles sharing an element of a `;`-list with this one, the most shared then the newest. */
async function sharingIds(db: Db, id: number, column: typeof articles.authors | typeof articles.institution | typeof articles.keywords, values: string[]): Promise<Ranked[]> {
  if (values.length === 0) return [];
  const wanted = textArray(values);
  const rows = await db.execute(sql`
    select c.id, (select count(*) from unnest(${listSql(sql`c.list`)}) e where e = any(${wanted}))::int as shared
    from (
      select ${articles.id} as id, ${articles.publishDate} as publish_date, ${column} as list
      from ${articles}
      where ${listSql(column)} && ${wanted} and ${articles.id} <> ${id} and ${publicArticle}
      limit ${LIST_CANDIDATES}
    ) c
    order by shared desc, c.publish_date desc nulls last, c.id desc
    limit ${NETWORK_LIST_CAP}`);
  return rowsOf<{ id: number; shared: number }>(rows).map((r) => ({ id: Number(r.id), shared: Number(r.shared) }));
}

/** The cards of every listed article with one query each for rows, sources and 被引 counts. */
async function cardsOf(db: Db, lists: Ranked[][]): Promise<Map<number, NetworkArticle>> {
  const ids = [...new Set(lists.flat().map((r) => r.id))];
  if (ids.length === 0) return new Map();
  const [rows, counts] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title, authors: articles.authors, journalId: articles.journalId, periodId: articles.periodId })
      .from(articles)
      .where(and(inArray(articles.id, ids), publicArticle)),
    citedCounts(db, ids),
  ]);
  const sourced = await withSource(db, rows);
  return new Map(
    sourced.map((r) => [r.id, { id: r.id, title: r.title, authors: r.authors, journalName: r.journalName, year: r.year, issue: r.issue, citedCount: counts.get(r.id) ?? 0 }]),
  );
}

function listOf(ranked: Ranked[], cards: Map<number, NetworkArticle>, total?: number): NetworkList {
  const rows = ranked.flatMap((r) => {
    const card = cards.get(r.id);
    return card ? [r.shared === undefined ? card : { ...card, shared: r.shared }] : [];
  });
  return { total: total ?? rows.length, rows };
}

/** Spec-free call of issue 34: `GET /exhibition/journal/article/{id}/network`, public like the article. */
export const networkCalls: Module = (app, db) => {
  mount(app, db, ARTICLE_NETWORK_CALL.method, ARTICLE_NETWORK_CALL.path, async ({ params }) => {
    const id = idParam(params.id, '文章编号');
    // The article's own visibility first: a hidden article answers as its detail does.
    const [a] = await db
      .select({ id: articles.id, periodId: articles.periodId, authors: articles.authors, institution: articles.institution, keywords: articles.keywords })
      .from(articles)
      .where(and(eq(articles.id, id), publicArticle));
    if (!a) throw notFound('该文章不存在或尚未发布');
    const [references, citing, citedBy, coCiting, coCited, similar, byAuthors, byInstitution, issue] = await Promise.all([
      referencesOf(db, id),
      citingIds(db, id),
      citedCounts(db, [id]),
      coCitingIds(db, id),
      coCitedIds(db, id),
      sharingIds(db, id, articles.keywords, split(a.keywords).slice(0, 8)),
      sharingIds(db, id, articles.authors, split(a.authors).slice(0, 6)),
      sharingIds(db, id, articles.institution, split(a.institution).slice(0, 3)),
      issueArticles(db, a.periodId).then((rows) => rows.filter((r) => r.id !== id).map((r) => ({ id: r.id }))),
    ]);
    const cards = await cardsOf(db, [citing, coCiting, coCited, similar, byAuthors, byInstitution, issue]);
    const network: ArticleNetwork = {
      articleId: id,
      references,
      citing: listOf(citing, cards, citedBy.get(id) ?? 0),
      coCiting: listOf(coCiting, cards),
      coCited: listOf(coCited, cards),
      similar: listOf(similar, cards),
      authorArticles: listOf(byAuthors, cards),
      institutionArticles: listOf(byInstitution, cards),
      issueArticles: listOf(issue, cards),
    };
    return ok(network);
  });
};
