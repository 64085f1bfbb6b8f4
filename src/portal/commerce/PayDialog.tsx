import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatFen } from '../../shared/format';
import { PAY_TYPE } from '../../shared/order';
import OnlinePay from './OnlinePay';
import { commerceApi, type OnlineChannel, type PayChoice } from './api';

const ONLINE: Record<number, OnlineChannel> = { [PAY_TYPE.alipay]: 'alipay', [PAY_TYPE.wechat]: 'wechat' };

/** A choice's key: the pay type, and for 混合支付 with the rest online its channel (5 is offered three ways). */
const keyOf = (c: Pick<PayChoice, 'payType' | 'channel'>) => (c.channel ? `${c.payType}:${c.channel}` : String(c.payType));

/** Balance-based ways first: a reader with money in the account pays with one click. */
const PREFERRED = ['3', '5', '4', '1', '2', '5:alipay', '5:wechat'];

/** What the QR view shows: the channel, and for a mixed payment the rest after the held points. */
interface Scan {
  channel: OnlineChannel;
  amountFen: number;
  mixedRest: boolean;
  note?: string;
}

/**
 * 支付订单: the amount, balance and points, and a payment type. Balance and points pay at once;
 * 支付宝 / 微信支付 show the channel's QR with the order's countdown and turn to success by
 * themselves; 混合支付 takes the points first and the rest from the balance, or by 支付宝 / 微信支付
 * (the points are held on the order and come back if the rest is not paid).
 */
export function PayDialog({ orderId, title, onClose, onPaid }: { orderId: number | null; title?: string; onClose: () => void; onPaid?: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [choice, setChoice] = useState<string>(String(PAY_TYPE.balance));
  const [paying, setPaying] = useState(false);
  const [scanning, setScanning] = useState<Scan | null>(null);
  const how = useQuery({ queryKey: ['how-much', orderId], queryFn: () => commerceApi.howMuchToPay(orderId!), enabled: orderId !== null });
  // 混合支付 spends points first: a reader with no points to spend is not offered its three variants.
  const choices = (how.data?.payTypes ?? []).filter((c) => c.payType !== PAY_TYPE.mixed || (c.points ?? 0) > 0);
  const chosen = choices.find((c) => keyOf(c) === choice);

  useEffect(() => {
    // Start on the first way that can pay now.
    const first = PREFERRED.map((k) => choices.find((c) => keyOf(c) === k && c.available)).find(Boolean);
    if (first) setChoice(keyOf(first));
  }, [how.data]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (orderId === null) setScanning(null);
  }, [orderId]);

  const settled = async () => {
    await client.invalidateQueries({ queryKey: ['wallet'] });
    await client.invalidateQueries({ queryKey: ['my-orders'] });
    onPaid?.();
  };

  const pay = async () => {
    if (orderId === null || !chosen || !how.data) return;
    if (ONLINE[chosen.payType]) {
      setScanning({ channel: ONLINE[chosen.payType], amountFen: how.data.amountFen, mixedRest: false });
      return;
    }
    setPaying(true);
    try {
      if (chosen.channel) {
        const { msg, data } = await commerceApi.holdForOnline(orderId, chosen.channel);
        void message.info(msg);
        void client.invalidateQueries({ queryKey: ['wallet'] });
        setScanning({ channel: chosen.channel, amountFen: data!.restFen, mixedRest: true, note: `已用 ${data!.heldPoints ?? chosen.points} 积分抵扣 ${formatFen(how.data.amountFen - data!.restFen)}` });
        return;
      }
      const { msg } = await commerceApi.payToBuy(orderId, chosen.payType);
      void message.success(msg);
      await settled();
      onClose();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setPaying(false);
    }
  };

  const describe = (c: PayChoice) => {
    if (c.payType === PAY_TYPE.balance) return `${c.label}（扣 ${formatFen(c.balanceFen)}）`;
    if (c.payType === PAY_TYPE.points) return `${c.label}（用 ${c.points} 积分）`;
    if (c.payType === PAY_TYPE.mixed && c.channel) return `${c.label}（${c.points} 积分 + ${c.channelLabel} ${formatFen(c.moneyFen)}）`;
    if (c.payType === PAY_TYPE.mixed) return `${c.label}（${c.points} 积分 + ${formatFen(c.balanceFen)}）`;
    return c.available ? `${c.label}（扫码支付 ${formatFen(c.moneyFen)}）` : `${c.label}（暂未开通）`;
  };

  const online = chosen !== undefined && (ONLINE[chosen.payType] !== undefined || chosen.channel !== undefined);
  const held = how.data?.heldPoints ?? 0;
  return (
    <Modal
      open={orderId !== null}
      title={scanning ? '扫码支付' : '支付订单'}
      okText={online ? '去支付' : '确认支付'}
      cancelText={scanning ? '关闭' : '取消'}
      confirmLoading={paying}
      okButtonProps={{ disabled: !chosen?.available, style: scanning ? { display: 'none' } : undefined }}
      onOk={pay}
      onCancel={onClose}
      destroyOnHidden
    >
      {how.isError && <Alert type="error" showIcon message={(how.error as Error).message} />}
      {how.data && scanning && (
        <>
          {scanning.note && <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="mixed-held" message={`${scanning.note}，请扫码支付余款；订单取消或超时未付，积分将自动退回。`} />}
          <OnlinePay
            orderId={how.data.id}
            channel={scanning.channel}
            amountFen={scanning.amountFen}
            mixedRest={scanning.mixedRest}
            expireTime={how.data.expireTime}
            onPaid={() => {
              void message.success('支付成功');
              void settled();
            }}
          />
        </>
      )}
      {how.data && !scanning && (
        <>
          <Descriptions column={1} size="small" data-testid="pay-summary">
            {title && <Descriptions.Item label="商品">{title}</Descriptions.Item>}
            <Descriptions.Item label="订单号">{how.data.orderNo}</Descriptions.Item>
            <Descriptions.Item label="应付金额">{formatFen(how.data.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="账户余额">{formatFen(how.data.balanceFen)}</Descriptions.Item>
            <Descriptions.Item label="河贝积分">{how.data.score}</Descriptions.Item>
          </Descriptions>
          {held > 0 && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`本订单已冻结 ${held} 积分用于混合支付，可继续扫码支付余款；改用其他方式支付、取消订单或超时未付，积分将自动退回。`} />}
          <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)}>
            <Space direction="vertical">
              {choices.map((c) => (
                <Radio key={keyOf(c)} value={keyOf(c)} disabled={!c.available}>
                  {describe(c)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </>
      )}
    </Modal>
  );
}
