import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, books, journalPeriods, journals, localHistories, theses } from '../../db/schema';

/** A title that breaks naive HTML/XML building: tags, both quotes and an ampersand. */
export const HOSTILE_TITLE = `"引号"与'单引号' <script>alert(1)</script> & 更多`;

export interface CrawlFixture {
  journalId: number;
  periodId: number;
  articleId: number;
  hiddenArticleId: number;
  thesisId: number;
  bookId: number;
  oldLocalHistoryId: number;
}

/** A small library for the crawler tests (sitemap, OAI-PMH, citation meta, error corrections). */
export async function insertCrawlFixture(db: Db): Promise<CrawlFixture> {
  const [journal] = await db
    .insert(journals)
    .values({ name: '测试学报', issn: '1234-5678', publisher: '测试学报编辑部' })
    .returning({ id: journals.id });
  const [period] = await db
    .insert(journalPeriods)
    .values({ journalId: journal!.id, year: 2024, issue: 3, publishDate: '2024-03-15' })
    .returning({ id: journalPeriods.id });
  const [article] = await db
    .insert(articles)
    .values({
      journalId: journal!.id,
      periodId: period!.id,
      title: HOSTILE_TITLE,
      authors: '张三;李四',
      abstract: '本文研究<b>数字图书馆</b>的元数据 & 收割。',
      keywords: '元数据;OAI-PMH',
      pageStart: 12,
      pageEnd: 20,
      publishDate: '2024-03-15',
      articleStatus: 2,
    })
    .returning({ id: articles.id });
  const [hidden] = await db
    .insert(articles)
    .values({ journalId: journal!.id, periodId: period!.id, title: '尚未审核的文章', authors: '王五', articleStatus: 1 })
    .returning({ id: articles.id });
  const [thesis] = await db
    .insert(theses)
    .values({
      title: '古籍数字化研究',
      authors: '赵六',
      degree: 3,
      schoolName: '北京大学 "信息管理系"',
      issueTime: '2023-06-01',
      abstract: '学位论文摘要',
      keywords: '古籍;数字化',
    })
    .returning({ id: theses.id });
  const [book] = await db
    .insert(books)
    .values({ title: '图书馆学导论', authors: '钱七', publisher: '科学出版社', isbn: '978-7-03-000000-1', publishDate: '2020-01-01', summary: '导论' })
    .returning({ id: books.id });
  const [old] = await db.insert(localHistories).values({ type: 2, title: '旧方志一种' }).returning({ id: localHistories.id });
  return {
    journalId: journal!.id,
    periodId: period!.id,
    articleId: article!.id,
    hiddenArticleId: hidden!.id,
    thesisId: thesis!.id,
    bookId: book!.id,
    oldLocalHistoryId: old!.id,
  };
}

/** Moves a row's update time (OAI-PMH from/until tests). */
export async function setArticleUpdateTime(db: Db, id: number, at: Date): Promise<void> {
  await db.update(articles).set({ updateTime: at }).where(eq(articles.id, id));
}
