import { idField, sortedRecordFields, viewsField, type FieldSpec } from './define';

/**
 * Fields that recur with the same label and kind across the declarations, stated once. A
 * declaration names the preset (`summary: summaryField`); one whose label or column differs writes
 * its own spec.
 */

// What a record is called and says: the text of articles, news and works.
export const titleField = { label: '标题', kind: 'text', list: true } satisfies FieldSpec;
export const workTitleField = { label: '作品名称', kind: 'text', list: true } satisfies FieldSpec;
export const summaryField = { label: '摘要', kind: 'longtext' } satisfies FieldSpec;
export const contentField = { label: '正文', kind: 'longtext' } satisfies FieldSpec;
/** 正文 written in the rich-text editor (news, posts, teachers' works): HTML, cleaned by the server. */
export const richContentField = { label: '正文', kind: 'richtext' } satisfies FieldSpec;
export const remarkField = { label: '备注', kind: 'text' } satisfies FieldSpec;
export const pagesField = { label: '页数', kind: 'number' } satisfies FieldSpec;
export const subjectTypeField = { label: '学科分类', kind: 'dict', dict: 'subject_type' } satisfies FieldSpec;

// Pictures and people.
export const coverField = { label: '封面', kind: 'image' } satisfies FieldSpec;
export const personNameColumn = { label: '姓名', kind: 'text', list: true, width: 100 } satisfies FieldSpec;
export const photoField = { label: '照片', kind: 'image' } satisfies FieldSpec;
export const personIntroField = { label: '个人简介', kind: 'longtext' } satisfies FieldSpec;

// Tallies and times as list columns.
/** 编号 shown as a column (review and order lists, where staff quote it). */
export const idColumn = { ...idField, list: true, width: 80 } satisfies FieldSpec;
export const downloadsField = { label: '下载量', kind: 'number', format: 'count' } satisfies FieldSpec;
export const viewsColumn = { ...viewsField, list: true, width: 80 } satisfies FieldSpec;
export const sortColumn = { ...sortedRecordFields.sort, list: true, width: 80 } satisfies FieldSpec;
export const publishDateColumn = { label: '发布日期', kind: 'date', list: true, width: 110 } satisfies FieldSpec;
export const createTimeColumn = { ...sortedRecordFields.createTime, list: true, width: 160 } satisfies FieldSpec;
/** 创建时间 in a wider column (admin lists of options and dictionaries). */
export const createTimeWideColumn = { ...createTimeColumn, width: 170 } satisfies FieldSpec;
export const updateTimeColumn = { label: '更新时间', kind: 'datetime', list: true, width: 170 } satisfies FieldSpec;

// An uploaded video (a studio's, a writer's): its title, length, introduction and file.
export const videoTitleField = { label: '视频标题', kind: 'text', list: true } satisfies FieldSpec;
export const videoDurationColumn = { label: '时长', kind: 'text', list: true, width: 90 } satisfies FieldSpec;
export const videoIntroField = { label: '视频简介', kind: 'longtext' } satisfies FieldSpec;
export const videoFileField = { label: '视频文件', kind: 'file', upload: 'video' } satisfies FieldSpec;
