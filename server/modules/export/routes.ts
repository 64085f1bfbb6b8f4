import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { resourcesByName } from '../../../src/resources';
import type { FieldSpec, ResourceSpec } from '../../../src/resources/define';
import { fieldText } from '../../../src/resources/fieldText';
import { apiUrl } from '../../../src/shared/apiPath';
import { EXPORT_CALLS, EXPORT_MSG, type ExportedFile } from '../../../src/shared/exports';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { perMemberPerMinute } from '../../http/rateKey';
import { requireMember } from '../../access/session';

/** Rows in one export: an admin list's whole result up to this (a journal's articles, a year's orders). */
export const EXPORT_MAX_ROWS = 10_000;
/** How long a made export can be fetched. */
export const EXPORT_TTL_MS = 60 * 60 * 1000;
const PAGE = 100;
/** The names this module makes: the member's id, then 24 random hex digits. Never a path. */
const EXPORT_NAME = /^exp-(\d{1,10})-[0-9a-f]{24}\.xlsx$/;
const EXPORT_RATE = perMemberPerMinute('export', 10);

/** A cell: a plain number stays a number (a spreadsheet sums it); everything else as the admin reads it. */
function cellValue(field: FieldSpec, value: unknown): string | number {
  if (field.kind === 'number' && !field.labels && value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value))) return Number(value);
  return fieldText(field, value);
}

/** Paging and sorting are the export's own; every other parameter is the list's filter. */
const OWN_PARAMS = new Set(['pageNum', 'pageSize', 'resource']);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replace(/-/g, '');

/**
 * Excel exports of admin lists (issue 13 "Admin lists … export to Excel"), made from the resource
 * declarations: `POST /common/export/{resource}` (ours) re-asks the resource's own list call inside
 * the server with the caller's credentials — so exactly their rows, filtered and sorted as on
 * screen, every permission and scope checked by that call — and writes the declared list columns
 * with Chinese headers and values (fieldText). The file is fetched once by the spec's
 * `GET /common/download?fileName=&delete=true`, which serves only an export this server made for
 * the caller, by its opaque name.
 */
export function exportModule(app: FastifyInstance, db: Db): void {
  const storage = () => app.accounts.storage;

  mount(
    app,
    db,
    EXPORT_CALLS.create.method,
    EXPORT_CALLS.create.path,
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const spec: ResourceSpec | undefined = resourcesByName[String(ctx.params.resource ?? '')];
      // The admin's rows: a managed area's management list (下架 rows too), else its list.
      const list = spec?.exportable ? (spec.calls.manageList ?? spec.calls.list) : undefined;
      if (!spec || !list) throw badRequest(EXPORT_MSG.notExportable);
      const filters = Object.fromEntries(Object.entries(ctx.params).filter(([k, v]) => !OWN_PARAMS.has(k) && v !== undefined && v !== ''));
      const rows: Array<Record<string, unknown>> = [];
      let total = 0;
      for (let pageNum = 1; rows.length < EXPORT_MAX_ROWS; pageNum++) {
        const params = { ...filters, pageNum, pageSize: Math.min(PAGE, spec.maxPageSize ?? PAGE) };
        const res = await app.inject({
          method: list.method,
          url: apiUrl(list.path),
          headers: { authorization: String(ctx.req.headers.authorization ?? '') },
          ...(list.method === 'GET' ? { query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) } : { payload: params }),
        });
        const body = res.json() as { code: number; msg: string; rows?: Array<Record<string, unknown>>; total?: number };
        // The list's own refusal (401, 403, a bad filter) is the export's answer.
        if (body.code !== 200) throw new AppError(body.code, body.msg);
        total = Number(body.total ?? 0);
        rows.push(...(body.rows ?? []));
        if (!body.rows?.length || rows.length >= total) break;
      }
      const columns = Object.entries(spec.fields).filter(([, f]) => f.list && f.kind !== 'image');
      const book = new ExcelJS.Workbook();
      book.creator = '文库数字图书馆';
      const sheet = book.addWorksheet(spec.label.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map(([name, f]) => ({ header: f.label, key: name, width: Math.max(10, Math.min(60, Math.round((f.width ?? 160) / 7))) }));
      sheet.getRow(1).font = { bold: true };
      for (const row of rows.slice(0, EXPORT_MAX_ROWS)) sheet.addRow(Object.fromEntries(columns.map(([name, f]) => [name, cellValue(f, row[name])])));
      const fileName = `exp-${member.id}-${randomBytes(12).toString('hex')}.xlsx`;
      await storage().sweep('export', EXPORT_TTL_MS);
      await storage().put('export', fileName, Buffer.from(await book.xlsx.writeBuffer()));
      const exported: ExportedFile = { fileName, displayName: `${spec.label}-${today()}.xlsx`, rows: Math.min(rows.length, EXPORT_MAX_ROWS), total };
      return ok(exported, total > EXPORT_MAX_ROWS ? EXPORT_MSG.capped(EXPORT_MAX_ROWS) : EXPORT_MSG.done);
    },
    { config: { rateLimit: EXPORT_RATE } },
  );

  mount(app, db, EXPORT_CALLS.download.method, EXPORT_CALLS.download.path, async (ctx) => {
    const { member } = await requireMember(ctx);
    const name = String(ctx.params.fileName ?? '');
    const made = EXPORT_NAME.exec(name);
    // `../x`, `/etc/passwd`, `C:\x`, any name this module did not make: refused before the disk is touched.
    if (!made) throw badRequest(EXPORT_MSG.badName);
    // Another member's export is as absent as an expired one.
    const data = Number(made[1]) === member.id ? await storage().get('export', name) : null;
    if (!data) throw notFound(EXPORT_MSG.gone);
    if (ctx.params.delete === 'true' || ctx.params.delete === true) await storage().remove('export', name);
    return ctx.reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(data);
  });
}
