import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/shared/apiPath';
import { isResidentIdNumber, isUnifiedSocialCreditCode, maskIdNumber } from '../../../src/shared/idNumbers';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { multipart } from '../../../tests/helpers/multipart';
import { caller, EXPIRED, FORBIDDEN } from '../organization/testing';

let t: TestApp;
let app: FastifyInstance;
let tokens: Record<'member' | 'other' | 'admin', string>;
let member: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let anon: ReturnType<typeof caller>;

const O = '/custom/owner';
const C = '/custom/copyright';
/** The textbook example number (GB 11643) and a credit code with a correct check character. */
const PERSON = { ownerType: 1, name: '李明', idNumber: '11010519491231002X', address: '北京市朝阳区' };
const ORG = { ownerType: 2, name: '文库示范出版社有限公司', idNumber: '91350100M000100Y43' };
const WORK = { title: '江南春雨图', category: 'H', creationDate: '2025-03-01', publishStatus: 1, firstPublishDate: '2025-04-01', firstPublishCity: '330100' };
const RIGHTS = { acquireMethod: 1, rights: ['发表权', '署名权', '复制权'] };
const STATEMENT = { creationPurpose: '记录江南春天的景色', creationProcess: '二〇二五年春在杭州写生，历时一个月完成。', originality: '作者独立构思，以水墨技法表现细雨中的西湖。' };

async function upload(token: string, name: string, type: string, data: Buffer) {
  const body = multipart(name, type, data);
  const res = await app.inject({ method: 'POST', url: apiUrl(`${C}/upload`), headers: { ...body.headers, authorization: token }, payload: body.payload });
  return res.json();
}

/** Steps 1–6 for `as` with its own owner; returns the draft id (not submitted). */
async function completeDraft(as: ReturnType<typeof caller>, token: string, ownerId: number, title = WORK.title): Promise<number> {
  const id = (await as('POST', `${C}/sendApplyOne`, { ownerIds: [ownerId] })).body.data.id;
  expect((await as('POST', `${C}/sendApplyTwo`, { id, ...WORK, title })).body.code).toBe(200);
  expect((await as('POST', `${C}/sendApplyThree`, { id, ...RIGHTS })).body.code).toBe(200);
  expect((await as('POST', `${C}/sendApplyFour`, { id, ...STATEMENT })).body.code).toBe(200);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const sample = await upload(token, '样本.png', 'image/png', png);
  expect(sample.code).toBe(200);
  expect((await as('POST', `${C}/sendApplyFive`, { id, samples: [{ name: '作品照片', url: sample.data.url, kind: 'image' }] })).body.code).toBe(200);
  expect((await as('POST', `${C}/sendApplySix`, { id, declarationAgreed: true, applicantName: '李明' })).body.code).toBe(200);
  return id;
}

let memberOwner: number;
let otherOwner: number;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  tokens = { member: await signIn(app, 'demo_member'), other: await signIn(app, 'demo_writer'), admin: await signIn(app, 'admin') };
  member = caller(app, tokens.member);
  other = caller(app, tokens.other);
  admin = caller(app, tokens.admin);
  anon = caller(app, null);
  memberOwner = (await member('POST', `${O}/addOwner`, PERSON)).body.data.id;
  otherOwner = (await other('POST', `${O}/addOwner`, { ...PERSON, name: '周雨桐' })).body.data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('ID numbers', () => {
  it('checks the check character of 居民身份证 and 统一社会信用代码', () => {
    expect(isResidentIdNumber('11010519491231002X')).toBe(true);
    expect(isResidentIdNumber('110105194912310021')).toBe(false);
    expect(isResidentIdNumber('110105194913310026')).toBe(false); // month 13
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X');
  });

  it('refuses a wrong number in Chinese and masks every number it shows', async () => {
    expect((await member('POST', `${O}/addOwner`, { ...PERSON, idNumber: '110105194912310021' })).body).toEqual({ code: 400, msg: '请输入正确的居民身份证号码' });
    expect((await member('POST', `${O}/addOwner`, { ...ORG, idNumber: '91350100M000100Y44' })).body).toEqual({ code: 400, msg: '请输入正确的统一社会信用代码' });
    expect((await member('POST', `${O}/addOwner`, PERSON)).body).toEqual({ code: 400, msg: '该证件号码的著作权人已存在' });
    const org = await member('POST', `${O}/addOwner`, ORG);
    expect(org.body.data).toMatchObject({ name: ORG.name, idNumber: '9135**********0Y43', idType: '统一社会信用代码' });
    const list = await member('GET', `${O}/list`);
    expect(JSON.stringify(list.body)).not.toContain('11010519491231002X');
    expect((await member('GET', `${O}/selectOwner`)).body.data.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['李明', ORG.name]));
    // Sent back masked, the number is kept; the name changes.
    const updated = await member('PUT', `${O}/updateOwner`, { id: org.body.data.id, ownerType: 2, name: '文库出版社', idNumber: '9135**********0Y43' });
    expect(updated.body.data).toMatchObject({ name: '文库出版社', idNumber: '9135**********0Y43' });
    expect((await member('DELETE', `${O}/delOwner`, { id: org.body.data.id })).body.code).toBe(200);
  });
});

