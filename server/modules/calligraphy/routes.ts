import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import { CALLIGRAPHER_OPTIONS_PATH, CALLIGRAPHY_HOT_PATH, CALLIGRAPHY_SCRIPTS, calligrapherResource, calligraphyResource, WORD2_PATH } from '../../../src/resources/calligraphy';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { calligraphers, calligraphyWorks } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { GLYPH_FONTS, glyphForms } from './glyphs';
import { equalFilters, hotQuery } from '../area/mountArea';

const WORK_MISSING = '该书法作品不存在或已下架';
const CALLIGRAPHER_MISSING = '该书法家不存在或已下架';
export const WORD_MSG = '请输入一个汉字';

/** Calligrapher names and dynasties of one page of works (one query per page). */
async function withCalligraphers<R extends Record<string, unknown>>(db: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.calligrapherId as number))];
  const found = ids.length ? await db.select({ id: calligraphers.id, name: calligraphers.name, dynasty: calligraphers.dynasty }).from(calligraphers).where(inArray(calligraphers.id, ids)) : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  return rows.map((r) => ({ ...r, calligrapherName: byId.get(r.calligrapherId as number)?.name ?? '', dynasty: byId.get(r.calligrapherId as number)?.dynasty ?? '', scriptName: CALLIGRAPHY_SCRIPTS[String(r.script)] ?? '' }));
}

const wordQuery = z.object({
  word: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: WORD_MSG }).regex(/^\p{Script=Han}$/u, WORD_MSG)),
});

/**
 * 书法 (issue 14): `/common/calligraphy/list` and `{id}` (works by script and calligrapher),
 * `calligrapher/list` and `calligrapher/{id}`, `hot` (3 or 5 by views), and `/common/word2`, the
 * character dictionary: one character drawn from the fonts of several scripts, with the works
 * whose text contains it. Managed by the platform admin.
 */
export const calligraphyModule: Module = (app, db) => {
  mountManagedArea(app, db, {
    manage: { missingRefMsg: '所选书法家不存在' },
    resource: calligraphyResource,
    table: calligraphyWorks,
    notFoundMsg: WORK_MISSING,
    omitInList: ['intro'],
    filterColumns: {
      keyword: [calligraphyWorks.title, calligraphyWorks.content, calligraphyWorks.collection],
      equal: { script: calligraphyWorks.script, calligrapherId: calligraphyWorks.calligrapherId },
    },
    filterWhere: (f) => [
      f.dynasty !== undefined ? inArray(calligraphyWorks.calligrapherId, db.select({ id: calligraphers.id }).from(calligraphers).where(eq(calligraphers.dynasty, f.dynasty))) : undefined,
    ],
    decorateList: (rows) => withCalligraphers(db, rows),
    // A work of a 下架 calligrapher is no more public than the calligrapher.
    decorateOne: async (row) => {
      const [c] = await db.select().from(calligraphers).where(and(eq(calligraphers.id, row.calligrapherId), publishedRows(calligraphers)));
      if (!c) throw notFound(WORK_MISSING);
      return { calligrapherName: c.name, dynasty: c.dynasty, lifespan: c.lifespan, calligrapherIntro: c.intro, scriptName: CALLIGRAPHY_SCRIPTS[String(row.script)] ?? '' };
    },
  });

  mountManagedArea(app, db, {
    manage: { titleColumn: 'name', inUseMsg: '该书法家名下还有作品，请先删除或改属其作品' },
    resource: calligrapherResource,
    table: calligraphers,
    notFoundMsg: CALLIGRAPHER_MISSING,
    omitInList: ['intro'],
    filterWhere: (f) => [keywordIn(f.keyword, calligraphers.name), ...equalFilters(f, { dynasty: calligraphers.dynasty })],
  });

  mount(app, db, 'GET', CALLIGRAPHER_OPTIONS_PATH, async () => {
    const rows = await db.select({ id: calligraphers.id, name: calligraphers.name, dynasty: calligraphers.dynasty }).from(calligraphers).where(publishedRows(calligraphers)).orderBy(desc(calligraphers.sort), calligraphers.id);
    return ok(rows.map((c) => ({ value: String(c.id), label: `${c.name}（${c.dynasty}）` })));
  });

  mount(app, db, 'GET', CALLIGRAPHY_HOT_PATH, async ({ params }) => {
    const { pageSize } = hotQuery.parse({ pageSize: params.pageSize });
    const rows = await db
      .select({ id: calligraphyWorks.id, title: calligraphyWorks.title, script: calligraphyWorks.script, calligrapherId: calligraphyWorks.calligrapherId, views: calligraphyWorks.views, imageUrl: calligraphyWorks.imageUrl })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(and(publishedRows(calligraphyWorks), publishedRows(calligraphers)))
      .orderBy(desc(calligraphyWorks.views), desc(calligraphyWorks.id))
      .limit(pageSize);
    return ok(await withCalligraphers(db, rows));
  });

  mount(app, db, 'GET', WORD2_PATH, async ({ params }) => {
    const parsed = wordQuery.safeParse({ word: params.word });
    if (!parsed.success) throw badRequest(WORD_MSG);
    const { word } = parsed.data;
    const [forms, works] = await Promise.all([
      glyphForms(word),
      db
        .select({ id: calligraphyWorks.id, title: calligraphyWorks.title, script: calligraphyWorks.script, calligrapherId: calligraphyWorks.calligrapherId, content: calligraphyWorks.content })
        .from(calligraphyWorks)
        .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
        .where(and(like(calligraphyWorks.content, `%${word}%`), publishedRows(calligraphyWorks), publishedRows(calligraphers)))
        .orderBy(calligraphyWorks.script, desc(calligraphyWorks.views))
        .limit(20),
    ]);
    // Each work with the line that holds the character, so the page can show it in context.
    const withLine = (await withCalligraphers(db, works)).map(({ content, ...w }) => {
      const text = String(content);
      const at = text.indexOf(word);
      return { ...w, excerpt: text.slice(Math.max(0, at - 12), at + 13) };
    });
    const drawn = new Set(forms.map((f) => f.script));
    return ok({ word, forms, scripts: GLYPH_FONTS.map((f) => f.script).filter((s) => !drawn.has(s)), works: withLine });
  });
};
