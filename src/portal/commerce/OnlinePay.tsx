import { Alert, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatFen } from '../../shared/format';
import { PAY_STATUS } from '../../shared/order';
import { commerceApi, type OnlineChannel } from './api';

/** How often the page asks whether the order was paid (the server then also asks the channel). */
const POLL_MS = 3000;

const CHANNEL_TEXT: Record<OnlineChannel, { name: string; app: string; color: string }> = {
  alipay: { name: '支付宝', app: '支付宝', color: '#1677ff' },
  wechat: { name: '微信支付', app: '微信', color: '#07c160' },
};

function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * 扫码支付: the channel's QR for an order, a countdown to the order's expiry (30 minutes from its
 * creation), and a poll of getPayStatus that turns to success by itself once the channel's
 * notification (or the server's trade query) has credited the order. Loaded lazily with the dialog.
 */
export default function OnlinePay({
  orderId,
  channel,
  amountFen,
  expireTime,
  onPaid,
  mixedRest = false,
}: {
  orderId: number;
  channel: OnlineChannel;
  amountFen: number;
  expireTime: string;
  onPaid: () => void;
  /** The QR of the rest of a mixed payment (after the points the order holds), not of the whole amount. */
  mixedRest?: boolean;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [paid, setPaid] = useState(false);
  // The latest callback without restarting the poll when the parent passes a new function.
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const deadline = new Date(expireTime).getTime();
  const expired = now >= deadline;

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setQr(null);
    setError(null);
    commerceApi
      .payQr(channel, orderId, mixedRest)
      .then((u) => {
        url = u;
        if (live) setQr(u);
        else URL.revokeObjectURL(u);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [channel, orderId, mixedRest]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (paid || error) return;
    const timer = setInterval(() => {
      commerceApi
        .payStatus(orderId)
        .then((s) => {
          if (s === PAY_STATUS.paid) {
            setPaid(true);
            onPaidRef.current();
          }
        })
        .catch(() => {}); // a failed poll is tried again on the next tick
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [orderId, paid, error]);

  const text = CHANNEL_TEXT[channel];
  if (paid) return <Result status="success" title="支付成功" data-testid="online-paid" />;
  if (error) return <Alert type="error" showIcon message={error} data-testid="online-pay-error" />;
  return (
    <div style={{ textAlign: 'center' }} data-testid="online-pay">
      <div style={{ fontSize: 16, marginBottom: 8 }}>
        请使用<span style={{ color: text.color, fontWeight: 600 }}>{text.app}</span>扫码支付 <strong style={{ color: '#f5222d' }}>{formatFen(amountFen)}</strong>
      </div>
      <div style={{ width: 196, height: 196, margin: '0 auto', padding: 7, border: `1px solid ${text.color}`, borderRadius: 4 }}>
        {qr ? <img src={qr} width={180} height={180} alt={`${text.name}付款二维码`} data-testid="pay-qr" style={{ opacity: expired ? 0.2 : 1 }} /> : <Spin style={{ marginTop: 80 }} />}
      </div>
      {expired ? (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message="订单已超时，请重新下单" />
      ) : (
        <div style={{ marginTop: 12, color: '#666' }} data-testid="pay-countdown">
          请在 <strong>{remaining(deadline - now)}</strong> 内完成支付，支付完成后本页将自动更新
        </div>
      )}
    </div>
  );
}
