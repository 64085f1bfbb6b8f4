import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Spin, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';

/*
 * The pieces every review screen shares (作品审核, 文章审核, 版权登记审核 and the row's 审核 dialog): the
 * record loaded for review, the screen's frame, the status trail, and the decision — a remark, 驳回
 * (the remark required) and 通过, each confirmed first when the screen says what it means.
 */

/** What a review screen shows, loaded (and loaded again after a decision); the error's message when it cannot be. */
export function useReviewed<T>(load: () => Promise<T | null>) {
  const [record, setRecord] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setRecord(await load());
    } catch (e) {
      setError((e as Error).message);
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { record, error, reload };
}

/** A review screen's frame: its title, 返回列表, the load error or a spinner until the record is there. */
export function ReviewFrame({ title, list, error, loaded, children }: { title: string; list: string; error: string | null; loaded: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Card title={title} extra={<Button onClick={() => navigate(list)}>返回列表</Button>}>
      {error && <Alert type="error" showIcon message={error} />}
      {!error && !loaded && <Spin />}
      {loaded && children}
    </Card>
  );
}

/** One change of a reviewed record's status: from → to, then who and when, and its remark. */
export interface TrailEntry {
  change: string;
  meta: string;
  remark?: ReactNode;
  color?: string;
}

export function StatusTrail({ entries, testId }: { entries: TrailEntry[]; testId: string }) {
  return (
    <Timeline
      data-testid={testId}
      items={entries.map((e) => ({
        color: e.color,
        children: (
          <>
            <Typography.Text strong>{e.change}</Typography.Text>
            <Typography.Text type="secondary"> · {e.meta}</Typography.Text>
            {e.remark && <div>{e.remark}</div>}
          </>
        ),
      }))}
    />
  );
}

export interface ReviewDecisionProps {
  /** Sends the decision with the trimmed remark; resolves with the message to show. */
  decide: (approve: boolean, remark: string) => Promise<string>;
  /** Said at the remark when 驳回 is asked without one. */
  remarkRequired: string;
  /** The confirmations of 通过 and 驳回; without them each button decides at once. */
  confirm?: { approve: string; reject: string };
  placeholder?: string;
  maxLength?: number;
  testId?: string;
  /** A heading over the remark (a screen) or a plain label (a dialog). */
  heading?: 'title' | 'label';
  /** Buttons before 驳回 (a dialog's 取消). */
  before?: ReactNode;
}

/** The remark and the two decisions; 驳回 without a remark says why and sends nothing. */
export function ReviewDecision({ decide, remarkRequired, confirm, placeholder = '通过时可不填；驳回时请说明原因', maxLength = 200, testId, heading = 'title', before }: ReviewDecisionProps) {
  const { message } = App.useApp();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (approve: boolean) => {
    if (!approve && !remark.trim()) {
      setRemarkError(remarkRequired);
      return;
    }
    setBusy(true);
    try {
      void message.success(await decide(approve, remark.trim()));
      setRemark('');
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const askRemark = () => !remark.trim() && setRemarkError(remarkRequired);
  const reject = (
    <Button danger loading={busy} onClick={confirm ? askRemark : () => void run(false)}>
      驳回
    </Button>
  );
  const approve = (
    <Button type="primary" loading={busy} onClick={confirm ? undefined : () => void run(true)}>
      通过
    </Button>
  );
  return (
    <div data-testid={testId}>
      {heading === 'title' ? <Typography.Title level={5}>审核意见</Typography.Title> : <Typography.Text style={{ display: 'block', margin: '16px 0 8px' }}>审核意见</Typography.Text>}
      <Input.TextArea
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label="审核意见"
        value={remark}
        status={remarkError ? 'error' : undefined}
        onChange={(e) => {
          setRemark(e.target.value);
          setRemarkError(null);
        }}
      />
      {remarkError && <Typography.Text type="danger">{remarkError}</Typography.Text>}
      <Space style={{ marginTop: 12 }}>
        {before}
        {confirm ? (
          <>
            <Popconfirm title={confirm.reject} okText="驳回" cancelText="取消" onConfirm={() => run(false)} disabled={!remark.trim()}>
              {reject}
            </Popconfirm>
            <Popconfirm title={confirm.approve} okText="通过" cancelText="取消" onConfirm={() => run(true)}>
              {approve}
            </Popconfirm>
          </>
        ) : (
          <>
            {reject}
            {approve}
          </>
        )}
      </Space>
    </div>
  );
}
