import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Image, Input, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { call } from '../providers/http';
import { fillPath } from '../resources/define';
import { fieldText } from '../resources/fieldText';
import { ISSUE_CALLS, ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS, type IssueReply } from '../resources/platformIssues';

interface IssueDetail {
  id: number;
  type: number;
  title: string;
  content: string;
  screenshots: string[];
  contact: string | null;
  status: number;
  memberName: string;
  createTime: string;
  replies: IssueReply[];
}

/** The tag colour of an issue's status, in the reader's list and the conversation alike. */
export const ISSUE_STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
// China time, as every admin and export time is (fieldText).
const time = (iso: string) => fieldText({ label: '', kind: 'datetime' }, iso);

/**
 * One issue and its conversation, with the reply box and 关闭问题: the reader's drawer in the user
 * centre and the platform admin's detail screen show the same thing.
 */
export function IssueThread({ id, onChanged }: { id: number; onChanged?: () => void }) {
  const { message } = App.useApp();
  const [issue, setIssue] = useState<IssueDetail | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const load = useCallback(() => {
    call<IssueDetail>('get', fillPath(ISSUE_CALLS.one.path, { id })).then(
      (env) => setIssue(env.data ?? null),
      (e: Error) => void message.error(e.message),
    );
  }, [id, message]);
  useEffect(load, [load]);

  const act = async (run: () => Promise<{ msg: string }>) => {
    setSending(true);
    try {
      const env = await run();
      void message.success(env.msg);
      setText('');
      load();
      onChanged?.();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  if (!issue) return <Skeleton active paragraph={{ rows: 6 }} />;
  const closed = issue.status === 3;
  return (
    <div data-testid="issue-thread">
      <Space size={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {issue.title}
        </Typography.Title>
        <Tag>{ISSUE_TYPE_LABELS[String(issue.type)]}</Tag>
        <Tag color={ISSUE_STATUS_COLOR[issue.status]} data-testid="issue-status">
          {ISSUE_STATUS_LABELS[String(issue.status)]}
        </Tag>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 12px' }}>
        {issue.memberName} 提交于 {time(issue.createTime)}
        {issue.contact ? ` · 联系方式：${issue.contact}` : ''}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{issue.content}</Typography.Paragraph>
      {issue.screenshots.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap style={{ marginBottom: 12 }}>
            {issue.screenshots.map((src) => (
              <Image key={src} src={src} width={96} height={72} style={{ objectFit: 'cover' }} alt="问题截图" />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      <div style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
        {issue.replies.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回复" />
        ) : (
          issue.replies.map((r) => (
            <div key={r.id} data-testid="issue-reply" style={{ marginBottom: 12, padding: '8px 12px', background: r.fromPlatform ? '#f6f8fb' : '#fffaf5', borderRadius: 6 }}>
              <Typography.Text strong style={{ color: r.fromPlatform ? '#a61b29' : undefined }}>
                {r.authorName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                {time(r.createTime)}
              </Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{r.content}</div>
            </div>
          ))
        )}
      </div>
      {closed ? (
        <Typography.Text type="secondary">该问题已关闭。</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea rows={3} maxLength={2000} showCount value={text} onChange={(e) => setText(e.target.value)} placeholder="补充说明或回复…" aria-label="回复内容" />
          <Space>
            <Button type="primary" loading={sending} disabled={!text.trim()} onClick={() => act(() => call('post', ISSUE_CALLS.reply.path, { body: { id, content: text } }))}>
              发送回复
            </Button>
            <Popconfirm title="确定关闭这个问题吗？关闭后不能再回复。" okText="关闭" cancelText="取消" onConfirm={() => act(() => call('post', ISSUE_CALLS.close.path, { body: { id } }))}>
              <Button>关闭问题</Button>
            </Popconfirm>
          </Space>
        </Space>
      )}
    </div>
  );
}
