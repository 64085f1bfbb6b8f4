import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatFen } from '../../shared/format';
import { commerceApi } from './api';

const LOOK = {
  alipay: { color: '#1677ff', title: '支付宝' },
  wechat: { color: '#07c160', title: '微信支付' },
} as const;

/**
 * /pay/sandbox: the sandbox payment platform's wallet app, the page its QR codes open (never in
 * production: the server answers 404 there). It shows the trade as the platform holds it and its
 * 确认支付 makes the platform send a signed notification to the site's notify endpoint.
 */
export default function SandboxPayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const channel = params.get('channel') === 'wechat' ? 'wechat' : 'alipay';
  const look = LOOK[channel];
  const [paying, setPaying] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const trade = useQuery({ queryKey: ['sandbox-trade', orderNo, channel], queryFn: () => commerceApi.sandboxTrade(orderNo, channel), enabled: orderNo !== '', retry: false });

  useEffect(() => {
    document.title = `${look.title}（沙箱）- 确认付款`;
  }, [look.title]);

  const pay = async () => {
    setPaying(true);
    try {
      const { msg } = await commerceApi.sandboxPay(orderNo, channel);
      setResult({ ok: true, msg });
    } catch (e) {
      setResult({ ok: false, msg: (e as Error).message });
    } finally {
      setPaying(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: '32px 0' }} data-testid="sandbox-pay-page">
      <Card
        style={{ width: 375, margin: '0 auto' }}
        styles={{ header: { background: look.color, color: '#fff' } }}
        title={<span>{look.title} · 沙箱</span>}
      >
        <Alert type="warning" showIcon message="沙箱支付环境：模拟付款，不会产生真实扣款" style={{ marginBottom: 16 }} />
        {!orderNo && <Alert type="error" showIcon message="缺少订单号，请回到商户页面重新扫码" />}
        {trade.isLoading && <Spin />}
        {trade.isError && <Alert type="error" showIcon message={(trade.error as Error).message} />}
        {trade.data && (
          <>
            <div style={{ textAlign: 'center', margin: '8px 0 16px' }}>
              <div style={{ color: '#666' }}>付款给 文库</div>
              <div style={{ fontSize: 32, fontWeight: 600 }} data-testid="sandbox-amount">
                {formatFen(trade.data.amountFen)}
              </div>
            </div>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="商品">{trade.data.subject}</Descriptions.Item>
              <Descriptions.Item label="订单号">{trade.data.orderNo}</Descriptions.Item>
              <Descriptions.Item label="支付方式">{trade.data.channelLabel}</Descriptions.Item>
            </Descriptions>
            {result ? (
              <Result status={result.ok ? 'success' : 'error'} title={result.ok ? '支付成功' : '支付失败'} subTitle={result.ok && result.msg === '支付成功' ? '请返回商户页面查看' : result.msg} />
            ) : trade.data.paid ? (
              <Result status="success" title="该订单已支付" subTitle="请返回商户页面查看" />
            ) : (
              <Button type="primary" block size="large" loading={paying} onClick={pay} style={{ marginTop: 16, background: look.color }} data-testid="sandbox-confirm">
                确认支付
              </Button>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
