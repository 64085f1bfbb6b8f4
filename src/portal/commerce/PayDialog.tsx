import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatFen } from '../../shared/format';
import { PAY_TYPE } from '../../shared/order';
import OnlinePay from './OnlinePay';
import { commerceApi, type OnlineChannel } from './api';


const ONLINE: Record<number, OnlineChannel> = { [PAY_TYPE.alipay]: 'alipay', [PAY_TYPE.wechat]: 'wechat' };

/** Balance-based ways first: a reader with money in the account pays with one click. */
const PREFERRED = [PAY_TYPE.balance, PAY_TYPE.mixed, PAY_TYPE.points, PAY_TYPE.alipay, PAY_TYPE.wechat];

/**
 * 支付订单: the amount, balance and points, and a payment type. Balance and points pay at once;
 * 支付宝 / 微信支付 show the channel's QR with the order's countdown and turn to success by themselves.
 */
export function PayDialog({ orderId, title, onClose, onPaid }: { orderId: number | null; title?: string; onClose: () => void; onPaid?: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [payType, setPayType] = useState<number>(PAY_TYPE.balance);
  const [paying, setPaying] = useState(false);
  const [scanning, setScanning] = useState<OnlineChannel | null>(null);
  const how = useQuery({ queryKey: ['how-much', orderId], queryFn: () => commerceApi.howMuchToPay(orderId!), enabled: orderId !== null });
  const choices = how.data?.payTypes ?? [];

  useEffect(() => {
    // Start on the first way that can pay now.
    const first = PREFERRED.map((p) => choices.find((c) => c.payType === p && c.available)).find(Boolean);
    if (first) setPayType(first.payType);
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
    if (orderId === null) return;
    if (ONLINE[payType]) {
      setScanning(ONLINE[payType]);
      return;
    }
    setPaying(true);
    try {
      const { msg } = await commerceApi.payToBuy(orderId, payType);
      void message.success(msg);
      await settled();
      onClose();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setPaying(false);
    }
  };

  const describe = (c: (typeof choices)[number]) => {
    if (c.payType === PAY_TYPE.balance) return `${c.label}（扣 ${formatFen(c.balanceFen)}）`;
    if (c.payType === PAY_TYPE.points) return `${c.label}（用 ${c.points} 积分）`;
    if (c.payType === PAY_TYPE.mixed) return `${c.label}（${c.points} 积分 + ${formatFen(c.balanceFen)}）`;
    return c.available ? `${c.label}（扫码支付 ${formatFen(c.moneyFen)}）` : `${c.label}（暂未开通）`;
  };

  return (
    <Modal
      open={orderId !== null}
      title={scanning ? '扫码支付' : '支付订单'}
      okText={ONLINE[payType] ? '去支付' : '确认支付'}
      cancelText={scanning ? '关闭' : '取消'}
      confirmLoading={paying}
      okButtonProps={{ disabled: !choices.find((c) => c.payType === payType)?.available, style: scanning ? { display: 'none' } : undefined }}
      onOk={pay}
      onCancel={onClose}
      destroyOnHidden
    >
      {how.isError && <Alert type="error" showIcon message={(how.error as Error).message} />}
      {how.data && scanning && (
        <OnlinePay
            orderId={how.data.id}
            channel={scanning}
            amountFen={how.data.amountFen}
            expireTime={how.data.expireTime}
            onPaid={() => {
              void message.success('支付成功');
              void settled();
            }}
          />
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
          <Radio.Group value={payType} onChange={(e) => setPayType(e.target.value as number)}>
            <Space direction="vertical">
              {choices.map((c) => (
                <Radio key={c.payType} value={c.payType} disabled={!c.available}>
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
