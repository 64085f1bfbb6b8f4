import type { ResourceSpec } from './define';
import { articleResource } from './articles';
import { bannerResource } from './banners';
import { bookResource } from './books';
import { dictDataResource } from './dictData';
import { journalResource } from './journals';

/** Every declared resource, by Refine resource name. */
export const resourceList: ResourceSpec[] = [
  journalResource,
  articleResource,
  bookResource,
  bannerResource,
  dictDataResource,
] as unknown as ResourceSpec[];

export const resourcesByName: Record<string, ResourceSpec> = Object.fromEntries(
  resourceList.map((r) => [r.name, r]),
);
