import { DICTS, type DictType } from '../../../src/shared/dict';
import type { Db } from '../client';
import { dictData } from '../schema';

/** Writes every dictionary of src/shared/dict.ts; re-running it leaves existing rows alone. */
export async function seedDicts(db: Db): Promise<void> {
  const rows = (Object.keys(DICTS) as DictType[]).flatMap((dictType) =>
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