describe('permissions', () => {
  it('anonymous: 401 on every member call; verification and cities are public', async () => {
    for (const [m, p] of [['GET', `${O}/list`], ['POST', `${O}/addOwner`], ['GET', `${C}/list`], ['POST', `${C}/sendApplyOne`], ['POST', '/copyright/saveApply'], ['GET', `${C}/getVO`], ['POST', `${C}/copyDTO`], ['DELETE', `${C}/delDetail`], ['GET', `${C}/review/list`], ['POST', `${C}/review`], ['GET', `${C}/certificate`]] as const) {
      expect((await anon(m, p, { id: 1 })).body, `${m} ${p}`).toEqual(EXPIRED);
    }
    expect((await anon('GET', `${C}/getCity`)).body.data.find((p: { label: string }) => p.label === '浙江省').children[0]).toEqual({ value: '330100', label: '杭州市' });
    expect((await anon('GET', `${C}/batchQueryWorks`, { keyword: '不存在的作品' })).body).toEqual({ code: 200, msg: '操作成功', data: [] });
  });

  it("another member's owner and application: 404, nothing changed; members may not review", async () => {
    expect((await other('PUT', `${O}/updateOwner`, { id: memberOwner, ...PERSON, name: '偷改' })).body).toEqual({ code: 404, msg: '著作权人不存在' });
    expect((await other('DELETE', `${O}/delOwner`, { id: memberOwner })).body).toEqual({ code: 404, msg: '著作权人不存在' });
    expect((await other('POST', `${C}/sendApplyOne`, { ownerIds: [memberOwner] })).body).toEqual({ code: 400, msg: '所选著作权人不存在，请重新选择' });
    const id = (await member('POST', `${C}/sendApplyOne`, { ownerIds: [memberOwner] })).body.data.id;
    for (const [m, p, args] of [
      ['GET', `${C}/getVO`, { id }],
      ['POST', `${C}/sendApplyTwo`, { id, ...WORK }],
      ['POST', `${C}/copyDTO`, { id }],
      ['DELETE', `${C}/delDetail`, { id }],
      ['POST', '/copyright/saveApply', { id }],
    ] as const) {
      expect((await other(m, p, args)).body, `${m} ${p}`).toEqual({ code: 404, msg: '登记申请不存在' });
    }
    expect((await other('GET', `${C}/list`)).body.rows!.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await member('GET', `${C}/getVO`, { id })).body.data).toMatchObject({ id, status: 0, step: 1, title: '' });
    expect((await other('GET', `${C}/review/list`)).body).toEqual(FORBIDDEN);
    expect((await member('POST', `${C}/review`, { id, status: 2 })).body).toEqual(FORBIDDEN);
    expect((await admin('GET', `${C}/getVO`, { id })).body.data.id).toBe(id);
    expect((await member('DELETE', `${C}/delDetail`, { id })).body).toEqual({ code: 200, msg: '草稿已删除' });
  });
});

