import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Button, Input, Modal, Tag, Typography } from 'antd';
import { call } from '../../providers/http';
import { APPLY_STATUS, STUDIO_CALLS } from '../../resources/studios';
import { usePersonalSession } from '../../session/useSession';

interface MyApply {
  studioId: number;
  applyStatus: 1 | 2 | 3;
  remark: string;
}

/** 申请加入: a signed-in teacher asks to join with a reason; the state of their application shows instead afterwards. */
export function JoinButton({ studioId }: { studioId: number }) {
  const personal = usePersonalSession();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [mine, setMine] = useState<MyApply | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!personal) return;
    let live = true;
    call<MyApply[]>('get', STUDIO_CALLS.memberMine.path).then(
      (env) => live && setMine((env.data ?? []).find((m) => m.studioId === studioId) ?? null),
      () => live && setMine(null),
    );
    return () => {
      live = false;
    };
  }, [personal, studioId]);
  if (personal && mine && mine.applyStatus !== 3) return <Tag color={mine.applyStatus === 2 ? 'green' : 'blue'} data-testid="join-state">{APPLY_STATUS[mine.applyStatus]}</Tag>;
  const submit = async () => {
    setBusy(true);
    try {
      const res = await call<{ id: number }>(STUDIO_CALLS.memberAddApply.method, STUDIO_CALLS.memberAddApply.path, { body: { studioId, reason } });
      void message.success(res.msg);
      setMine({ studioId, applyStatus: 1, remark: '' });
      setOpen(false);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="primary"
        size="large"
        data-testid="join-studio"
        onClick={() => (personal ? setOpen(true) : navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`))}
        style={{ background: '#fff', color: '#a61b29' }}
      >
        {mine?.applyStatus === 3 ? '重新申请加入' : '申请加入'}
      </Button>
      <Modal open={open} title="申请加入工作室" okText="提交申请" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        {mine?.applyStatus === 3 && mine.remark && <Typography.Paragraph type="secondary">上次申请未通过：{mine.remark}</Typography.Paragraph>}
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="请填写申请理由，如任教学科、希望参与的研究方向" value={reason} onChange={(e) => setReason(e.target.value)} aria-label="申请理由" />
      </Modal>
    </>
  );
}
