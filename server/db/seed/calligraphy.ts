import type { Db } from '../client';
import { calligraphers, calligraphyWorks } from '../schema';
import { mulberry32 } from './random';
import { CALLIGRAPHERS, CALLIGRAPHY_WORKS } from './tables/calligraphy';

/** Calligraphy (issue 14): historic and contemporary calligraphers and their works in the five scripts. */
export async function seedCalligraphy(db: Db): Promise<void> {
  const rng = mulberry32(1414);
  const rows = await db
    .insert(calligraphers)
    .values(CALLIGRAPHERS.map((c, i) => ({ ...c, views: rng.int(200, 6000), sort: CALLIGRAPHERS.length - i })))
    .returning({ id: calligraphers.id, name: calligraphers.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await db.insert(calligraphyWorks).values(
    CALLIGRAPHY_WORKS.map((w, i) => {
      const { by, ...work } = w;
      const calligrapherId = idOf.get(by);
      if (!calligrapherId) throw new Error(`calligraphy seed: unknown calligrapher ${by}`);
      return { ...work, calligrapherId, views: rng.int(100, 9000), createTime: new Date(Date.UTC(2025, 0, 1) + i * 9 * 86_400_000) };
    }),
  );
}
