import { asc, eq } from 'drizzle-orm';
import { dictData } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';

const DICT_TYPE = /^[a-z][a-z0-9_]{0,63}$/;

/** `/show/dict/data/type/{dictType}`: the rows of one dictionary, in dictionary order. */
export const dictModule: Module = (app, db) => {
  mount(app, db, 'GET', '/show/dict/data/type/{dictType}', async ({ params }) => {
    const dictType = String(params.dictType ?? '');
    if (!DICT_TYPE.test(dictType)) throw badRequest('字典类型格式不正确');
    const rows = await db
      .select({
        dictCode: dictData.dictCode,
        dictType: dictData.dictType,
        dictLabel: dictData.dictLabel,
        dictValue: dictData.dictValue,
        dictSort: dictData.dictSort,
        listClass: dictData.listClass,
      })
      .from(dictData)
      .where(eq(dictData.dictType, dictType))
      .orderBy(asc(dictData.dictSort), asc(dictData.dictCode));
    if (rows.length === 0) throw notFound(`字典类型“${dictType}”不存在`);
    return ok(rows);
  });
};
