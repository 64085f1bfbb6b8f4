import { z } from 'zod';
import { codeFilter, keywordFilter, keywordOnlyFilters } from './areaFilters';
import { defineResource, type HttpMethod } from './define';
import { titleField, updateTimeColumn, idColumn } from './fieldPresets';

/** Spec §4 work review status. */
export const WORKS_STATUS = { 1: '审核中', 2: '审核通过', 3: '审核驳回', 4: '已关闭', 5: '云审核中', 6: '云审核异常' } as const;
export type WorksStatus = keyof typeof WORKS_STATUS;

const call = (method: HttpMethod, path: string) => ({ method, path });
export const WORKS_V2 = '/w_rl/wkapi/v2/platform/works';

/** Every works call (spec §7 Works) plus the platform review and the sensitive-word list. */
export const WORKS_CALLS = {
  v1List: call('GET', '/works/list'),
  v1Add: call('POST', '/works/add'),
  v1Edit: call('PUT', '/works/edit'),
  v1Delete: call('DELETE', '/works/delete'),
  list: call('GET', `${WORKS_V2}/list`),
  add: call('POST', `${WORKS_V2}/add`),
  edit: call('PUT', `${WORKS_V2}/edit`),
  /** The author's status change: close (4) or resubmit (5). */
  edit2: call('PUT', `${WORKS_V2}/edit2`),
  delete: call('DELETE', `${WORKS_V2}/delete`),
  detail: call('GET', `${WORKS_V2}/detail`),
  getPrice: call('GET', `${WORKS_V2}/getPrice`),
  getBlock: call('GET', `${WORKS_V2}/getBlock`),
  /** The whole work as a PDF stamped with the reader: its author, a buyer, or anyone when it is free. */
  downWorks: call('GET', `${WORKS_V2}/downWorks`),
  publicList: call('GET', '/common/works/list'),
  reviewList: call('GET', `${WORKS_V2}/review/list`),
  review: call('POST', `${WORKS_V2}/review`),
  /** Not named by the spec: 批量审核, the whole work under review, and its writer's history. */
  reviewBatch: call('POST', `${WORKS_V2}/review/batch`),
  reviewDetail: call('GET', `${WORKS_V2}/review/detail`),
  reviewWriter: call('GET', `${WORKS_V2}/review/writer`),
  wordList: call('GET', '/w_rl/wkapi/v2/platform/sensitiveWord/list'),
  wordAdd: call('POST', '/w_rl/wkapi/v2/platform/sensitiveWord/add'),
  wordDelete: call('DELETE', '/w_rl/wkapi/v2/platform/sensitiveWord/delete'),
} as const;

/** Lists: spec §9 "works lists 10 or 15" — 10 for the member's own lists, 15 for the public list. */
export const worksListSpec = { name: 'works', sortable: ['createTime', 'updateTime', 'price', 'title'], defaultSort: [{ field: 'updateTime', order: 'desc' as const }], pageSize: 10, maxPageSize: 15 };
export const publicWorksListSpec = { ...worksListSpec, pageSize: 15 };

const text = (max: number, msg: string) => z.string({ error: msg }).trim().max(max, msg);

export const worksInput = z.object({
  title: text(200, '作品标题不能超过200个字').min(1, '请输入作品标题'),
  genre: text(40, '作品类别不能超过40个字').default(''),
  summary: text(2000, '作品简介不能超过2000个字').default(''),
  body: text(200_000, '作品正文不能超过20万字').default(''),
  fileUrl: text(500, '文件地址过长').default(''),
  freeBlock: text(20_000, '免费试读部分不能超过2万字').default(''),
  price: z.coerce.number({ error: '价格必须是整数（分）' }).int('价格必须是整数（分）').min(0, '价格不能为负数').max(100_000_00, '价格过高').default(0),
});
export type WorksInput = z.infer<typeof worksInput>;

/** 作品审核 (admin): every member's works, by status and keyword; 审核 on works awaiting a human (1). */
export const worksReviewResource = defineResource({
  name: 'worksReview',
  label: '作品审核',
  menu: { group: 'creation', icon: 'AuditOutlined', order: 10 },
  exportable: true,
  fields: {
    id: idColumn,
    title: titleField,
    genre: { label: '类别', kind: 'text', list: true, width: 100 },
    /** The writer's pen name, else their member name: what the reviewer reads (the id stays for the detail). */
    authorName: { label: '作者', kind: 'text', list: true, width: 120, format: 'authors' },
    worksStatus: { label: '审核状态', kind: 'text', list: true, width: 110, labels: WORKS_STATUS },
    flaggedWords: { label: '敏感词', kind: 'text', list: true, width: 140 },
    updateTime: updateTimeColumn,
  },
  // 详情 is the review screen (src/admin/WorksReviewPage.tsx): the whole work, its writer and its remarks.
  calls: { list: WORKS_CALLS.reviewList, one: WORKS_CALLS.reviewDetail },
  sortable: ['updateTime'],
  defaultSort: [{ field: 'updateTime', order: 'desc' }],
  pageSize: 10,
  // Works lists page by 10 or 15 (spec §9): the server refuses more, so the export asks for 15 at a time.
  maxPageSize: 15,
  filters: z.object({ keyword: keywordFilter(), worksStatus: codeFilter([1, 2, 3, 4, 5, 6] as const, '审核状态不正确') }),
  readAction: 'manage',
  rowActions: [
    {
      key: 'review',
      label: '审核',
      kind: 'review',
      can: { action: 'review', subject: 'Works' },
      // Only works awaiting a human (审核中); the cloud review's are not the reviewer's yet.
      when: (r) => r.worksStatus === 1,
      review: {
        call: WORKS_CALLS.review,
        batch: WORKS_CALLS.reviewBatch,
        // The whole work — text, file, the remark trail and the writer's history — on a screen of its own.
        page: '/admin/worksReview/show/{id}',
        title: (r) => `审核作品《${String(r.title ?? '')}》`,
        decisionField: 'worksStatus',
        approve: 2,
        reject: 3,
        remarkRequired: '驳回时请填写审核意见',
      },
    },
  ],
});

export const sensitiveWordInput = z.object({ word: z.string({ error: '请输入敏感词' }).trim().min(1, '请输入敏感词').max(60, '敏感词不能超过60个字') });

/** 敏感词管理 (admin): the list the cloud review screens works against. */
export const sensitiveWordResource = defineResource({
  name: 'sensitiveWords',
  label: '敏感词管理',
  menu: { group: 'creation', icon: 'StopOutlined', order: 20 },
  fields: {
    id: idColumn,
    word: { label: '敏感词', kind: 'text', list: true },
    createTime: { label: '添加时间', kind: 'datetime', list: true, width: 170 },
  },
  calls: { list: WORKS_CALLS.wordList, create: WORKS_CALLS.wordAdd, remove: { method: 'DELETE', path: '/w_rl/wkapi/v2/platform/sensitiveWord/delete' } },
  sortable: ['word', 'createTime'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  pageSize: 15,
  filters: keywordOnlyFilters,
  input: sensitiveWordInput,
  readAction: 'manage',
});
