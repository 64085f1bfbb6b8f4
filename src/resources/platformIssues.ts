import { z } from 'zod';
import { codeFilter, keywordFilter } from './areaFilters';
import { defineResource } from './define';
import { optText, reqText, zId } from './organizations';
import { titleField, idColumn } from './fieldPresets';

/** Spec §7 Feedback: a reader's issue to the platform and its conversation. */
export const ISSUE_BASE = '/w_bc/wkapi/v1/issues';
export const ISSUE_CALLS = {
  add: { method: 'POST', path: `${ISSUE_BASE}/addForPlatform` },
  list: { method: 'POST', path: `${ISSUE_BASE}/listForPlatform` },
  one: { method: 'GET', path: `${ISSUE_BASE}/getInfoForPlatform/{id}` },
  // Ours (the spec names the three above): the conversation, closing, and the reader's screenshots.
  reply: { method: 'POST', path: `${ISSUE_BASE}/replyForPlatform` },
  close: { method: 'POST', path: `${ISSUE_BASE}/closeForPlatform` },
  screenshot: { method: 'POST', path: `${ISSUE_BASE}/screenshot` },
} as const;

export const ISSUE_TYPE_LABELS: Record<string, string> = { '1': '功能异常', '2': '内容错误', '3': '账户与支付', '4': '功能建议', '9': '其他' };
export const ISSUE_STATUS_LABELS: Record<string, string> = { '1': '待处理', '2': '已回复', '3': '已关闭' };
export const ISSUE_MAX_SCREENSHOTS = 4;
export const ISSUE_MSG = {
  added: '提交成功，我们会尽快回复',
  replied: '回复成功',
  closed: '问题已关闭',
  isClosed: '该问题已关闭，不能再回复',
  missing: '该问题不存在',
  screenshot: '截图只能使用本站上传的图片',
} as const;

const TYPE_MSG = '请选择问题类型';
export const issueInput = z.object({
  type: z.coerce.number({ error: TYPE_MSG }).refine((v) => v in ISSUE_TYPE_LABELS, TYPE_MSG),
  title: reqText(100, '请填写问题标题', '问题标题不能超过100个字'),
  content: reqText(2000, '请描述遇到的问题', '问题描述不能超过2000个字'),
  screenshots: z
    .array(z.string({ error: ISSUE_MSG.screenshot }).regex(/^\/files\/image\/[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp)$/, ISSUE_MSG.screenshot), { error: ISSUE_MSG.screenshot })
    .max(ISSUE_MAX_SCREENSHOTS, `最多上传${ISSUE_MAX_SCREENSHOTS}张截图`)
    .optional(),
  contact: optText(50, '联系方式不能超过50个字'),
});
export const issueReplyInput = z.object({ id: zId('问题编号不正确'), content: reqText(2000, '请输入回复内容', '回复内容不能超过2000个字') });
export const issueCloseInput = z.object({ id: zId('问题编号不正确') });

export const platformIssueFilters = z.object({
  keyword: keywordFilter(),
  status: codeFilter([1, 2, 3] as const, '处理状态不正确'),
  type: codeFilter([1, 2, 3, 4, 9] as const, TYPE_MSG),
});

export interface IssueReply {
  id: number;
  fromPlatform: boolean;
  authorName: string;
  content: string;
  createTime: string;
}

/** 问题反馈: a reader's own issues in the user centre; every issue for the platform admin, who answers and closes them. */
export const platformIssueResource = defineResource({
  name: 'platformIssues',
  subject: 'PlatformIssue',
  exportable: true,
  label: '问题反馈',
  menu: { group: 'system', icon: 'CustomerServiceOutlined', order: 60 },
  fields: {
    id: idColumn,
    type: { label: '问题类型', kind: 'text', list: true, width: 110, labels: ISSUE_TYPE_LABELS },
    title: titleField,
    memberName: { label: '反馈人', kind: 'text', list: true, width: 120 },
    status: { label: '处理状态', kind: 'text', list: true, width: 100, labels: ISSUE_STATUS_LABELS },
    replyCount: { label: '回复数', kind: 'number', list: true, width: 80 },
    content: { label: '问题描述', kind: 'longtext' },
    contact: { label: '联系方式', kind: 'text' },
    createTime: { label: '提交时间', kind: 'datetime', list: true, width: 160 },
    updateTime: { label: '最近更新', kind: 'datetime', list: true, width: 160 },
  },
  calls: { list: ISSUE_CALLS.list, one: ISSUE_CALLS.one },
  sortable: ['createTime', 'updateTime', 'status'],
  defaultSort: [{ field: 'updateTime', order: 'desc' }],
  pageSize: 10,
  filters: platformIssueFilters,
});
