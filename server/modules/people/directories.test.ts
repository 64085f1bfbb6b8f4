import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publisherResource, scholarResource, teacherResource } from '../../../src/resources/people';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { articles, books, members, partyRoles, publisherProfiles, scholarProfiles, teacherProfiles } from '../../db/schema';
import { DEMO_PUBLISHER, DEMO_SCHOLAR, DEMO_TEACHER } from '../../db/seed/people';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14 (people): the scholar, publisher and teacher directories — paging, each filter, the sort
// whitelist, detail 404, what each profile shows beside itself, and which profiles the public sees.

const { ctx, call } = roleCalls(['admin', 'demo_member'] as const);
const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
const db = () => ctx.t.database.db;
const idOf = async (table: typeof scholarProfiles | typeof publisherProfiles | typeof teacherProfiles, name: string) => (await db().select({ id: table.id }).from(table).where(eq(table.name, name)))[0].id;
const ids = (rows: Array<Record<string, unknown>> | undefined) => (rows ?? []).map((r) => r.id);

describe('GET /common/scholar/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: scholarResource,
    spread: { db, table: scholarProfiles },
    notFoundMsg: '该学者不存在或未公开',
    countsViews: true,
    omittedInList: ['intro', 'achievements'],
    filters: [
      [{ discipline: '4' }, (r) => r.discipline === 4],
      [{ title: '1' }, (r) => r.title === 1],
      [{ institution: '北京师范' }, (r) => String(r.institution).includes('北京师范')],
      [{ keyword: DEMO_SCHOLAR.name }, (r) => `${r.name}${r.institution}${r.researchField}`.includes(DEMO_SCHOLAR.name)],
    ],
    badFilters: [
      [{ discipline: '13' }, '学科门类不正确'],
      [{ title: '9' }, '职称不正确'],
    ],
  });

  it('a scholar’s page lists their articles in the library, matched by name and institution, newest first', async () => {
    const id = await idOf(scholarProfiles, DEMO_SCHOLAR.name);
    const { status, body } = await get('/common/scholar/articles', { scholarId: id });
    expect(status).toBe(200);
    expect(body.total).toBe(DEMO_SCHOLAR.articles);
    for (const a of body.rows!) {
      expect(String(a.authors).split(';')).toContain(DEMO_SCHOLAR.name);
      expect(a.journalName).not.toBe('');
      expect(a).not.toHaveProperty('fullText');
    }
    const dates = body.rows!.map((a) => String(a.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    // A namesake at another university is another person: his article is not listed.
    const [other] = await db().select({ id: articles.id, authors: articles.authors }).from(articles).where(eq(articles.institution, '复旦大学历史学系')).limit(1);
    if (other) {
      await db().update(articles).set({ authors: `${DEMO_SCHOLAR.name};${other.authors}` }).where(eq(articles.id, other.id));
      expect((await get('/common/scholar/articles', { scholarId: id })).body.total).toBe(DEMO_SCHOLAR.articles);
      await db().update(articles).set({ authors: other.authors }).where(eq(articles.id, other.id));
    }
    expect((await get('/common/scholar/articles', { scholarId: 987654 })).body).toEqual({ code: 404, msg: '该学者不存在或未公开' });
    expect((await get('/common/scholar/articles', { scholarId: 'x' })).body).toEqual({ code: 400, msg: '编号必须是正整数' });
    expect((await get('/common/scholar/articles', { scholarId: id, orderByColumn: 'title' })).status).toBe(400);
  });

  it('every seeded scholar but the hidden one has articles of theirs', async () => {
    const rows = (await get('/common/scholar/list', { pageSize: 50 })).body.rows!;
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const r of rows.slice(0, 8)) expect((await get('/common/scholar/articles', { scholarId: Number(r.id) })).body.total, String(r.name)).toBeGreaterThan(0);
  });
});

