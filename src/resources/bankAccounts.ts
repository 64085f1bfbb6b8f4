import { z } from 'zod';
import { defineResource } from './define';
import { optText, ORG_BASE, reqText, zId } from './organizations';

/** An institution's bank account (one per party). Subject `BankAccount`. */
export const bankAccountSubject = 'BankAccount' as const;

export const ACCOUNT_NO_MSG = '银行账号应为8到32位数字';
/** Spaces and dashes people type between digit groups are dropped before the 8–32 digit rule. */
const zAccountNo = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  z.string({ error: '请输入银行账号' }).min(1, '请输入银行账号').regex(/^\d{8,32}$/, ACCOUNT_NO_MSG),
);

/** POST `O/bankAccount`; `partyId` defaults to the caller's institution. */
export const bankAccountInput = z.object({
  partyId: zId('机构编号不正确').optional(),
  accountName: reqText(60, '请输入开户名称', '开户名称不能超过60个字'),
  bankName: reqText(60, '请输入开户银行', '开户银行不能超过60个字'),
  branchName: optText(100, '开户支行不能超过100个字'),
  accountNo: zAccountNo,
});

/** PUT `O/bankAccount`: leaving `accountNo` out keeps the stored number (reads only ever show it masked). */
export const bankAccountUpdateInput = bankAccountInput.extend({
  id: zId('银行账户编号不正确').optional(),
  accountNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), zAccountNo.optional()),
});

/**
 * How an account number is shown everywhere (lists, detail, answers to writes): the first and last
 * four digits of a long number (`6222 **** **** 1234`), only the last four of a short one.
 * The full number is stored and never sent back.
 */
export function maskAccountNo(accountNo: string | null | undefined): string {
  const digits = String(accountNo ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (digits.length >= 12) return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
  return `**** ${digits.slice(-4)}`;
}

export const bankAccountResource = defineResource({
  name: 'bankAccounts',
  subject: 'BankAccount',
  label: '银行账户',
  fields: {
    partyId: { label: '机构编号', kind: 'number' },
    accountName: { label: '开户名称', kind: 'text', list: true },
    bankName: { label: '开户银行', kind: 'text', list: true },
    branchName: { label: '开户支行', kind: 'text', list: true },
    accountNo: { label: '银行账号', kind: 'text', list: true, width: 200 },
    updateTime: { label: '更新时间', kind: 'datetime' },
  },
  calls: {
    // `{id}` is the institution's party id (docs/api-access.md `O/bankAccount/{partyId}`).
    one: { method: 'GET', path: `${ORG_BASE}/bankAccount/{id}` },
    create: { method: 'POST', path: `${ORG_BASE}/bankAccount` },
    update: { method: 'PUT', path: `${ORG_BASE}/bankAccount` },
  },
  sortable: [],
  defaultSort: [],
  pageSize: 1,
  input: bankAccountInput,
  updateInput: bankAccountUpdateInput,
});

export interface BankAccountView {
  id: number;
  partyId: number;
  accountName: string;
  bankName: string;
  branchName: string | null;
  /** Always masked. */
  accountNo: string;
  updateTime: string;
}
