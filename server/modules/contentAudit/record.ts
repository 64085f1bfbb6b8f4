import type { RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { contentAudits } from '../../db/schema';

/** `approve` / `reject`: a review's 通过 / 驳回 (works, role applications, copyright, articles). */
export type AuditAction = 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'approve' | 'reject';

/** Who made a change, as 操作日志 names them. */
export interface AuditActor {
  id: number;
  name: string;
}

export function auditActor(access: RequestAccess): AuditActor {
  const m = access.signedIn.member as { id: number; mname?: string | null; username?: string | null };
  return { id: m.id, name: String(m.mname || m.username || '').slice(0, 60) };
}

/** One 操作日志 entry, written in the transaction of the change it records. */
export async function recordAudit(
  tx: Db,
  who: AuditActor,
  entry: { action: AuditAction; entity: string; entityId: number; title: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(contentAudits).values({
    memberId: who.id,
    memberName: who.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    title: entry.title.slice(0, 300),
    before: entry.before as Record<string, unknown> | null,
    after: entry.after as Record<string, unknown> | null,
  });
}