describe('GET /common/publisher/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: publisherResource,
    spread: { db, table: publisherProfiles },
    notFoundMsg: '该出版社不存在或未公开',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ kind: '2' }, (r) => r.kind === 2],
      [{ provinceId: '310000' }, (r) => r.provinceId === 310000],
      [{ keyword: '大学' }, (r) => `${r.name}${r.city}${r.specialties}`.includes('大学')],
    ],
    badFilters: [
      [{ kind: '8' }, '出版社类型不正确'],
      [{ provinceId: '12' }, '地区代码不正确'],
    ],
  });

  it('a publisher’s page lists the books that name it, and those its holder added', async () => {
    const id = await idOf(publisherProfiles, DEMO_PUBLISHER);
    const named = await db().select({ id: books.id }).from(books).where(eq(books.publisher, DEMO_PUBLISHER));
    const { body } = await get('/common/publisher/books', { publisherId: id, pageSize: 50 });
    expect(named.length).toBeGreaterThan(0);
    expect(body.total).toBe(named.length);
    expect(body.rows!.every((b) => b.publisher === DEMO_PUBLISHER)).toBe(true);
    expect(body.rows![0]).not.toHaveProperty('content');
    // A book the holder adds under another imprint name still belongs to the publisher's page.
    const [holder] = await db().select({ id: members.id }).from(members).where(eq(members.username, 'demo_publisher'));
    const [added] = await db().insert(books).values({ title: '高等数学学习指导（第二版）', authors: '刘洋', publisher: '高教社', ownerId: holder.id }).returning({ id: books.id });
    expect(ids((await get('/common/publisher/books', { publisherId: id, pageSize: 50 })).body.rows)).toContain(added.id);
    await db().delete(books).where(eq(books.id, added.id));
    expect((await get('/common/publisher/books', { publisherId: 2147483648 })).body).toEqual({ code: 404, msg: '该出版社不存在或未公开' });
  });
});

describe('GET /common/teacher/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: teacherResource,
    spread: { db, table: teacherProfiles },
    notFoundMsg: '该教师不存在或未公开',
    countsViews: true,
    omittedInList: ['intro', 'honors'],
    filters: [
      [{ subjectType: '1' }, (r) => r.subjectType === 1],
      [{ grade: '1' }, (r) => r.grade === 1],
      [{ provinceId: '110000' }, (r) => r.provinceId === 110000],
      [{ keyword: '中学' }, (r) => `${r.name}${r.school}`.includes('中学')],
    ],
    badFilters: [
      [{ subjectType: '99' }, '学科不正确'],
      [{ grade: '4' }, '学段不正确'],
    ],
  });

  it('a teacher’s page shows their studio and the compositions they guided', async () => {
    const id = await idOf(teacherProfiles, DEMO_TEACHER);
    const { status, body } = await get('/common/teacher/resources', { teacherId: id });
    expect(status).toBe(200);
    expect(body.data.compositions.length).toBeGreaterThan(0);
    expect(body.data.recitations.length).toBeGreaterThan(0);
    const rows = (await get('/common/teacher/list', { pageSize: 50 })).body.rows!;
    let withStudio = 0;
    for (const r of rows) {
      const res = await get('/common/teacher/resources', { teacherId: Number(r.id) });
      expect(res.status, res.body.msg).toBe(200);
      if (res.body.data.studios.length) withStudio++;
    }
    expect(withStudio).toBeGreaterThanOrEqual(3);
    expect((await get('/common/teacher/resources', { teacherId: 0 })).body).toEqual({ code: 404, msg: '该教师不存在或未公开' });
  });
});