describe('the six steps', () => {
  it('validates each step on its own, in Chinese', async () => {
    expect((await member('POST', `${C}/sendApplyOne`, { ownerIds: [] })).body).toEqual({ code: 400, msg: '请至少选择一位著作权人' });
    const id = (await member('POST', `${C}/sendApplyOne`, { ownerIds: [memberOwner] })).body.data.id;
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, title: '' })).body).toEqual({ code: 400, msg: '请输入作品名称' });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, firstPublishDate: '2025-01-01' })).body).toEqual({ code: 400, msg: '首次发表日期不能早于创作完成日期' });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, firstPublishCity: '' })).body).toEqual({ code: 400, msg: '请选择首次发表城市' });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, creationDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) })).body.msg).toBe('创作完成日期不能晚于今天');
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, creationDate: '2025-02-30' })).body).toEqual({ code: 400, msg: '请选择创作完成日期' });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, firstPublishCity: '999900' })).body).toEqual({ code: 400, msg: '请选择首次发表城市' });
    // An unpublished work needs no place: step 2 checks only its own fields.
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK, publishStatus: 2, firstPublishCity: '' })).body).toMatchObject({ code: 200, msg: '第2步已保存' });
    expect((await member('POST', `${C}/sendApplyThree`, { id, acquireMethod: 2, rights: ['复制权'] })).body).toEqual({ code: 400, msg: '请选择继受方式' });
    expect((await member('POST', `${C}/sendApplyThree`, { id, acquireMethod: 1, rights: [] })).body).toEqual({ code: 400, msg: '请至少选择一项权利' });
    expect((await member('POST', `${C}/sendApplyFour`, { id, ...STATEMENT, originality: '好' })).body).toEqual({ code: 400, msg: '独创性说明至少10个字' });
    expect((await member('POST', `${C}/sendApplyFive`, { id, samples: [{ name: '别人的图', url: '/files/image/99999-aaaaaaaaaaaaaaaaaaaaaaaa.png', kind: 'image' }] })).body).toEqual({ code: 400, msg: '样本文件无效，请重新上传' });
    expect((await member('POST', `${C}/sendApplySix`, { id, declarationAgreed: false, applicantName: '李明' })).body).toEqual({ code: 400, msg: '请阅读并同意权利保证声明' });
    // Submission checks every step: step 3 was never saved.
    expect((await member('POST', '/copyright/saveApply', { id })).body).toEqual({ code: 400, msg: '第3步未完成：请选择权利取得方式' });
    await member('DELETE', `${C}/delDetail`, { id });
  });

  it('a draft resumes where it was left: getVO returns the saved steps', async () => {
    const id = (await member('POST', `${C}/sendApplyOne`, { ownerIds: [memberOwner] })).body.data.id;
    await member('POST', `${C}/sendApplyTwo`, { id, ...WORK });
    await member('POST', `${C}/sendApplyThree`, { id, ...RIGHTS });
    const vo = (await member('GET', `${C}/getVO`, { id })).body.data;
    expect(vo).toMatchObject({ step: 3, status: 0, title: WORK.title, categoryLabel: '美术作品', firstPublishCityName: '浙江省 杭州市', rights: RIGHTS.rights, owners: [{ name: '李明', idNumber: '1101**********002X' }] });
    expect(JSON.stringify(vo)).not.toContain('11010519491231002X');
    // Saving an earlier step again never lowers how far the draft has come.
    expect((await member('POST', `${C}/sendApplyOne`, { id, ownerIds: [memberOwner] })).body.data.step).toBe(3);
    expect((await member('GET', `${C}/list`, { status: 0 })).body.rows!.find((r: { id: number }) => r.id === id)).toMatchObject({ step: 3, statusLabel: '草稿' });
  });

  it('uploads: a picture is re-encoded, a PDF is checked and readable only by its uploader and the reviewer', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const pdf = Buffer.from(await doc.save());
    const up = await upload(tokens.member, '说明.pdf', 'application/pdf', pdf);
    expect(up).toMatchObject({ code: 200, data: { kind: 'pdf' } });
    const file = up.data.url.replace(/^\/api\/show/, '').split('?')[0];
    const name = new URL(up.data.url, 'http://x').searchParams.get('name');
    expect((await other('GET', file, { name })).body).toEqual({ code: 404, msg: '文件不存在' });
    const own = await app.inject({ method: 'GET', url: up.data.url, headers: { authorization: tokens.member } });
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(await upload(tokens.member, '坏.pdf', 'application/pdf', Buffer.from('%PDF-1.7\nnot really a pdf'))).toEqual({ code: 400, msg: 'PDF文件已损坏或无法读取，请重新导出后上传' });
    expect(await upload(tokens.member, 'a.txt', 'text/plain', Buffer.from('hello world, not a file we take'))).toEqual({ code: 400, msg: '只能上传图片或PDF文件' });
  });
});

