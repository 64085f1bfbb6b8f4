import type { ResourceProps } from '@refinedev/core';
import type { ResourceSpec } from '../resources/define';
import { resourceList } from '../resources';

/** Whether the generic admin list can page this resource (a list path with `{params}` needs a special screen). */
export const hasGenericList = (spec: ResourceSpec) => {
  const list = spec.calls.manageList ?? spec.calls.list;
  return Boolean(list && !list.path.includes('{'));
};

/** The Refine resources array, built from the declarations: admin routes under /admin. */
export const refineResources: ResourceProps[] = resourceList.map((spec) => ({
  name: spec.name,
  list: hasGenericList(spec) ? `/admin/${spec.name}` : undefined,
  show: spec.calls.one || spec.calls.manageOne ? `/admin/${spec.name}/show/:id` : undefined,
  create: spec.calls.create ? `/admin/${spec.name}/create` : undefined,
  edit: spec.calls.update ? `/admin/${spec.name}/edit/:id` : undefined,
  meta: { label: spec.label, canDelete: Boolean(spec.calls.remove) },
}));
