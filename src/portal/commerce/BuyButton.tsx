import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useOpenLogin } from '../../session/useOpenLogin';
import { usePersonalSession } from '../../session/useSession';
import { commerceApi } from './api';

// The pay dialog (QR codes, channels, the wallet) loads when an order is made, not with the page:
// it was a dozen chunks ahead of every priced page's first paint.
const PayDialog = lazy(() => import('./PayDialog').then((m) => ({ default: m.PayDialog })));

/**
 * 购买 (or 整期购买): signed out (or on an institution's IP session) it opens the sign-in; signed in it makes the order (priced by the
 * server) and opens the pay dialog; once bought it reads 已购买.
 */
export function BuyButton({ orderType, joinId, title, label = '购买' }: { orderType: number; joinId: number; title: string; label?: string }) {
  const personal = usePersonalSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [orderId, setOrderId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useQuery({ queryKey: ['bought', orderType, joinId], queryFn: () => commerceApi.bought(orderType, joinId), enabled: personal });

  if (personal && status.data) return <Tag color="green" data-testid="bought-tag">已购买</Tag>;

  const buy = async () => {
    if (!personal) {
      openLogin();
      return;
    }
    setBusy(true);
    try {
      setOrderId((await commerceApi.addOrder({ orderType, joinId })).id);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" loading={busy} onClick={buy} data-testid="buy-button">
        {label}
      </Button>
      {orderId !== null && (
        <Suspense fallback={null}>
          <PayDialog orderId={orderId} title={title} onClose={() => setOrderId(null)} onPaid={() => void client.invalidateQueries()} />
        </Suspense>
      )}
    </>
  );
}
