import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { dictData } from '../schema';
import { seedAccounts } from './accounts';
import { seedAccess } from './access';
import { syncSeededMenus } from './menuSync';
import { seedContent } from './content';
import { seedDicts } from './dicts';
import { seedEducation } from './education';
import { seedPhotography } from './photography';
import { seedCalligraphy } from './calligraphy';
import { seedSubscriptions } from './subscriptions';
import { seedWorks } from './works';
import { seedStudios } from './studios';
import { seedCompositions } from './compositions';
import { seedSchoolsAndActivities } from './schoolsAndActivities';
import { seedPeople } from './people';
import { seedTeaching } from './teaching';
import { seedPlaces } from './places';
import { seedAreas } from './areaSeeds';
import { indexAll, markIndexCurrent } from '../../search/indexer';
import { seedCounterUsage } from './counterUsage';
import { seedSamlDemo } from './samlDemo';

/**
 * Seeds the demo library on first start only: an empty dictionary table means a new database.
 * Everything is written in one transaction, so an interrupted first start leaves nothing half-done.
 */
export async function seedIfEmpty(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(dictData);
  if (Number(n) > 0) return false;
  const started = Date.now();
  await db.transaction(async (tx) => {
    await seedDicts(tx as unknown as Db);
    await seedContent(tx as unknown as Db);
    await seedAccounts(tx as unknown as Db);
    await syncSeededMenus(tx as unknown as Db);
    await seedAccess(tx as unknown as Db);
    await seedEducation(tx as unknown as Db);
    await seedSubscriptions(tx as unknown as Db);
    await seedCounterUsage(tx as unknown as Db);
    await seedSamlDemo(tx as unknown as Db);
    await seedWorks(tx as unknown as Db);
    await seedStudios(tx as unknown as Db);
    await seedCompositions(tx as unknown as Db);
    await seedPhotography(tx as unknown as Db);
    await seedCalligraphy(tx as unknown as Db);
    await seedSchoolsAndActivities(tx as unknown as Db);
    await seedPeople(tx as unknown as Db);
    await seedTeaching(tx as unknown as Db);
    // The content-area kit's types (server/db/seed/areas/), found by their folder.
    const areas = await seedAreas(tx as unknown as Db);
    // Last: topics and database counts name the rows seeded above (the kit's types add theirs).
    await seedPlaces(tx as unknown as Db, areas);
    // The one search (server/search): every seeded document, in the same transaction.
    await indexAll(tx as unknown as Db);
    await markIndexCurrent(tx as unknown as Db);
  });
  log(`demo data seeded in ${Date.now() - started} ms`);
  return true;
}
