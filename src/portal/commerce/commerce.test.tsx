import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/store';
import type { OrderRow } from './api';

vi.mock('./api', async (orig) => {
  const real = await orig<typeof import('./api')>();
  const fns = Object.fromEntries(Object.keys(real.commerceApi).map((k) => [k, vi.fn()]));
  return { ...real, commerceApi: fns };
});
const { commerceApi } = await import('./api');
const { MyOrders } = await import('./MyOrders');
const { default: RechargePage } = await import('./RechargePage');
const { BuyButton } = await import('./BuyButton');
const { MyBought } = await import('./MyBought');
const api = vi.mocked(commerceApi);

const order = (over: Partial<OrderRow>): OrderRow => ({
  id: 1,
  orderNo: '20261125120000123456',
  orderType: 1,
  orderTypeLabel: '文章',
  joinId: 5,
  title: '一篇文章',
  amountFen: 700,
  amount: '7.00',
  payType: null,
  payTypeLabel: '',
  payStatus: 1,
  payStatusLabel: '待支付',
  paidBalanceFen: 0,
  paidPoints: 0,
  remark: '',
  createTime: '2026-11-25T04:00:00Z',
  payTime: null,
  expireTime: '2026-11-25T04:30:00Z',
  ...over,
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStore.set({ auth: 'token-1', logregState: false, device: { ...sessionStore.get().device, type: 'pc' } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('我的订单', () => {
  it('offers 去支付 and 取消 on unpaid orders only, and pays with the balance through the dialog', async () => {
    api.orders.mockResolvedValue({ code: 200, msg: '', total: 2, rows: [order({ id: 1 }), order({ id: 2, orderNo: 'N2', payStatus: 2, payStatusLabel: '成功', title: '已付文章' })] });
    api.howMuchToPay.mockResolvedValue({
      id: 1,
      orderNo: '20261125120000123456',
      payStatus: 1,
      expireTime: new Date(Date.now() + 30 * 60_000).toISOString(),
      amountFen: 700,
      amount: '7.00',
      balanceFen: 11000,
      balance: '110.00',
      score: 3,
      payTypes: [
        { payType: 1, label: '支付宝', available: false, moneyFen: 700 },
        { payType: 3, label: '账户余额', available: true, balanceFen: 700 },
        { payType: 4, label: '河贝积分', available: false, points: 700 },
        { payType: 5, label: '混合支付', available: true, points: 3, balanceFen: 697 },
      ],
    });
    api.payToBuy.mockResolvedValue({ code: 200, msg: '支付成功' } as never);
    renderWith(<MyOrders />);
    await screen.findByText('文章｜一篇文章');
    expect(screen.getAllByText('去支付')).toHaveLength(1);
    expect(screen.getAllByText('取消')).toHaveLength(1);
    expect(document.querySelector('.ant-tag-green')!.textContent).toBe('成功');

    fireEvent.click(screen.getByText('去支付'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('¥110.00');
    expect(within(dialog).getByText('河贝积分（用 700 积分）').closest('label')!.className).toContain('disabled');
    fireEvent.click(within(dialog).getByText('确认支付'));
    await waitFor(() => expect(api.payToBuy).toHaveBeenCalledWith(1, 3));
  });
});

describe('我的订单 details', () => {
  it('a paid order offers 详情: how it was paid and when', async () => {
    api.orders.mockResolvedValue({
      code: 200,
      msg: '',
      total: 1,
      rows: [order({ id: 3, orderNo: 'N3', payStatus: 2, payStatusLabel: '成功', title: '明清社会经济史研究的新视野与方法论反思', payType: 5, payTypeLabel: '混合支付', paidBalanceFen: 400, paidPoints: 300, payTime: '2026-11-25T04:05:00Z' })],
    });
    renderWith(<MyOrders />);
    expect(await screen.findByText('文章｜明清社会经济史研究的新视野与方法论反思')).toBeTruthy();
    expect(screen.getByText('订单号 N3')).toBeTruthy();
    expect(screen.queryByText('去支付')).toBeNull();
    fireEvent.click(screen.getByText('详情'));
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByText('混合支付')).toBeTruthy();
    expect(within(details).getByText('¥4.00')).toBeTruthy();
    expect(within(details).getByText('300 积分')).toBeTruthy();
  });
});

describe('支付订单 choices', () => {
  it('offers no 混合支付 to a reader without points, and all three to one with points', async () => {
    const payTypes = (points: number) => [
      { payType: 1, label: '支付宝', available: true, moneyFen: 700 },
      { payType: 2, label: '微信支付', available: true, moneyFen: 700 },
      { payType: 3, label: '账户余额', available: true, balanceFen: 700 },
      { payType: 4, label: '河贝积分', available: false, points: 700 },
      { payType: 5, label: '混合支付', available: points > 0, points, balanceFen: 700 - points },
      { payType: 5, channel: 'alipay', label: '混合支付', channelLabel: '支付宝', available: points > 0, points, moneyFen: 700 - points },
      { payType: 5, channel: 'wechat', label: '混合支付', channelLabel: '微信支付', available: points > 0, points, moneyFen: 700 - points },
    ];
    const how = (points: number) => ({ id: 1, orderNo: 'N1', payStatus: 1, expireTime: new Date(Date.now() + 30 * 60_000).toISOString(), amountFen: 700, amount: '7.00', balanceFen: 11000, balance: '110.00', score: points, payTypes: payTypes(points) });
    api.orders.mockResolvedValue({ code: 200, msg: '', total: 1, rows: [order({ id: 1 })] });
    api.howMuchToPay.mockResolvedValue(how(0) as never);
    renderWith(<MyOrders />);
    fireEvent.click(await screen.findByText('去支付'));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('账户余额（扣 ¥7.00）');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    expect(within(dialog).queryByText(/混合支付/)).toBeNull();
    cleanup();

    api.howMuchToPay.mockResolvedValue(how(300) as never);
    renderWith(<MyOrders />);
    fireEvent.click(await screen.findByText('去支付'));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('账户余额（扣 ¥7.00）');
    expect(within(dialog).getAllByText(/^混合支付（300 积分/)).toHaveLength(3);
  });
});

describe('/recharge', () => {
  it('shows the options with their bonus and makes a top-up order for the one chosen', async () => {
    api.rechargeOptions.mockResolvedValue([
      { id: 3, amountFen: 5000, bonusFen: 200, amount: '50.00', bonus: '2.00', label: '充50送2' },
      { id: 4, amountFen: 10000, bonusFen: 1000, amount: '100.00', bonus: '10.00', label: '充100送10' },
    ]);
    api.wallet.mockResolvedValue({ balanceFen: 1234, balance: '12.34', score: 5 });
    api.addOrder.mockResolvedValue({ id: 9, orderNo: 'R9', amountFen: 10000, amount: '100.00', payStatus: 1, title: '充值100元送10元', expireTime: new Date(Date.now() + 30 * 60_000).toISOString() });
    api.payStatus.mockResolvedValue(1);
    api.payQr.mockResolvedValue('blob:qr-9');
    renderWith(<RechargePage />);
    expect(await screen.findByText('¥12.34')).toBeTruthy();
    expect(await screen.findByText('送 ¥10.00')).toBeTruthy();
    fireEvent.click(screen.getByText('¥100.00'));
    fireEvent.click(screen.getByText('立即充值 ¥100.00'));
    await waitFor(() => expect(api.addOrder).toHaveBeenCalledWith({ orderType: 3, rechargeOptionId: 4 }));
    // The QR of the chosen channel with the order's countdown, then success by itself once paid.
    expect(((await screen.findByTestId('pay-qr')) as HTMLImageElement).src).toBe('blob:qr-9');
    expect(api.payQr).toHaveBeenCalledWith('alipay', 9, false);
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/请在 (30:00|29:5\d) 内完成支付/);
    api.payStatus.mockResolvedValue(2);
    expect(await screen.findByText('充值成功', undefined, { timeout: 8000 })).toBeTruthy();
  }, 15_000);
});

/** Order 1 (N1), ¥7.00 unpaid for ten more minutes, an empty balance: the online cases' starting point. */
const unpaidSevenYuan = () => ({ id: 1, orderNo: 'N1', payStatus: 1, expireTime: new Date(Date.now() + 10 * 60_000).toISOString(), amountFen: 700, amount: '7.00', balanceFen: 0, balance: '0.00' });

describe('支付订单 online', () => {
  it('微信支付 shows the QR in the dialog instead of paying from the balance', async () => {
    api.orders.mockResolvedValue({ code: 200, msg: '', total: 1, rows: [order({ id: 1 })] });
    api.howMuchToPay.mockResolvedValue({
      ...unpaidSevenYuan(),
      score: 0,
      payTypes: [
        { payType: 1, label: '支付宝', available: true, moneyFen: 700 },
        { payType: 2, label: '微信支付', available: true, moneyFen: 700 },
        { payType: 3, label: '账户余额', available: false, balanceFen: 700 },
      ],
    });
    api.payQr.mockResolvedValue('blob:qr-1');
    api.payStatus.mockResolvedValue(1);
    renderWith(<MyOrders />);
    fireEvent.click(await screen.findByText('去支付'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('微信支付（扫码支付 ¥7.00）'));
    fireEvent.click(within(dialog).getByText('去支付'));
    expect(await within(dialog).findByTestId('pay-qr')).toBeTruthy();
    expect(api.payQr).toHaveBeenCalledWith('wechat', 1, false);
    expect(api.payToBuy).not.toHaveBeenCalled();
  });

  it('混合支付 with 支付宝: the points are held first, then the QR is of the rest', async () => {
    api.orders.mockResolvedValue({ code: 200, msg: '', total: 1, rows: [order({ id: 1 })] });
    api.howMuchToPay.mockResolvedValue({
      ...unpaidSevenYuan(),
      score: 300,
      heldPoints: 0,
      payTypes: [
        { payType: 1, label: '支付宝', available: true, moneyFen: 700 },
        { payType: 3, label: '账户余额', available: false, balanceFen: 700 },
        { payType: 5, label: '混合支付', available: false, points: 300, balanceFen: 400 },
        { payType: 5, channel: 'alipay', channelLabel: '支付宝', label: '混合支付', available: true, points: 300, moneyFen: 400 },
        { payType: 5, channel: 'wechat', channelLabel: '微信支付', label: '混合支付', available: true, points: 300, moneyFen: 400 },
      ],
    });
    api.holdForOnline.mockResolvedValue({ code: 200, msg: '已使用300积分抵扣，请扫码支付余款', data: { ...order({ id: 1 }), heldPoints: 300, restFen: 400, score: 0 } } as never);
    api.payQr.mockResolvedValue('blob:qr-rest');
    api.payStatus.mockResolvedValue(1);
    renderWith(<MyOrders />);
    fireEvent.click(await screen.findByText('去支付'));
    const dialog = await screen.findByRole('dialog');
    const mixedAlipay = await within(dialog).findByText('混合支付（300 积分 + 支付宝 ¥4.00）');
    expect(within(dialog).getByText('混合支付（300 积分 + ¥4.00）').closest('label')!.className).toContain('disabled');
    fireEvent.click(mixedAlipay);
    fireEvent.click(within(dialog).getByText('去支付'));
    await waitFor(() => expect(api.holdForOnline).toHaveBeenCalledWith(1, 'alipay'));
    expect(await within(dialog).findByTestId('pay-qr')).toBeTruthy();
    expect(api.payQr).toHaveBeenCalledWith('alipay', 1, true);
    expect(within(dialog).getByTestId('mixed-held').textContent).toBe('已用 300 积分抵扣 ¥3.00，请扫码支付余款；订单取消或超时未付，积分将自动退回。');
    expect(within(dialog).getByTestId('online-pay').textContent).toContain('¥4.00');
    expect(api.payToBuy).not.toHaveBeenCalled();
  });
});

describe('购买', () => {
  it('reads 已购买 when the member owns the article', async () => {
    api.bought.mockResolvedValue(true);
    renderWith(<BuyButton orderType={1} joinId={5} title="一篇文章" />);
    expect((await screen.findByTestId('bought-tag')).textContent).toBe('已购买');
    expect(api.bought).toHaveBeenCalledWith(1, 5);
  });

  it('makes the order with the item only (no price) and opens the pay dialog', async () => {
    api.bought.mockResolvedValue(false);
    api.addOrder.mockResolvedValue({ id: 7, orderNo: 'A7', amountFen: 700, amount: '7.00', payStatus: 1, title: '一篇文章', expireTime: '2026-11-25T04:30:00Z' });
    api.howMuchToPay.mockResolvedValue({ id: 7, orderNo: 'A7', payStatus: 1, expireTime: '2026-11-25T04:30:00Z', amountFen: 700, amount: '7.00', balanceFen: 0, balance: '0.00', score: 0, payTypes: [{ payType: 3, label: '账户余额', available: false, balanceFen: 700 }] });
    renderWith(<BuyButton orderType={1} joinId={5} title="一篇文章" />);
    await waitFor(() => expect(api.bought).toHaveBeenCalled());
    fireEvent.click(await screen.findByTestId('buy-button'));
    await waitFor(() => expect(api.addOrder).toHaveBeenCalledWith({ orderType: 1, joinId: 5 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('A7')).toBeTruthy();
  });
});

describe('已购', () => {
  it('视频课程 lists the bought photography classes from their own call, 10 a page, with course, teacher and length', async () => {
    api.boughtList.mockResolvedValue({ code: 200, msg: '查询成功', rows: [], total: 0 });
    api.boughtVideos.mockResolvedValue({
      code: 200,
      msg: '查询成功',
      rows: [{ id: 9, classId: 31, title: '2.3 逆光人像的测光', courseTitle: '人像摄影进阶', teacher: '沈一鸣', durationText: '0:12:05', orderNo: '20261125120000999999', amountFen: 1990, path: '/photography/class/31', createTime: '2026-11-25T04:00:00Z' }],
      total: 1,
    });
    renderWith(<MyBought />);
    fireEvent.click(await screen.findByText('视频课程'));
    const link = await screen.findByRole('link', { name: '2.3 逆光人像的测光' });
    expect(link.getAttribute('href')).toBe('/photography/class/31');
    expect(screen.getByText(/^人像摄影进阶 · 沈一鸣 · 0:12:05\s+订单号 20261125120000999999\s+¥?19\.90/)).toBeTruthy();
    expect(api.boughtVideos).toHaveBeenCalledWith('/common/photographic/forum/bought', { pageNum: 1, pageSize: 10 });
  });
});
