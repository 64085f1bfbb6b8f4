import { ARTICLE_READING_CALL, type ArticleReading } from '../../../src/resources/articleReading';
import { z } from 'zod';
import { defineRoute, registerRoutes } from '../../http/declareRoute';
import { ok } from '../../http/envelope';
import type { Module } from '../../http/routes';
import { envelope } from '../../openapi/answers';
import { readerArticle } from './articles';
import { referencesOf } from './network';
import { cachedReadingDocument, readingShare } from './readingText';
import { idParam } from './shared';

/**
 * HTML reading (issue 34 item 4): the article's text as readable HTML with its outline, figure and
 * table anchors and reference markers, beside its parsed references. The reader gets the whole text
 * when they may read it in full today (free, bought, a subscribing institution: readerArticle), else
 * its free part — the rest never leaves the server. A visit counts as the detail's does.
 */
export const readingCalls: Module = (app, db) =>
  registerRoutes(app, db, [
    defineRoute({
      method: ARTICLE_READING_CALL.method,
      path: ARTICLE_READING_CALL.path,
      // Anyone reads the free part; how much more is the handler's to decide (readerArticle).
      access: 'public',
      summary: '文章 HTML 阅读（全文或免费部分、目录、图表与参考文献）',
      tags: ['期刊'],
      // The id is read by idParam, whose message names the article (文章编号…).
      params: z.object({ id: z.string() }),
      response: envelope,
      handler: async ({ params, req }) => {
        const id = idParam(params.id, '文章编号');
        const { details, text, via } = await readerArticle(db, req, id);
        const references = await referencesOf(db, id);
        const doc = cachedReadingDocument(id, text, references.length);
        const { fullText: _text, issueArticles: _siblings, ...article } = details;
        const body: ArticleReading = { article, reading: readingShare(doc, via !== null), accessVia: via, references };
        return ok(body);
      },
    }),
  ]);
