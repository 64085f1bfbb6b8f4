import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DICT_TYPE_RE, dictDataResource, dictTypeResource } from '../../../src/resources/dictData';
import { isDictType } from '../../../src/shared/dict';
import { dictData, dictTypes } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';
import { areaManagementRoutes } from '../area/manageArea';

/**
 * `/show/dict/data/type/{dictType}`: the 正常 rows of one dictionary, in dictionary order, read from
 * the tables on every call (a few dozen rows by an index), so an edit in 字典管理 is answered at once
 * by every server process — no cache that one process could hold stale. A 停用 dictionary answers no
 * rows; an unknown one is a 404.
 */
const dictRow = z.object({ dictCode: z.int(), dictType: z.string(), dictLabel: z.string(), dictValue: z.string(), dictSort: z.int(), listClass: z.string().nullable() });

const dictDataRoute = defineRoute({
  method: 'GET',
  path: '/show/dict/data/type/{dictType}',
  access: 'public',
  summary: '字典数据（一个字典的正常数据，按字典排序）',
  params: z.object({ dictType: z.string().regex(DICT_TYPE_RE, '字典类型格式不正确') }),
  response: okOf(z.array(dictRow)),
  handler: async ({ db, params, reply }) => {
    const { dictType } = params;
    // The type and its rows in one statement (a left join: a type without rows still answers).
    const rows = await db
      .select({
        status: dictTypes.status,
        dictCode: dictData.id,
        dictType: dictData.dictType,
        dictLabel: dictData.dictLabel,
        dictValue: dictData.dictValue,
        dictSort: dictData.dictSort,
        listClass: dictData.listClass,
      })
      .from(dictTypes)
      .leftJoin(dictData, and(eq(dictData.dictType, dictTypes.dictType), eq(dictData.status, '0')))
      .where(eq(dictTypes.dictType, dictType))
      .orderBy(asc(dictData.dictSort), asc(dictData.id));
    if (!rows.length) throw notFound(`字典类型“${dictType}”不存在`);
    // Browsers and proxies ask again each time, so an edited label shows on the next page load.
    reply.header('Cache-Control', 'no-cache');
    if (rows[0].status !== '0') return ok([]);
    // A row of the left join with a dictCode is a whole dictData row: its columns are not null.
    return ok(rows.flatMap(({ status: _status, dictCode, ...row }) => (dictCode === null ? [] : [{ dictCode, ...row } as z.infer<typeof dictRow>])));
  },
});

export const dictModule = routesModule('dict', () => [
  dictDataRoute,
  // 字典管理: the platform admin's (Content), each change in 操作日志.
  ...areaManagementRoutes({
    resource: dictTypeResource,
    table: dictTypes,
    titleColumn: 'dictName',
    notFoundMsg: '该字典类型不存在或已删除',
    duplicateMsg: '该字典类型已存在，请换一个字典类型',
    filterWhere: (f) => [keywordIn(f.keyword, dictTypes.dictName, dictTypes.dictType), f.status ? eq(dictTypes.status, f.status) : undefined],
    prepareDelete: async (tx, before) => {
      const code = String(before.dictType);
      // Built-in dictionaries are read by code (declarations, filters): they may be 停用, not removed.
      if (isDictType(code)) throw new AppError(409, '系统内置字典类型不能删除，可将其停用');
      const [{ n }] = await tx.select({ n: count() }).from(dictData).where(eq(dictData.dictType, code));
      if (n > 0) throw new AppError(409, '该字典类型下还有字典数据，请先删除字典数据');
    },
  }),
  ...areaManagementRoutes({
    resource: dictDataResource,
    table: dictData,
    titleColumn: 'dictLabel',
    notFoundMsg: '该字典数据不存在或已删除',
    duplicateMsg: '该字典类型下已有相同的字典键值',
    filterWhere: (f) => [
      keywordIn(f.keyword, dictData.dictLabel, dictData.dictValue),
      f.dictType ? eq(dictData.dictType, f.dictType) : undefined,
      f.status ? eq(dictData.status, f.status) : undefined,
    ],
    prepareWrite: async (tx, values, { creating }) => {
      if (!creating) return;
      const [type] = await tx.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.dictType, String(values.dictType)));
      if (!type) throw badRequest('所选字典类型不存在，请先在字典管理中新增该字典类型');
    },
  }),
]);
