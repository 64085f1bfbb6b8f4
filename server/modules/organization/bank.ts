import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankAccountInput, bankAccountResource, bankAccountUpdateInput, maskAccountNo, type BankAccountView } from '../../../src/resources/bankAccounts';
import { authorize, recordMissing } from '../../access/authorize';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { uniqueViolation } from '../auth/register';
import { onOrg } from './scope';
import { iso, pathId } from './shared';

export const BANK_MSG = {
  exists: '该机构已有银行账户，请直接修改',
  saved: '保存成功',
} as const;

type BankRow = typeof bankAccounts.$inferSelect;

/** The account as every answer shows it: the number masked, never whole. */
export function bankView({ id, partyId, accountName, bankName, branchName, accountNo, updateTime }: BankRow): BankAccountView {
  return { id, partyId, accountName, bankName, branchName, accountNo: maskAccountNo(accountNo), updateTime: iso(updateTime)! };
}

async function accountOf(db: Db, partyId: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.partyId, partyId));
  return row;
}

/** Bank account by party id: read (masked), create (one per institution), update. */
export function bankRoutes(app: FastifyInstance, db: Db): void {
  const calls = bankAccountResource.calls;

  mount(app, db, 'GET', calls.one!.path, async (ctx) => {
    await authorize(ctx, 'read', 'BankAccount');
    const partyId = pathId(ctx.params.id, '机构编号不正确');
    if (partyId === null) throw recordMissing();
    const { orgPartyId } = await onOrg(ctx, 'read', 'BankAccount', { raw: partyId, hideRow: true });
    const row = await accountOf(db, orgPartyId);
    return ok(row ? bankView(row) : null);
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'create', 'BankAccount', { raw: ctx.params.partyId });
    const input = bankAccountInput.parse(ctx.params);
    if (await accountOf(db, orgPartyId)) throw badRequest(BANK_MSG.exists);
    try {
      const [row] = await db
        .insert(bankAccounts)
        .values({ partyId: orgPartyId, accountName: input.accountName, bankName: input.bankName, branchName: input.branchName ?? null, accountNo: input.accountNo })
        .returning();
      return ok(bankView(row), BANK_MSG.saved);
    } catch (err) {
      if (uniqueViolation(err) === 'bank_account_party') throw badRequest(BANK_MSG.exists);
      throw err;
    }
  });

  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'BankAccount', { raw: ctx.params.partyId });
    const input = bankAccountUpdateInput.parse(ctx.params);
    const current = await accountOf(db, orgPartyId);
    if (!current || (input.id !== undefined && input.id !== current.id)) throw recordMissing();
    const [row] = await db
      .update(bankAccounts)
      .set({
        accountName: input.accountName,
        bankName: input.bankName,
        ...(input.branchName !== undefined ? { branchName: input.branchName } : {}),
        ...(input.accountNo !== undefined ? { accountNo: input.accountNo } : {}),
        updateTime: new Date(),
      })
      .where(eq(bankAccounts.id, current.id))
      .returning();
    return ok(bankView(row), BANK_MSG.saved);
  });
}
