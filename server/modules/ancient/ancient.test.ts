import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { ancientBookResource } from '../../../src/resources/ancientBooks';
import { ancientBooks } from '../../db/schema';
import { defineAreaContract, getJson } from '../area/areaContract';
import { ANCIENT_COLLECT_COUNT_PATH } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /w_abm/wkapi/v1/ancientBook/list and /{id}', () => {
  it('is served without the /show segment (spec §7)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/w_abm/wkapi/v1/ancientBook/list' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/show/w_abm/wkapi/v1/ancientBook/list' })).statusCode).toBe(404);
  });

  defineAreaContract({
    app: () => t.app,
    resource: ancientBookResource,
    spread: { db: () => t.database.db, table: ancientBooks },
    notFoundMsg: '该古籍不存在或已下架',
    countsViews: true,
    omittedInList: ['content'],
    filters: [
      [{ category: '史' }, (r) => r.category === '史'],
      [{ dynasty: '唐' }, (r) => r.dynasty === '唐'],
      [{ keyword: '司马' }, (r) => `${r.title}${r.author}${r.edition}`.includes('司马')],
      [{ category: '经', keyword: '注疏' }, (r) => r.category === '经' && String(r.edition).includes('注疏')],
    ],
    badFilters: [
      [{ category: '诗' }, '部类只能是经、史、子、集或丛'],
      [{ dynasty: '朝'.repeat(41) }, '朝代不正确'],
    ],
  });
});

describe('GET /w_abm/wkapi/v1/ancientBook/collect/count', () => {
  const url = (q: string) => `/api${ANCIENT_COLLECT_COUNT_PATH}${q}`;
  it('gives the collect count of one ancient book', async () => {
    const detail = await getJson(t.app, '/api/w_abm/wkapi/v1/ancientBook/1');
    const { status, body } = await getJson(t.app, url('?itemId=1'));
    expect(status).toBe(200);
    expect(body.data).toEqual({ itemId: 1, count: detail.body.data.collectCount });
  });
  it('needs an existing book', async () => {
    expect((await getJson(t.app, url(''))).body).toEqual({ code: 400, msg: '请指定古籍' });
    expect((await getJson(t.app, url('?itemId=x'))).body).toEqual({ code: 400, msg: '编号必须是正整数' });
    expect((await getJson(t.app, url('?itemId=987654'))).body).toEqual({ code: 404, msg: '该古籍不存在或已下架' });
  });
});
