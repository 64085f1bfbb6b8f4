import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { contentAudits, dictData, dictTypes } from '../../db/schema';

const { w, call } = manageWorld();
const served = async (type: string) => (await call('GET', `/api/show/dict/data/type/${type}`)).json().data as Array<{ dictLabel: string; dictValue: string }>;
const audits = (entity: string, id: number) =>
  w.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, entity), eq(contentAudits.entityId, id)));

describe('字典管理: the platform admin edits dictionaries, and the public call answers the edit at once', () => {
  it('lists every built-in dictionary type by its Chinese name', async () => {
    const res = await call('GET', '/api/show/manage/dict/type/list?pageSize=50', w.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Array<{ dictType: string; dictName: string; status: string }>;
    expect(rows.find((r) => r.dictType === 'law_status')).toMatchObject({ dictName: '法规时效性', status: '0' });
    expect(res.json().total).toBeGreaterThanOrEqual(15);
  });

  it('renames a label: the next public call shows it, the log keeps before and after', async () => {
    const [row] = await w.t.database.db.select().from(dictData).where(and(eq(dictData.dictType, 'law_status'), eq(dictData.dictValue, '9')));
    expect((await served('law_status')).find((d) => d.dictValue === '9')?.dictLabel).toBe('已废止');
    const res = await call('PUT', `/api/show/manage/dict/data/${row.id}`, w.admin, { dictLabel: '失效' });
    expect(res.json()).toMatchObject({ code: 200, msg: '保存成功' });
    expect((await served('law_status')).find((d) => d.dictValue === '9')?.dictLabel).toBe('失效');
    const [entry] = await audits('dictData', row.id);
    expect(entry).toMatchObject({ action: 'update', title: '失效' });
    expect((entry.before as { dictLabel: string }).dictLabel).toBe('已废止');
  });

  it('a 停用 row leaves the public answer, and comes back when 正常 again', async () => {
    const [row] = await w.t.database.db.select().from(dictData).where(and(eq(dictData.dictType, 'pay_type'), eq(dictData.dictValue, '5')));
    await call('PUT', `/api/show/manage/dict/data/${row.id}`, w.admin, { status: '1' });
    expect((await served('pay_type')).map((d) => d.dictValue)).toEqual(['1', '2', '3', '4']);
    await call('PUT', `/api/show/manage/dict/data/${row.id}`, w.admin, { status: '0' });
    expect((await served('pay_type')).map((d) => d.dictValue)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('a new dictionary: type, rows in their order, 停用 type answers no rows; deleted only once empty', async () => {
    const created = await call('POST', '/api/show/manage/dict/type', w.admin, { dictName: '图书装帧', dictType: 'book_binding', remark: '图书详情页的装帧形式' });
    expect(created.json()).toMatchObject({ code: 200, msg: '新增成功' });
    const typeId = created.json().data.id as number;
    expect(await served('book_binding')).toEqual([]);
    for (const [dictLabel, dictValue, dictSort] of [['精装', 'hard', 2], ['平装', 'paper', 1], ['线装', 'thread', 3]] as const) {
      expect((await call('POST', '/api/show/manage/dict/data', w.admin, { dictType: 'book_binding', dictLabel, dictValue, dictSort })).statusCode).toBe(200);
    }
    expect((await served('book_binding')).map((d) => d.dictLabel)).toEqual(['平装', '精装', '线装']);

    const repeated = await call('POST', '/api/show/manage/dict/data', w.admin, { dictType: 'book_binding', dictLabel: '硬皮', dictValue: 'hard' });
    expect(repeated.json()).toMatchObject({ code: 400, msg: '该字典类型下已有相同的字典键值' });

    await call('PUT', `/api/show/manage/dict/type/${typeId}`, w.admin, { status: '1' });
    expect(await served('book_binding')).toEqual([]);
    await call('PUT', `/api/show/manage/dict/type/${typeId}`, w.admin, { status: '0' });
    expect(await served('book_binding')).toHaveLength(3);

    const refused = await call('DELETE', `/api/show/manage/dict/type/${typeId}`, w.admin);
    expect(refused.json()).toMatchObject({ code: 409, msg: '该字典类型下还有字典数据，请先删除字典数据' });
    const rows = await w.t.database.db.select({ id: dictData.id }).from(dictData).where(eq(dictData.dictType, 'book_binding'));
    for (const r of rows) expect((await call('DELETE', `/api/show/manage/dict/data/${r.id}`, w.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/show/manage/dict/type/${typeId}`, w.admin)).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('GET', '/api/show/dict/data/type/book_binding')).json()).toMatchObject({ code: 404, msg: '字典类型“book_binding”不存在' });
    expect((await audits('dictTypes', typeId)).map((e) => e.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('refuses what would break the site: a built-in type deleted, a duplicate type, a row of no type, a bad code', async () => {
    const [law] = await w.t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'law_status'));
    expect((await call('DELETE', `/api/show/manage/dict/type/${law.id}`, w.admin)).json()).toMatchObject({ code: 409, msg: '系统内置字典类型不能删除，可将其停用' });
    expect((await call('POST', '/api/show/manage/dict/type', w.admin, { dictName: '重复', dictType: 'law_status' })).json()).toMatchObject({
      code: 400,
      msg: '该字典类型已存在，请换一个字典类型',
    });
    expect((await call('POST', '/api/show/manage/dict/data', w.admin, { dictType: 'no_such_dict', dictLabel: '甲', dictValue: 'a' })).json()).toMatchObject({
      code: 400,
      msg: '所选字典类型不存在，请先在字典管理中新增该字典类型',
    });
    const bad = await call('POST', '/api/show/manage/dict/type', w.admin, { dictName: '坏代码', dictType: 'Bad-Type' });
    expect(bad.json()).toMatchObject({ code: 400, msg: '字典类型只能由小写字母、数字和下划线组成，以字母开头，最长64位' });
    // The code of a type never changes: an edit that sends one changes nothing else either.
    expect((await call('PUT', `/api/show/manage/dict/type/${law.id}`, w.admin, { dictType: 'law_state' })).json()).toMatchObject({ code: 400 });
    const [still] = await w.t.database.db.select().from(dictTypes).where(eq(dictTypes.id, law.id));
    expect(still.dictType).toBe('law_status');
  });

  it('is the platform admin’s alone', async () => {
    const [row] = await w.t.database.db.select().from(dictData).limit(1);
    expect((await call('GET', '/api/show/manage/dict/data/list', w.member)).statusCode).toBe(403);
    expect((await call('PUT', `/api/show/manage/dict/data/${row.id}`, w.member, { dictLabel: '篡改' })).statusCode).toBe(403);
    expect((await call('POST', '/api/show/manage/dict/type', undefined, { dictName: '匿名', dictType: 'anon' })).statusCode).toBe(401);
    const [after] = await w.t.database.db.select().from(dictData).where(eq(dictData.id, row.id));
    expect(after.dictLabel).toBe(row.dictLabel);
  });

  it('filters the management list by dictionary and keyword, server-side', async () => {
    const res = await call('GET', '/api/show/manage/dict/data/list?dictType=thesis_level&keyword=博士', w.admin);
    expect((res.json().rows as Array<{ dictLabel: string }>).map((r) => r.dictLabel).sort()).toEqual(['博士', '博士后']);
    expect((await call('GET', '/api/show/manage/dict/data/list?orderByColumn=dict_label;drop', w.admin)).statusCode).toBe(400);
  });
});
