import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatFen } from '../../shared/format';
import { PAY_TYPE } from '../../shared/order';
import { commerceApi } from './api';

/** 支付订单: the amount, balance and points, and a payment type; balance and points pay at once. */
export function PayDialog({ orderId, title, onClose, onPaid }: { orderId: number | null; title?: string; onClose: () => void; onPaid?: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [payType, setPayType] = useState<number>(PAY_TYPE.balance);
  const [paying, setPaying] = useState(false);
  const how = useQuery({ queryKey: ['how-much', orderId], queryFn: () => commerceApi.howMuchToPay(orderId!), enabled: orderId !== null });
  const choices = how.data?.payTypes ?? [];

  useEffect(() => {
    // Start on the first way that can pay now.
    const first = choices.find((c) => c.available);
    if (first) setPayType(first.payType);
  }, [how.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const pay = async () => {
    if (orderId === null) return;
    setPaying(true);
    try {
      const { msg } = await commerceApi.payToBuy(orderId, payType);
      void message.success(msg);
      await client.invalidateQueries({ queryKey: ['wallet'] });
      await client.invalidateQueries({ queryKey: ['my-orders'] });
      onPaid?.();
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
    return `${c.label}（暂未开通）`;
  };

  return (
    <Modal
      open={orderId !== null}
      title="支付订单"
      okText="确认支付"
      cancelText="取消"
      confirmLoading={paying}
      okButtonProps={{ disabled: !choices.find((c) => c.payType === payType)?.available }}
      onOk={pay}
      onCancel={onClose}
      destroyOnHidden
    >
      {how.isError && <Alert type="error" showIcon message={(how.error as Error).message} />}
      {how.data && (
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
