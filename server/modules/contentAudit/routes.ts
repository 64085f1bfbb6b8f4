import { eq } from 'drizzle-orm';
import { contentAuditResource } from '../../../src/resources/contentAudits';
import { authorizeEverywhere } from '../../access/authorize';
import { contentAudits } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { recordId } from '../area/mountArea';

const NOT_FOUND = '该日志不存在';
/** The row as JSON text, indented: the detail page shows it as it was. */
const shown = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

/** 操作日志: the platform admin's view of every content change (server/modules/area/manageArea.ts writes it). */
export const contentAuditModule: Module = (app, db) => {
  const calls = contentAuditResource.calls;
  mount(app, db, calls.list!.method, calls.list!.path, async ({ params, req }) => {
    await authorizeEverywhere({ db, req }, 'manage', 'Content');
    return pagedList({
      db,
      table: contentAudits,
      resource: contentAuditResource,
      params,
      where: (f) => [
        keywordIn(f.keyword, contentAudits.title, contentAudits.memberName),
        f.action ? eq(contentAudits.action, f.action) : undefined,
        f.entity ? eq(contentAudits.entity, f.entity) : undefined,
      ],
      omit: ['before', 'after'],
    });
  });
  mount(app, db, calls.one!.method, calls.one!.path, async ({ params, req }) => {
    await authorizeEverywhere({ db, req }, 'manage', 'Content');
    const id = recordId(params.id, NOT_FOUND);
    const [row] = await db.select().from(contentAudits).where(eq(contentAudits.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return ok({ ...row, before: shown(row.before), after: shown(row.after) });
  });
};
