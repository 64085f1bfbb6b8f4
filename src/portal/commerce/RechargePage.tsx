import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Radio, Result, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatFen } from '../../shared/format';
import { site } from '../../shared/site';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import OnlinePay from './OnlinePay';
import { commerceApi, type OnlineChannel, type RechargeOption } from './api';


/** /recharge 充值: the options (充100送10 …), the channel, the order, then the new balance. */
export default function RechargePage() {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [optionId, setOptionId] = useState<number | null>(null);
  const [channel, setChannel] = useState<OnlineChannel>('alipay');
  const [order, setOrder] = useState<{ id: number; orderNo: string; amountFen: number; expireTime: string } | null>(null);
  const [paid, setPaid] = useState(false);
  const [creating, setCreating] = useState(false);
  const options = useQuery({ queryKey: ['recharge-options'], queryFn: commerceApi.rechargeOptions });
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: commerceApi.wallet, enabled: Boolean(auth) });

  useEffect(() => {
    document.title = `充值 - ${site.fullName}`;
  }, []);

  if (!auth) {
    return (
      <div className="wk-container" style={{ padding: '24px 0' }}>
        <Card>
          <Result status="403" title="请先登录" subTitle="登录后即可为账户充值。" extra={<Button type="primary" onClick={() => openLogin()}>登录/注册</Button>} />
        </Card>
      </div>
    );
  }

  const create = async () => {
    if (optionId === null) {
      void message.warning('请选择充值金额');
      return;
    }
    setCreating(true);
    try {
      setOrder(await commerceApi.addOrder({ orderType: 3, rechargeOptionId: optionId }));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setCreating(false);
    }
  };

  const chosen: RechargeOption | undefined = options.data?.find((o) => o.id === optionId);
  return (
    <div className="wk-container" style={{ padding: '24px 0' }} data-testid="recharge-page">
      <Card title="账户充值">
        <p>
          账户余额：<strong data-testid="recharge-balance">{wallet.data ? formatFen(wallet.data.balanceFen) : '—'}</strong>
          <span style={{ marginLeft: 24 }}>河贝积分：{wallet.data?.score ?? '—'}</span>
        </p>
        {paid ? (
          <Result status="success" title="充值成功" subTitle={`当前余额 ${wallet.data ? formatFen(wallet.data.balanceFen) : ''}`} />
        ) : order ? (
          <>
            <p>订单号：{order.orderNo}</p>
            <OnlinePay
              orderId={order.id}
              channel={channel}
              amountFen={order.amountFen}
              expireTime={order.expireTime}
              onPaid={() => {
                setPaid(true);
                void client.invalidateQueries({ queryKey: ['wallet'] });
              }}
            />
            <div style={{ textAlign: 'center', marginTop: 16 }}>
              <Button onClick={() => setOrder(null)}>重新选择</Button>
            </div>
          </>
        ) : (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            {options.isError && <Alert type="error" showIcon message={(options.error as Error).message} />}
            <Radio.Group value={optionId} onChange={(e) => setOptionId(e.target.value as number)} optionType="button" buttonStyle="solid" data-testid="recharge-options">
              {(options.data ?? []).map((o) => (
                <Radio.Button key={o.id} value={o.id} style={{ height: 56, lineHeight: '20px', padding: '8px 20px', marginBottom: 8 }}>
                  <div>¥{o.amount}</div>
                  <div style={{ fontSize: 12 }}>{o.bonusFen > 0 ? `送 ¥${o.bonus}` : '\u00a0'}</div>
                </Radio.Button>
              ))}
            </Radio.Group>
            <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value as OnlineChannel)} data-testid="recharge-channel">
              <Radio value="alipay">支付宝</Radio>
              <Radio value="wechat">微信支付</Radio>
            </Radio.Group>
            <Button type="primary" loading={creating} onClick={create}>
              {chosen ? `立即充值 ¥${chosen.amount}` : '立即充值'}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}

// The sandbox wallet page (/pay/sandbox) travels in this chunk: a lazy chunk of its own would
// re-partition the shared antd chunks and grow every reader's first load (docs/decisions.md).
export { default as SandboxPayPage } from './SandboxPayPage';
