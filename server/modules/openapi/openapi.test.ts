import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with every registered API route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p}`)));
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS');
    expect(api.length).toBeGreaterThan(100);
    for (const r of api) expect(documented, `${r.method} ${r.url}`).toContain(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
  });

  it('details declared calls: paging and declared filters of a list, the sort whitelist, Chinese field names, the path id', () => {
    const list = doc.paths['/api/show/common/book/list'].get;
    expect(list.summary).toBe('图书列表');
    const names = list.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pageNum', 'pageSize', 'orderByColumn', 'keyword', 'outYear']));
    expect(list.parameters.find((p: { name: string }) => p.name === 'orderByColumn').schema.enum).toContain('publishDate');
    const rows = list.responses[200].content['application/json'].schema.properties.rows.items.properties;
    expect(rows.title.description).toBe('书名');
    expect(rows.priceFen.description).toContain('分');
    const one = doc.paths['/api/show/common/book/{id}'].get;
    expect(one.summary).toBe('图书详情');
    expect(one.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) }));
    expect(one.security).toBeUndefined();
  });

  it('states the declared access of every declared call (public, member or the ability) with its refusals', () => {
    const ops = Object.values(doc.paths).flatMap((byMethod: any) => Object.values(byMethod)) as any[];
    const declared = t.app.registeredRoutes.filter((r) => r.access !== undefined);
    expect(declared.length).toBeGreaterThan(100);
    for (const r of declared) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()];
      expect(op['x-access'], `${r.method} ${r.url}`).toBeDefined();
      expect(op.responses[200].content['application/json'].schema, `${r.method} ${r.url}`).toBeDefined();
    }
    expect(doc.paths['/api/show/common/book/list'].get['x-access']).toBe('public');
    const bookCreate = ops.find((op) => op.summary === '新增图书');
    expect(bookCreate['x-access']).toBe('create Book');
    expect(Object.keys(bookCreate.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(bookCreate.requestBody.content['application/json'].schema.properties.title).toBeDefined();
  });

  it('gives a declared update its body schema, and marks routes that need a signed-in member', () => {
    const updates = Object.values(doc.paths).flatMap((ops: any) => Object.values(ops)).filter((op: any) => /^修改/.test(op.summary ?? ''));
    expect(updates.length).toBeGreaterThan(0);
    for (const op of updates as any[]) {
      expect(op.requestBody.content['application/json'].schema.type).toBe('object');
      expect(op.security).toEqual([{ bearer: [] }]);
    }
  });

  it('has a Swagger UI reference page at /api/docs with its assets served locally', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/src="https?:\/\//);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toEqual(doc.paths);
  });
});
