import { and, eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eduLevelOfGrade, TEACHING_CALLS, TEACHING_FILE_TYPES, TEACHING_MSG, TEACHING_UPLOAD, teachingResource, teachingTypeResource, teachingTypeInput } from '../../../src/resources/teaching';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { teachingResources, teachingTypes } from '../../db/schema';
import { attachmentName } from '../../http/attachment';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { sendVideo } from '../../http/videoStream';
import { RATE } from '../auth/rate';
import { mountAreaManagement, mountManagedArea } from '../area/manageArea';
import { equalFilters, recordId } from '../area/mountArea';
import { extOf, STUDIO_FILE_RE, STUDIO_MIME, storedNameFor } from '../studio/fileKinds';
import { catalogueNav, catalogueTree, checkNewNode, unitFacts, unitNames } from './catalogue';
import { writeTeachingDemoFiles } from './demoFiles';

/** Formats a reader can open in the browser; the others are downloaded. */
const PREVIEWABLE = new Set(['pdf', 'txt', 'mp4']);
const accessMethod = z.preprocess((v) => (v === undefined || v === '' ? 'preview' : v), z.enum(['preview', 'download'], { error: '访问方式只能是preview或download' }));

/**
 * 基础教育 (issue 14, edubasic): the catalogue tree (`getTree`, `getNav`), the resources attached
 * to it (`teachingjoin` list, `{id}`, hot from real views), their files (preview for anyone,
 * download for signed-in readers, counted) and their management: every resource and the tree by the
 * platform admin, a teacher's own resources by the teacher (src/access/policy.ts).
 */
