import { ROLE_APPLY_KINDS, type RoleApplyKind } from '../../../src/resources/roleApplications';
import type { roleApplications } from '../../db/schema';
import { iso } from '../organization/shared';

type ApplicationRow = typeof roleApplications.$inferSelect;

/** An application as the status and list calls answer it. */
export function applicationView(a: ApplicationRow) {
  return {
    id: a.id,
    kind: a.kind,
    kindName: ROLE_APPLY_KINDS[a.kind as RoleApplyKind]?.label ?? a.kind,
    roleKey: a.roleKey,
    status: a.status,
    form: a.form,
    createTime: iso(a.createTime),
    updateTime: iso(a.updateTime),
    reviewedAt: iso(a.reviewedAt),
  };
}

