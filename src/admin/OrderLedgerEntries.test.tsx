import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLedgerEntries } from './OrderLedgerEntries';

afterEach(cleanup);

// What GET /order/admin/details/{id} answers for an issue bought with 500 points and ¥19.00 of balance.
const paidMixed = {
  id: 42,
  orderNo: '20261125203000123456',
  balanceEntries: [{ id: 7, kind: 'purchase', deltaFen: -1900, balanceAfterFen: 98_100, remark: '《中国图书馆学报》2026年第3期 整期', createTime: '2026-11-25T12:30:00Z' }],
  pointEntries: [
    { id: 11, kind: 'spend', delta: -500, balanceAfter: 0, remark: '《中国图书馆学报》2026年第3期 整期', createTime: '2026-11-25T12:30:00Z' },
    { id: 12, kind: 'earn', delta: 19, balanceAfter: 19, remark: '《中国图书馆学报》2026年第3期 整期', createTime: '2026-11-25T12:30:00Z' },
  ],
};

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('订单详情: the order’s ledger entries', () => {
  it('lists the balance entries with the signed amount and the balance after, and the points entries with the points after', () => {
    render(<OrderLedgerEntries record={paidMixed} />);
    expect(rowsOf('order-balance-entries')).toEqual([['2026-11-25 20:30', '购买', '《中国图书馆学报》2026年第3期 整期', '-¥19.00', '¥981.00']]);
    expect(rowsOf('order-point-entries')).toEqual([
      ['2026-11-25 20:30', '积分支付', '《中国图书馆学报》2026年第3期 整期', '-500', '0'],
      ['2026-11-25 20:30', '获得积分', '《中国图书馆学报》2026年第3期 整期', '+19', '19'],
    ]);
  });

  it('says so when an order moved no money or points (an unpaid order)', () => {
    render(<OrderLedgerEntries record={{ id: 43, balanceEntries: [], pointEntries: [] }} />);
    expect(within(screen.getByTestId('order-balance-entries')).getByText('该订单没有余额变动')).toBeTruthy();
    expect(within(screen.getByTestId('order-point-entries')).getByText('该订单没有积分变动')).toBeTruthy();
  });
});
