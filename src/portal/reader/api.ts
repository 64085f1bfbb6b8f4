import { call, callPage } from '../../providers/http';
import { READER_ITEM_TYPES, type ItemCard } from '../../shared/readerItems';

/** The reader calls of docs/api-reader.md (collections, comments, error corrections). */

export interface CollectState {
  itemId: number;
  type: number;
  collected: boolean;
  count: number;
}

/** A collected item: its card, or — when the item was taken down since — a row marked `gone` with no path. */
export interface CollectionRow extends Omit<ItemCard, 'path'> {
  id: number;
  path: string | null;
  gone: boolean;
  createTime: string;
}

/** An item the member opened (阅读记录), as a collection row with when and how often. */
export interface ReadingLogRow extends Omit<CollectionRow, 'createTime'> {
  readCount: number;
  lastReadAt: string;
}

export interface CommentRow {
  commentId: number;
  parentId: number | null;
  content: string;
  deleted: boolean;
  createTime: string;
  thumbs: number;
  thumbed: boolean;
  replyCount: number;
  mine: boolean;
  author: { name: string; avatar: string | null } | null;
  replyTo: { name: string } | null;
}

const ANCIENT = READER_ITEM_TYPES.ancient.type;
const ANCIENT_COLLECT = '/w_abm/wkapi/v1/ancientBook/collect';

export async function getCollectStatus(type: number, itemId: number): Promise<CollectState> {
  const res =
    type === ANCIENT
      ? await call<CollectState>('GET', `${ANCIENT_COLLECT}/getCollectStatus`, { query: { itemId } })
      : await call<CollectState>('GET', '/collect/getCollectStatus', { query: { type, itemId } });
  return res.data!;
}

/** `collect` true adds, false removes (explicit, so a double click cannot undo itself). */
export async function setCollect(type: number, itemId: number, collect: boolean): Promise<{ state: CollectState; msg: string }> {
  const res =
    type === ANCIENT
      ? await call<CollectState>('POST', `${ANCIENT_COLLECT}/addCollect`, { body: { itemId, collect } })
      : await call<CollectState>('POST', '/collect/addCollect', { body: { type, itemId, collect } });
  return { state: res.data!, msg: res.msg };
}

export function getCollections(query: { type?: number; pageNum: number; pageSize: number }) {
  return callPage<CollectionRow>('GET', '/collect/getCollect', { query });
}

/** 阅读记录 (paths decided in docs/decisions.md), paged like the collections (READER_ITEM_PAGE_SIZE). */
export const recordReading = (type: number, itemId: number) => call('POST', '/readingLog/add', { body: { type, itemId } });
export const getReadingLog = (query: { type?: number; pageNum: number; pageSize: number }) => callPage<ReadingLogRow>('GET', '/readingLog/list', { query });
export const removeReadingLog = (id: number) => call('DELETE', `/readingLog/${id}`);
export async function clearReadingLog(type?: number): Promise<{ msg: string }> {
  const res = await call('DELETE', '/readingLog/clear', { query: { type } });
  return { msg: res.msg };
}

export const COMMENT_PAGE_SIZE = 6;
export const REPLY_PAGE_SIZE = 10000;
export const COMMENT_MAX = 500;

export function listComments(type: number, joinId: number, pageNum: number) {
  return callPage<CommentRow>('GET', '/common/comment/list', { query: { type, joinId, pageNum, pageSize: COMMENT_PAGE_SIZE } });
}

export function listReplies(commentId: number) {
  return callPage<CommentRow>('GET', '/common/comment/secondList', { query: { commentId, pageNum: 1, pageSize: REPLY_PAGE_SIZE } });
}

export const addComment = (type: number, joinId: number, content: string) => call<{ commentId: number }>('POST', '/common/comment/add', { body: { type, joinId, content } });
export const addReply = (commentId: number, content: string) => call<{ commentId: number }>('POST', '/common/comment/addSecond', { body: { commentId, content } });
export const thumbComment = (commentId: number) => call<{ commentId: number; thumbed: boolean; thumbs: number }>('POST', '/common/comment/thumbs', { body: { commentId } });
export const deleteComment = (commentId: number) => call('DELETE', `/common/comment/${commentId}`);

export const ERROR_TYPES = ['错别字', '内容错误', '图片错误', '链接失效', '其他'] as const;

/** Built by the feedback engineer: `POST /w_bc/wkapi/v1/errorCorrection` {type, itemId, errorType, content, contact}. */
export const sendErrorCorrection = (body: { type: number; itemId: number; errorType: string; content: string; contact?: string }) =>
  call('POST', '/w_bc/wkapi/v1/errorCorrection', { body });
