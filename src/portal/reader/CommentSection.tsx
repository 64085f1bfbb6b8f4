import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Empty, Input, List, Pagination, Popconfirm, Skeleton } from 'antd';
import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import { addComment, addReply, COMMENT_MAX, COMMENT_PAGE_SIZE, deleteComment, listComments, listReplies, thumbComment, type CommentRow } from './api';
import styles from './CommentSection.module.css';
import { commentTime } from './time';

/** The text box with 发表: signed-out readers get the login dialog instead of a request. */
function Composer({ placeholder, onSend, onCancel, autoFocus, testId }: { placeholder: string; onSend: (text: string) => Promise<void>; onCancel?: () => void; autoFocus?: boolean; testId: string }) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!auth) return openLogin();
    if (!text.trim()) return void message.warning('评论内容不能为空');
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (e) {
      void message.error((e as Error).message || '发表失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.composer} data-testid={testId}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={auth ? placeholder : '登录后即可发表评论'}
        maxLength={COMMENT_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        autoFocus={autoFocus}
        aria-label={placeholder}
      />
      <div className={styles.composerBar}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" loading={busy} onClick={send}>
          发表
        </Button>
      </div>
    </div>
  );
}

interface ItemProps {
  row: CommentRow;
  onReply: (row: CommentRow) => void;
  onChanged: () => void;
}

/** One comment or reply: avatar, name, time, text (as text), 点赞, 回复, 删除 (own). */
function CommentItem({ row, onReply, onChanged }: ItemProps) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const [thumbs, setThumbs] = useState({ on: row.thumbed, n: row.thumbs });
  // A reload (after signing in, a reply, a new page) brings the server's numbers back.
  useEffect(() => setThumbs({ on: row.thumbed, n: row.thumbs }), [row.thumbed, row.thumbs]);
  const thumb = async () => {
    if (!auth) return openLogin();
    try {
      const res = await thumbComment(row.commentId);
      setThumbs({ on: res.data!.thumbed, n: res.data!.thumbs });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const remove = async () => {
    try {
      await deleteComment(row.commentId);
      void message.success('删除成功');
      onChanged();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  return (
    <div className={styles.item} data-testid="comment-item">
      <Avatar size={row.parentId ? 32 : 40} src={row.author?.avatar || undefined} icon={<UserOutlined />} className={styles.avatar} />
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.name}>{row.author?.name ?? '—'}</span>
          {row.replyTo && (
            <span className={styles.replyTo}>
              回复 <span className={styles.name}>{row.replyTo.name}</span>
            </span>
          )}
          <span className={styles.time}>{commentTime(row.createTime)}</span>
        </div>
        <div className={row.deleted ? `${styles.content} ${styles.deleted}` : styles.content}>{row.content}</div>
        {!row.deleted && (
          <div className={styles.actions}>
            <button type="button" className={thumbs.on ? styles.on : undefined} onClick={thumb} aria-pressed={thumbs.on}>
              {thumbs.on ? <LikeFilled /> : <LikeOutlined />} 点赞{thumbs.n ? ` ${thumbs.n}` : ''}
            </button>
            <button type="button" onClick={() => (auth ? onReply(row) : openLogin())}>
              <MessageOutlined /> 回复
            </button>
            {row.mine && (
              <Popconfirm title="确定删除这条评论吗？" okText="删除" cancelText="取消" onConfirm={remove}>
                <button type="button">
                  <DeleteOutlined /> 删除
                </button>
              </Popconfirm>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** A first-level comment with its thread: replies load on 查看N条回复; a reply box opens under it. */
function Thread({ row, onChanged }: { row: CommentRow; onChanged: () => void }) {
  const { auth } = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<CommentRow | null>(null);
  const replies = useQuery({ queryKey: ['comment-replies', row.commentId, auth ?? ''], queryFn: () => listReplies(row.commentId), enabled: open });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['comment-replies', row.commentId] });
    onChanged();
  };
  const send = async (text: string) => {
    await addReply(target!.commentId, text);
    setTarget(null);
    setOpen(true);
    refresh();
  };
  return (
    <li className={styles.thread}>
      <CommentItem row={row} onReply={setTarget} onChanged={onChanged} />
      <div className={styles.replies}>
        {open &&
          (replies.isLoading ? (
            <Skeleton active avatar paragraph={{ rows: 1 }} />
          ) : (
            (replies.data?.rows ?? []).map((r) => <CommentItem key={r.commentId} row={r} onReply={setTarget} onChanged={refresh} />)
          ))}
        {row.replyCount > 0 && (
          <button type="button" className={styles.more} onClick={() => setOpen(!open)} data-testid="toggle-replies">
            {open ? '收起回复' : `查看更多回复（${row.replyCount}条）`}
          </button>
        )}
        {target && (
          <Composer key={target.commentId} placeholder={`回复 ${target.author?.name ?? ''}：`} onSend={send} onCancel={() => setTarget(null)} autoFocus testId="reply-composer" />
        )}
      </div>
    </li>
  );
}

/** 读者评论 of an article, journal or issue (spec §7 /common/comment): 6 a page, newest first. */
export default function CommentSection({ type, joinId }: { type: number; joinId: number }) {
  const { auth } = useSession();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ queryKey: ['comments', type, joinId, pageNum, auth ?? ''], queryFn: () => listComments(type, joinId, pageNum) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['comments', type, joinId] });
  const send = async (text: string) => {
    const res = await addComment(type, joinId, text);
    void message.success(res.msg);
    setPageNum(1);
    refresh();
  };
  const total = list.data?.total ?? 0;
  return (
    <section className={styles.section} aria-label="读者评论" data-testid="comment-section">
      <h2 className={styles.title}>
        读者评论<span>{total ? `（${total}）` : ''}</span>
      </h2>
      <Composer placeholder="写下你的评论…" onSend={send} testId="comment-composer" />
      {list.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : list.isError ? (
        <Empty description={(list.error as Error).message || '评论加载失败'} />
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论，快来发表第一条评论吧" />
      ) : (
        <>
          <List<CommentRow> className={styles.list} dataSource={list.data!.rows} split={false} renderItem={(row) => <Thread key={row.commentId} row={row} onChanged={refresh} />} />
          {total > COMMENT_PAGE_SIZE && (
            <Pagination className={styles.pager} current={pageNum} pageSize={COMMENT_PAGE_SIZE} total={total} onChange={setPageNum} showSizeChanger={false} size="small" />
          )}
        </>
      )}
    </section>
  );
}
