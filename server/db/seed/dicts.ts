import { DICT_TYPE_NAMES, DICTS, type DictType } from '../../../src/shared/dict';
import type { Db } from '../client';
import { dictData, dictTypes } from '../schema';

/** Writes every dictionary of src/shared/dict.ts, its type and its rows; re-running it leaves existing rows alone. */
export async function seedDicts(db: Db): Promise<void> {
  const types = Object.keys(DICTS) as DictType[];
  await db
    .insert(dictTypes)
    .values(types.map((dictType) => ({ dictType, dictName: DICT_TYPE_NAMES[dictType], remark: '系统内置' })))
    .onConflictDoNothing();
  const rows = types.flatMap((dictType) =>
    DICTS[dictType].map((item, i) => ({
      dictType,
      dictLabel: item.label,
      dictValue: item.value,
      dictSort: i + 1,
      listClass: item.color ?? null,
    })),
  );
  await db.insert(dictData).values(rows).onConflictDoNothing();
}