export const teachingModule: Module = (app, db) => {
  // Reads sent by POST (spec §7): they must not count as writes that make rendered pages stale.
  const read = { config: { pageNeutral: true } as unknown as FastifyContextConfig };
  mount(app, db, TEACHING_CALLS.tree.method, TEACHING_CALLS.tree.path, async () => ok(await catalogueTree(db)), read);
  mount(app, db, TEACHING_CALLS.nav.method, TEACHING_CALLS.nav.path, async ({ params }) => ok(await catalogueNav(db, params)), read);

  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: TEACHING_MSG.forbidden },
      missingRefMsg: TEACHING_MSG.unitRequired,
      prepareWrite: (tx, values, who) => completeResource(app, tx, values, who),
    },
    resource: teachingResource,
    table: teachingResources,
    hot: { path: TEACHING_CALLS.hot.path, fields: ['id', 'title', 'fileType', 'subjectType', 'grade', 'views'] },
    notFoundMsg: TEACHING_MSG.missing,
    omitInList: ['intro'],
    filterWhere: (f) => [
      keywordIn(f.keyword, teachingResources.title, teachingResources.author, teachingResources.keywords, teachingResources.school),
      ...equalFilters(f, { subjectType: teachingResources.subjectType, grade: teachingResources.grade, teachingVersion: teachingResources.teachingVersion, knowledge: teachingResources.knowledge, fileType: teachingResources.fileType, eduLevel: teachingResources.eduLevel }),
    ],
    decorateList: async (rows) => {
      const names = await unitNames(db, [...new Set(rows.map((r) => Number(r.knowledge)))]);
      return rows.map((r) => ({ ...r, unitName: names.get(Number(r.knowledge)) ?? '', fileExt: r.fileName ? extOf(String(r.fileName)) : null, fileName: undefined }));
    },
    decorateOne: async (row) => {
      const nav = await catalogueNav(db, { id: row.knowledge });
      const ext = row.fileName ? extOf(row.fileName) : null;
      // The stored name stays private: readers reach the file through the file call.
      return { fileName: undefined, unitName: nav.current?.name ?? '', path: nav.path, fileExt: ext, previewable: ext !== null && PREVIEWABLE.has(ext) };
    },
  });

  // The catalogue tree: the platform admin's alone. A node's level, parent and code are fixed once
  // created (resources copy the codes), so an edit renames or re-sorts it.
  mountAreaManagement(app, db, {
    resource: { ...teachingTypeResource, updateInput: teachingTypeInput.pick({ name: true, sort: true }).partial() },
    table: teachingTypes,
    titleColumn: 'name',
    notFoundMsg: TEACHING_MSG.nodeMissing,
    inUseMsg: TEACHING_MSG.nodeInUse,
    missingRefMsg: '上级目录不存在',
    filterWhere: (f) => [
      keywordIn(f.keyword, teachingTypes.name),
      ...equalFilters(f, { level: teachingTypes.level, parentId: teachingTypes.parentId }),
    ],
    prepareWrite: async (tx, values, who) => {
      if (who.creating) await checkNewNode(tx, values);
    },
    prepareDelete: async (tx, before) => {
      const id = Number(before.id);
      const [child] = await tx.select({ id: teachingTypes.id }).from(teachingTypes).where(eq(teachingTypes.parentId, id)).limit(1);
      const [used] = await tx.select({ id: teachingResources.id }).from(teachingResources).where(eq(teachingResources.knowledge, id)).limit(1);
      if (child || used) throw new AppError(409, TEACHING_MSG.nodeInUse);
    },
  });

  mount(
    app,
    db,
    TEACHING_CALLS.upload.method,
    TEACHING_CALLS.upload.path,
    async (ctx) => {
      const access = await authorize(ctx, 'create', 'TeachingResource');
      let originalName = '';
      const data = await readOneFile(ctx.req, {
        field: 'file',
        maxBytes: TEACHING_UPLOAD.maxBytes,
        missing: '请选择要上传的文件',
        tooBig: `${TEACHING_UPLOAD.label}不能超过${TEACHING_UPLOAD.maxBytes / 1024 / 1024}MB`,
        onFile: (n) => (originalName = n),
      });
      const name = storedNameFor(extOf(originalName) === 'mp4' ? 'video' : 'data', access.member.memberId, originalName, data);
      await app.accounts.storage.put('studio', name, data);
      return ok({ fileName: name, originalName, size: data.length, duration: 0 }, '上传成功');
    },
    { config: { rateLimit: RATE.upload } },
  );

  mount(app, db, TEACHING_CALLS.file.method, TEACHING_CALLS.file.path, async (ctx) => {
    const id = recordId(ctx.params.id, TEACHING_MSG.missing);
    const method = accessMethod.parse(ctx.params.accessMethod);
    const [row] = await db
      .select({ title: teachingResources.title, fileName: teachingResources.fileName })
      .from(teachingResources)
      .where(and(eq(teachingResources.id, id), publishedRows(teachingResources)));
    if (!row) throw notFound(TEACHING_MSG.missing);
    if (!row.fileName) throw notFound(TEACHING_MSG.noFile);
    const ext = extOf(row.fileName);
    if (method === 'download') {
      if (!(await requestAccess(ctx).catch(() => null))) throw new AppError(401, TEACHING_MSG.signInToDownload);
      const data = await app.accounts.storage.get('studio', row.fileName);
      if (!data) throw notFound(TEACHING_MSG.fileMissing);
      await db.update(teachingResources).set({ downloads: sql`${teachingResources.downloads} + 1` }).where(eq(teachingResources.id, id));
      return ctx.reply
        .type(STUDIO_MIME[ext] ?? 'application/octet-stream')
        .header('Content-Disposition', attachmentName(row.title, `teaching-${id}`, ext))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    }
    if (!PREVIEWABLE.has(ext)) throw badRequest('该格式不支持在线预览，请登录后下载查看');
    if (ext === 'mp4') return sendVideo(ctx.req, ctx.reply, app.accounts.storage, 'studio', row.fileName, TEACHING_MSG.fileMissing);
    const data = await app.accounts.storage.get('studio', row.fileName);
    if (!data) throw notFound(TEACHING_MSG.fileMissing);
    return ctx.reply
      .type(STUDIO_MIME[ext] ?? 'application/octet-stream')
      .header('Content-Disposition', attachmentName(row.title, `teaching-${id}`, ext).replace(/^attachment/, 'inline'))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });

  app.addHook('onReady', () => writeTeachingDemoFiles(app, db));
};

/**
 * A resource about to be written: its 学科 / 年级 / 版本 / 学段 from its unit, and its file one the
 * caller uploaded (the platform admin may name anyone's) that is really stored, with its size.
 */
async function completeResource(app: FastifyInstance, tx: Db, values: Record<string, unknown>, who: { id: number; everywhere: boolean }): Promise<void> {
  if (values.knowledge !== undefined) {
    const facts = await unitFacts(tx, Number(values.knowledge));
    Object.assign(values, facts, { eduLevel: eduLevelOfGrade(facts.grade) });
  }
  if (typeof values.fileName === 'string') {
    const m = STUDIO_FILE_RE.exec(values.fileName);
    if (!m || (m[1] !== 'data' && m[1] !== 'video') || (!who.everywhere && Number(m[2]) !== who.id)) throw badRequest(TEACHING_MSG.fileMissing);
    const size = await app.accounts.storage.size('studio', values.fileName);
    if (size === null) throw badRequest(TEACHING_MSG.fileMissing);
    values.fileSize = size;
    if (values.fileType !== undefined && Number(values.fileType) === 5 && m[1] !== 'video') throw badRequest(`${TEACHING_FILE_TYPES[5]}请上传MP4视频文件`);
  } else if (values.fileName === null) values.fileSize = 0;
}
