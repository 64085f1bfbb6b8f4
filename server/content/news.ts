import { publishedRows } from '../db/published';
import { asc, eq } from 'drizzle-orm';
import type { ServerContentType } from './define';
import { news, newspapers } from '../db/schema';
import { select, type Loader, yearOf } from '../search/loader';

const loadNews: Loader = async (db, sel) => {
  const rows = await select(news.id, sel, (where, limit) => {
    const q = db
      .select({
        id: news.id,
        title: news.title,
        author: news.author,
        edition: news.edition,
        content: news.content,
        publishDate: news.publishDate,
        published: news.published,
        paper: newspapers.name,
      })
      .from(news)
      .leftJoin(newspapers, eq(newspapers.id, news.newspaperId))
      .where(where)
      .orderBy(asc(news.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'news',
      docId: r.id,
      title: r.title,
      authors: r.author,
      keywords: r.edition,
      source: r.paper ?? '行业资讯',
      body: r.content,
      year: yearOf(r.publishDate),
      publishDate: r.publishDate,
    },
  }));
};

/** The server half of the content type `news` (src/shared/contentTypes.ts). */
export const newsContent: ServerContentType = {
  search: loadNews,
  page: { table: news, publicRows: publishedRows(news), titleColumn: news.title, summaryColumn: news.content },
  homeCount: { as: 'news', table: news, where: publishedRows(news) },
};
