import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useOpenLogin } from '../../session/useOpenLogin';
import { usePersonalSession, useSession } from '../../session/useSession';
import { getCollectStatus, setCollect, type CollectState } from './api';

interface Props {
  type: number;
  itemId: number;
  size?: 'middle' | 'large';
}

/** 收藏 / 已收藏 with the item's count. Signed-out readers get the login dialog (spec §2). */
export function CollectButton({ type, itemId, size = 'large' }: Props) {
  const { auth } = useSession();
  const personal = usePersonalSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The token is part of the key: signing in or out asks again.
  const key = ['collect-status', type, itemId, auth ?? ''];
  const { data } = useQuery({ queryKey: key, queryFn: () => getCollectStatus(type, itemId), staleTime: 30_000, retry: false });
  const collected = Boolean(data?.collected);

  const toggle = async () => {
    if (!personal) {
      openLogin();
      return;
    }
    setBusy(true);
    try {
      const { state, msg } = await setCollect(type, itemId, !collected);
      client.setQueryData<CollectState>(key, state);
      void client.invalidateQueries({ queryKey: ['my-collections'] });
      void message.success(msg);
    } catch (e) {
      void message.error((e as Error).message || '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size={size}
      icon={collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      loading={busy}
      onClick={toggle}
      aria-pressed={collected}
      data-testid="collect-button"
    >
      {collected ? '已收藏' : '收藏'}
      {data ? <span style={{ marginLeft: 4, color: '#646a73' }}>({data.count})</span> : null}
    </Button>
  );
}