describe('which profiles the public sees', () => {
  it('hot lists come from the views counter (3 or 5), most viewed first', async () => {
    for (const d of ['scholar', 'publisher', 'teacher']) {
      const hot = (await get(`/common/${d}/hot`)).body.data as Array<{ id: number; views: number }>;
      expect(hot).toHaveLength(5);
      expect(hot.map((r) => r.views)).toEqual([...hot.map((r) => r.views)].sort((a, b) => b - a));
      expect((await get(`/common/${d}/hot`, { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
    }
  });

  it('a profile its holder hides, one 下架 and one whose holder lost the role are in no list, hot list, detail or search', async () => {
    const hidden = (await db().select().from(scholarProfiles).where(eq(scholarProfiles.isPublic, false)))[0];
    expect(hidden).toBeDefined();
    const offShelf = (await db().select().from(teacherProfiles).where(eq(teacherProfiles.published, false)))[0];
    expect(offShelf).toBeDefined();
    expect(ids((await get('/common/scholar/list', { pageSize: 100 })).body.rows)).not.toContain(hidden.id);
    expect((await get(`/common/scholar/${hidden.id}`)).body).toEqual({ code: 404, msg: '该学者不存在或未公开' });
    expect((await get('/common/scholar/articles', { scholarId: hidden.id })).status).toBe(404);
    expect(ids((await get('/common/teacher/list', { pageSize: 100 })).body.rows)).not.toContain(offShelf.id);
    expect((await get(`/common/teacher/${offShelf.id}`)).status).toBe(404);
    const search = async (keyword: string, type: string) => (await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword, type } })).json();
    expect((await search(hidden.name, 'scholar')).total).toBe(0);

    // The demo scholar's role is withdrawn: his profile leaves the directory, and comes back with it.
    const id = await idOf(scholarProfiles, DEMO_SCHOLAR.name);
    expect((await search(DEMO_SCHOLAR.name, 'scholar')).rows[0]).toMatchObject({ docType: 'scholar', docId: id, url: `/scholar/${id}` });
    const [holder] = await db().select({ partyId: members.partyId }).from(members).where(eq(members.username, 'demo_scholar'));
    const [role] = await db().delete(partyRoles).where(eq(partyRoles.partyId, holder.partyId)).returning();
    try {
      expect((await get(`/common/scholar/${id}`)).status).toBe(404);
      expect(ids((await get('/common/scholar/list', { keyword: DEMO_SCHOLAR.name })).body.rows)).toEqual([]);
      const sitemap = await ctx.t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
    } finally {
      await db().insert(partyRoles).values({ partyId: role.partyId, roleKey: role.roleKey, activated: role.activated });
    }
    expect((await get(`/common/scholar/${id}`)).status).toBe(200);

    // 下架 by the platform admin: out of the list, back when 上架.
    const pub = await idOf(publisherProfiles, '中华书局');
    expect((await call('admin', 'PUT', `/manage/publisher/${pub}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get(`/common/publisher/${pub}`)).status).toBe(404);
    expect((await get('/common/publisher/hot', { pageSize: 5 })).body.data.map((r: { id: number }) => r.id)).not.toContain(pub);
    expect((await search('中华书局', 'publisher')).total).toBe(0);
    await call('admin', 'PUT', `/manage/publisher/${pub}/publish`, { published: true });
    expect((await search('中华书局', 'publisher')).rows[0]).toMatchObject({ docType: 'publisher', docId: pub });
  });

  it('readers collect and report errors in shown profiles only; OAI-PMH harvests them', async () => {
    const id = await idOf(teacherProfiles, DEMO_TEACHER);
    const oai = await ctx.t.app.inject({ method: 'GET', url: '/oai?verb=ListRecords&metadataPrefix=oai_dc&set=teacher' });
    expect(oai.statusCode).toBe(200);
    expect(oai.body).toContain(`${DEMO_TEACHER}（`);
    expect(oai.body).not.toContain('马晓东');
    const hidden = (await db().select().from(scholarProfiles).where(eq(scholarProfiles.isPublic, false)))[0];
    const report = (type: number, itemId: number) => call('demo_member', 'POST', '/w_bc/wkapi/v1/errorCorrection', { type, itemId, errorType: '内容错误', content: '任教学校名称有误，应为全称。' });
    expect((await report(63, id)).body).toMatchObject({ code: 200, msg: '感谢您的纠错，我们会尽快核实处理' });
    expect((await report(61, hidden.id)).status).toBe(404);
    expect((await call('demo_member', 'POST', '/collect/addCollect', { type: 63, itemId: id })).body.msg).toBe('收藏成功');
    const collected = await call('demo_member', 'GET', '/collect/getCollect', { type: '63' });
    expect(collected.body.rows[0]).toMatchObject({ itemId: id, type: 63, title: DEMO_TEACHER, path: `/teacher/${id}` });
    expect((await call('demo_member', 'POST', '/collect/addCollect', { type: 61, itemId: hidden.id })).status).toBe(404);
  });
});
