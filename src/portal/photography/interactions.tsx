import { LikeOutlined, LikeFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { call } from '../../providers/http';
import { PHOTO_CALLS } from '../../resources/photography';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import { chinaDate } from '../../shared/format';

/** One click, one action for a signed-in member; signed out it opens the sign-in. */
function useMemberAction(run: () => Promise<unknown>, done: () => void) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    if (!auth) {
      openLogin();
      return;
    }
    setBusy(true);
    try {
      await run();
      done();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { act, busy, auth };
}

/** 点赞: one like per member (the server counts it with the like row). */
export function LikeButton({ photoId }: { photoId: number }) {
  const client = useQueryClient();
  const key = ['photo-like', photoId];
  const { auth } = useSession();
  const status = useQuery({ queryKey: [...key, Boolean(auth)], queryFn: async () => (await call<{ likes: number; liked: boolean }>('GET', PHOTO_CALLS.likeStatus.path, { query: { id: photoId } })).data! });
  const { act, busy } = useMemberAction(
    () => call('POST', PHOTO_CALLS.like.path, { body: { id: photoId } }),
    () => void client.invalidateQueries({ queryKey: key }),
  );
  const liked = status.data?.liked ?? false;
  return (
    <Button icon={liked ? <LikeFilled /> : <LikeOutlined />} type={liked ? 'primary' : 'default'} disabled={liked} loading={busy} onClick={act} data-testid="like-button">
      {liked ? '已点赞' : '点赞'} {status.data?.likes ?? ''}
    </Button>
  );
}

/** 我要参加: one join per member while the activity is open; shows 参与人数 (joinNum). */
export function JoinButton({ activityId, beginDate, endDate }: { activityId: number; beginDate: string; endDate: string }) {
  const client = useQueryClient();
  const key = ['photo-join', activityId];
  const { auth } = useSession();
  const status = useQuery({ queryKey: [...key, Boolean(auth)], queryFn: async () => (await call<{ joinNum: number; joined: boolean }>('GET', PHOTO_CALLS.joinNum.path, { query: { id: activityId } })).data! });
  const { message } = App.useApp();
  const { act, busy } = useMemberAction(
    () => call('POST', PHOTO_CALLS.join.path, { body: { id: activityId } }),
    () => {
      void message.success('报名成功');
      void client.invalidateQueries({ queryKey: key });
    },
  );
  // Open and closed by the day in China, as the server decides them.
  const today = chinaDate(new Date());
  const closed = today > endDate;
  const notYet = today < beginDate;
  const joined = status.data?.joined ?? false;
  return (
    <span data-testid="join-block">
      <Button type="primary" disabled={joined || closed || notYet} loading={busy} onClick={act} data-testid="join-button">
        {joined ? '已参加' : closed ? '活动已截止' : notYet ? '活动未开始' : '我要参加'}
      </Button>
      <span style={{ marginLeft: 12, color: '#646a73' }} data-testid="join-num">
        已有 {status.data?.joinNum ?? '—'} 人参加
      </span>
    </span>
  );
}
