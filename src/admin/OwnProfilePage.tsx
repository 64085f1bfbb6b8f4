import { useList } from '@refinedev/core';
import { Spin } from 'antd';
import type { ResourceSpec } from '../resources/define';
import { useLiveAbility } from '../providers/ability';
import { subjectOf } from '../providers/accessControl';
import { ResourceFormPage } from './ResourceFormPage';
import { ResourceListPage } from './ResourceListPage';
import { managesAll } from './managesAll';

/**
 * A role's own profile (ResourceSpec `ownProfile`): the holder's one record as a form of its own
 * fields — 我的…, or 填写… when they have none yet. The list reads only their rows (the server
 * scopes it), so its first row is theirs.
 */
export function OwnProfileForm({ spec }: { spec: ResourceSpec }) {
  const { result, query } = useList({ resource: spec.name, pagination: { pageSize: 1 }, meta: { manage: true } });
  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const mine = result.data[0] as { id?: number } | undefined;
  const onSaved = () => void query.refetch();
  return mine?.id !== undefined ? (
    <ResourceFormPage key={`own-${mine.id}`} spec={spec} mode="edit" own={{ id: mine.id, onSaved }} />
  ) : (
    <ResourceFormPage key="own-new" spec={spec} mode="create" own={{ onSaved }} />
  );
}

/** The menu's screen of a resource with an own profile: the list for the platform admin, the one form for the role holder. */
export function ProfileOrListPage({ spec }: { spec: ResourceSpec }) {
  const ability = useLiveAbility();
  return managesAll(ability, subjectOf(spec.name)) ? <ResourceListPage spec={spec} /> : <OwnProfileForm spec={spec} />;
}
