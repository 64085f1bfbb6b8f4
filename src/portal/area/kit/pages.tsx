import { FOUND_AREAS } from '#found-areas';
import { AreaDetailPage } from '../AreaDetailPage';
import { AreaListPage } from '../AreaListPage';
import type { AreaConfig } from '../types';
import { kitAreaConfig } from './areaConfig';

/**
 * The list and detail pages of every content-area kit type: one lazily loaded module (its own
 * chunk), server-rendered like the other areas' (src/portal/lazyPage.tsx).
 */
const CONFIGS: ReadonlyMap<string, AreaConfig> = new Map(FOUND_AREAS.map((a) => [a.key, kitAreaConfig(a)]));

function configOf(areaKey: string): AreaConfig {
  const config = CONFIGS.get(areaKey);
  if (!config) throw new Error(`no content area ${areaKey}`);
  return config;
}

export function KitListPage({ areaKey }: { areaKey: string }) {
  return <AreaListPage config={configOf(areaKey)} />;
}

export function KitDetailPage({ areaKey }: { areaKey: string }) {
  return <AreaDetailPage config={configOf(areaKey)} />;
}
