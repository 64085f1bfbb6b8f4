import type { AreaDeclaration } from '../declare';

/** Application numbers since 2003: CN, year (4), type (1), serial (7), a dot and the check digit. */
const APPLICATION_NO = String.raw`CN\d{12}\.[\dX]`;
/** One IPC symbol (G06F16/35), or a design's Locarno class (14-02). */
const CLASS_SYMBOL = String.raw`(?:[A-H]\d{2}[A-Z]\d{1,4}/\d{2,6}|\d{2}-\d{2})`;

/**
 * 专利 (patents), CNKI's patent database as readers expect it: one declaration on the content-area
 * kit (src/areas/declare.ts). Its table is server/db/schema/areas/patent.ts, its demo rows
 * server/db/seed/areas/patent.ts; nothing else names it.
 */
export const area = {
  key: 'patent',
  // After 年鉴 (120), before 会议论文 (130): CNKI lists patents beside year-books and standards.
  order: 125,
  contentType: {
    label: '专利',
    // 13: the next free number of the library's range (1–12); stored, never renumbered.
    readerItem: { type: 13 },
    search: { color: '#531dab' },
    area: { blurb: '发明 · 实用新型 · 外观设计' },
  },
  resource: {
    name: 'patents',
    label: '专利',
    publicBase: '/common/patent',
    menu: { group: 'library', icon: 'ExperimentOutlined', order: 75 },
    pageSize: 15,
    sortable: ['applicationDate', 'publicationDate', 'sort', 'createTime'],
    formSections: [
      { title: '著录项目', fields: ['title', 'patentType', 'applicationNo', 'applicationDate', 'publicationNo', 'publicationDate', 'legalStatus'] },
      { title: '申请人与分类', fields: ['applicants', 'inventors', 'agency', 'ipc'] },
      { title: '摘要与主权项', fields: ['abstract', 'mainClaim'] },
    ],
  },
  fields: {
    title: { label: '专利名称', kind: 'text', max: 300, required: '请输入专利名称', list: true },
    applicationNo: {
      label: '申请号',
      kind: 'text',
      max: 20,
      required: '请输入申请号',
      pattern: { source: APPLICATION_NO, message: '申请号格式应为CN加12位数字、小数点和校验位，如CN202310123456.7' },
      list: true,
      width: 170,
    },
    applicationDate: { label: '申请日', kind: 'date', required: '请选择申请日', list: true, width: 110 },
    publicationNo: {
      label: '公开(公告)号',
      kind: 'text',
      max: 20,
      pattern: { source: String.raw`CN\d{9}[ABUS]`, message: '公开(公告)号格式应为CN加9位数字和文献类型代码，如CN116123456A' },
      width: 140,
    },
    publicationDate: { label: '公开日', kind: 'date' },
    applicants: { label: '申请人', kind: 'text', max: 300, required: '请输入申请人', names: true, list: true, width: 200, help: '多个申请人用分号分隔' },
    inventors: { label: '发明人', kind: 'text', max: 300, names: true, help: '多个发明人用分号分隔' },
    patentType: { label: '专利类型', kind: 'text', choices: ['发明', '实用新型', '外观设计'], required: '请选择专利类型', list: true, width: 100 },
    ipc: {
      label: 'IPC分类号',
      kind: 'text',
      max: 200,
      pattern: { source: `${CLASS_SYMBOL}(?:;${CLASS_SYMBOL})*`, message: 'IPC分类号格式应如G06F16/35，多个用分号分隔；外观设计填洛迦诺分类号，如14-02' },
      help: '主分类号在前，多个用分号分隔',
      multiple: true,
    },
    agency: { label: '代理机构', kind: 'text', max: 200 },
    abstract: { label: '摘要', kind: 'longtext', max: 5000 },
    mainClaim: { label: '主权项', kind: 'longtext', max: 5000 },
    legalStatus: { label: '法律状态', kind: 'text', choices: ['公开', '实质审查', '授权', '驳回', '撤回', '权利终止'], required: '请选择法律状态', list: true, width: 100 },
  },
  filters: {
    keyword: { kind: 'keyword', fields: ['title', 'applicants', 'inventors', 'applicationNo', 'publicationNo'] },
    patentType: { kind: 'choice', field: 'patentType', label: '专利类型' },
    year: { kind: 'year', field: 'applicationDate', label: '申请年份', from: 2010 },
    ipcSection: {
      kind: 'prefix',
      field: 'ipc',
      label: 'IPC分类',
      options: { A: 'A 人类生活必需', B: 'B 作业；运输', C: 'C 化学；冶金', D: 'D 纺织；造纸', E: 'E 固定建筑物', F: 'F 机械工程', G: 'G 物理', H: 'H 电学' },
    },
    legalStatus: { kind: 'choice', field: 'legalStatus', label: '法律状态' },
  },
  portal: {
    searchPlaceholder: '专利名称、申请人、发明人或申请号',
    titleField: 'title',
    tagField: 'legalStatus',
    listFields: ['patentType', 'applicants', 'inventors', 'applicationNo', 'applicationDate'],
    summaryField: 'abstract',
    detailFields: ['applicationNo', 'applicationDate', 'publicationNo', 'publicationDate', 'applicants', 'inventors', 'patentType', 'ipc', 'agency', 'legalStatus'],
    sections: ['abstract', 'mainClaim'],
  },
  server: {
    notFound: '该专利不存在或已下架',
    duplicate: '该申请号已存在',
    card: { title: 'title', authors: 'applicants', summary: 'abstract' },
    search: { title: 'title', authors: 'inventors', institution: 'applicants', keywords: 'ipc', source: 'agency', summary: 'abstract', year: 'applicationDate' },
    dc: [
      ['title', 'title'],
      ['creator', 'inventors'],
      ['publisher', 'applicants'],
      ['date', 'applicationDate'],
      ['identifier', 'applicationNo'],
      ['identifier', 'publicationNo'],
      ['subject', 'ipc'],
      ['description', 'abstract'],
    ],
    homeFigure: 'patent',
  },
  citation: { mark: 'P', ris: 'PAT', endnote: 'Patent', authors: 'applicants', number: 'applicationNo', date: 'publicationDate' },
} as const satisfies AreaDeclaration;