describe('review, certificate and verification', () => {
  let id: number;
  let registrationNo: string;

  it('submit → 驳回 needs a remark → the applicant edits and resubmits → 通过 gives a number', async () => {
    id = await completeDraft(member, tokens.member, memberOwner);
    expect((await admin('POST', `${C}/review`, { id, status: 2 })).body).toEqual({ code: 400, msg: '只能审核待审核的申请' });
    expect((await member('POST', '/copyright/saveApply', { id })).body).toMatchObject({ code: 200, msg: '登记申请已提交，请等待平台审核' });
    expect((await member('POST', '/copyright/saveApply', { id })).body).toEqual({ code: 400, msg: '只有草稿或被驳回的申请可以提交' });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK })).body).toEqual({ code: 400, msg: '只有草稿或被驳回的申请可以修改' });
    expect((await member('DELETE', `${C}/delDetail`, { id })).body).toEqual({ code: 400, msg: '只能删除草稿' });
    expect((await anon('GET', `${C}/batchQueryWorks`, { keyword: WORK.title })).body.data).toEqual([]);

    expect((await admin('GET', `${C}/review/list`, { status: 1 })).body.rows!.map((r: { id: number }) => r.id)).toContain(id);
    expect((await admin('POST', `${C}/review`, { id, status: 3 })).body).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    expect((await admin('POST', `${C}/review`, { id, status: 5, remark: 'x' })).body).toEqual({ code: 400, msg: '审核结果只能是通过或驳回' });
    expect((await admin('POST', `${C}/review`, { id, status: 3, remark: '作品样本不清晰，请重新上传' })).body).toMatchObject({ code: 200, data: { status: 3 } });
    expect((await admin('POST', `${C}/review`, { id, status: 2 })).body).toEqual({ code: 400, msg: '只能审核待审核的申请' });

    const rejected = (await member('GET', `${C}/getVO`, { id })).body.data;
    expect(rejected.remarks.map((r: { status: number; remark: string }) => [r.status, r.remark])).toEqual([[1, '提交登记申请'], [3, '作品样本不清晰，请重新上传']]);
    expect((await member('POST', `${C}/sendApplyFour`, { id, ...STATEMENT, creationPurpose: '记录江南春天的景色与人情' })).body.code).toBe(200);
    expect((await member('POST', '/copyright/saveApply', { id })).body).toMatchObject({ code: 200, msg: '登记申请已重新提交，请等待平台审核' });

    const approved = await admin('POST', `${C}/review`, { id, status: 2 });
    expect(approved.body).toMatchObject({ code: 200, msg: '审核通过，已生成登记号' });
    registrationNo = approved.body.data.registrationNo;
    expect(registrationNo).toMatch(/^国作登字-\d{4}-H-\d{8}$/);
    expect((await member('GET', `${C}/getVO`, { id })).body.data).toMatchObject({ status: 2, statusLabel: '已通过', registrationNo });
    expect((await member('POST', `${C}/sendApplyTwo`, { id, ...WORK })).body.msg).toBe('只有草稿或被驳回的申请可以修改');
  });

  it('the certificate is a PDF with the number; only its applicant and the admin download it', async () => {
    expect((await other('GET', `${C}/certificate`, { id })).body).toEqual({ code: 404, msg: '登记申请不存在' });
    const res = await app.inject({ method: 'GET', url: `${apiUrl(`${C}/certificate`)}?id=${id}`, headers: { authorization: tokens.member } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(res.rawPayload), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    await doc.destroy();
    expect(text).toContain(registrationNo);
    expect(text).toContain('作品登记证书');
    expect(text).toContain('李明');
    expect(text).not.toContain('11010519491231002X');
    expect((await app.inject({ method: 'GET', url: `${apiUrl(`${C}/certificate`)}?id=${id}`, headers: { authorization: tokens.admin } })).statusCode).toBe(200);
  });

  it('verification finds the approved registration by number and by title, never a pending one or an ID number', async () => {
    const pending = await completeDraft(member, tokens.member, memberOwner, '未审核的山水长卷');
    await member('POST', '/copyright/saveApply', { id: pending });
    const byNo = (await anon('GET', `${C}/batchQueryWorks`, { keyword: registrationNo })).body.data;
    expect(byNo).toEqual([expect.objectContaining({ registrationNo, title: WORK.title, categoryLabel: '美术作品', owners: [{ name: '李明', ownerType: '自然人' }] })]);
    expect(JSON.stringify(byNo)).not.toMatch(/1101/);
    expect((await anon('GET', `${C}/batchQueryWorks`, { keyword: '春雨' })).body.data.map((r: { registrationNo: string }) => r.registrationNo)).toContain(registrationNo);
    expect((await anon('GET', `${C}/batchQueryWorks`, { keyword: '山水长卷' })).body.data).toEqual([]);
    expect((await anon('GET', `${C}/batchQueryWorks`, { keyword: '春' })).body).toEqual({ code: 400, msg: '检索词至少2个字' });
  });

  it('copyDTO makes a new draft with every step but the declaration; the owner stays in use', async () => {
    const copy = await member('POST', `${C}/copyDTO`, { id });
    expect(copy.body).toMatchObject({ code: 200, msg: '已复制为新的草稿', data: { status: 0, step: 6 } });
    const vo = (await member('GET', `${C}/getVO`, { id: copy.body.data.id })).body.data;
    expect(vo).toMatchObject({ status: 0, title: WORK.title, rights: RIGHTS.rights, registrationNo: null, declarationAgreed: false, remarks: [] });
    expect((await member('POST', '/copyright/saveApply', { id: copy.body.data.id })).body).toEqual({ code: 400, msg: '第6步未完成：请阅读并同意权利保证声明' });
    expect((await member('DELETE', `${O}/delOwner`, { id: memberOwner })).body).toEqual({ code: 400, msg: '该著作权人已用于尚未完成的登记申请，不能删除' });
    expect(otherOwner).toBeGreaterThan(0);
  });
});
