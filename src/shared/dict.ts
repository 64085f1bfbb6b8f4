/**
 * Every enumeration of spec §4 and §9, once. The server seeds the dictionary table from this
 * (served at `/show/dict/data/type/{dictType}`); the client maps codes to labels with it when
 * it has no server copy yet. Values are strings, as dictionary rows carry them on the wire.
 */
export interface DictItem {
  value: string;
  label: string;
  /** antd Tag colour for status-like dictionaries. */
  color?: string;
}

const items = (pairs: Array<[string | number, string, string?]>): DictItem[] =>
  pairs.map(([value, label, color]) => ({ value: String(value), label, ...(color ? { color } : {}) }));

export const DICTS = {
  order_pay_status: items([
    [1, '待支付', 'orange'],
    [2, '成功', 'green'],
    [3, '已取消', 'default'],
  ]),
  order_type: items([
    [1, '文章'],
    [2, '图书'],
    [3, '充值'],
    [4, '作品'],
    [5, '古籍'],
    [6, '学术专著'],
    [7, '书画'],
    [8, '期刊'],
    [9, '后台调账'],
    [10, '积分过期'],
    [11, '视频课程'],
  ]),
  pay_type: items([
    [1, '支付宝'],
    [2, '微信'],
    [3, '账户余额'],
    [4, '河贝积分'],
    [5, '混合支付'],
  ]),
  works_status: items([
    [1, '审核中', 'processing'],
    [2, '审核通过', 'green'],
    [3, '审核驳回', 'red'],
    [4, '已关闭', 'default'],
    [5, '云审核中', 'processing'],
    [6, '云审核异常', 'volcano'],
  ]),
  apply_status: items([
    [1, '审核中', 'processing'],
    [2, '审核通过', 'green'],
    [4, '审核驳回', 'red'],
  ]),
  article_status: items([
    [1, '未审核', 'orange'],
    [2, '已审核', 'green'],
  ]),
  law_status: items([
    [1, '有效', 'green'],
    [3, '尚未生效', 'blue'],
    [5, '已被修改', 'orange'],
    [9, '已废止', 'default'],
  ]),
  buy_class: items([
    [1, '图书'],
    [2, '文章'],
    [3, '视频'],
  ]),
  education_level: items([
    [1, '小学'],
    [2, '初中'],
    [3, '高中'],
    [4, '中专'],
    [5, '大专'],
    [6, '本科'],
    [7, '硕士'],
    [8, '博士'],
  ]),
  thesis_level: items([
    [1, '学士'],
    [2, '硕士'],
    [3, '博士'],
    [4, '博士后'],
  ]),
  news_range: items([
    [10, '近十年'],
    [5, '近五年'],
    [3, '近三年'],
    [1, '近一年'],
  ]),
  recitation_category: items([
    ['A', 'A类 诗词朗诵'],
    ['B', 'B类 散文朗诵'],
    ['C', 'C类 经典诵读'],
    ['D', 'D类 情景诵读'],
  ]),
  /** Subject categories (journalType / subjectType): the twelve degree-granting disciplines. */
  subject_type: items([
    [1, '哲学'],
    [2, '经济学'],
    [3, '法学'],
    [4, '教育学'],
    [5, '文学'],
    [6, '历史学'],
    [7, '理学'],
    [8, '工学'],
    [9, '农学'],
    [10, '医学'],
    [11, '管理学'],
    [12, '艺术学'],
  ]),
  /** Institution types (docs/api-access.md `organization_types`; org_profile.org_type). */
  organization_types: items([
    [1, '高等院校'],
    [2, '中小学校'],
    [3, '公共图书馆'],
    [4, '科研院所'],
    [5, '政府机关'],
    [6, '企事业单位'],
    [7, '出版机构'],
    [8, '其他'],
  ]),
  member_type: items([
    [1, '普通会员'],
    [2, '期刊管理员'],
    [3, '编辑'],
    [4, '出版社'],
    [5, '教师'],
    [6, '工作室管理员'],
    [7, '学者'],
    [8, '作家'],
    [9, '学位论文作者'],
    [10, '校长'],
    [11, '工作室成员'],
    [12, '杂志社管理'],
    [13, '机构用户'],
    [14, '基础教育名师'],
    [15, '摄影师'],
    [16, '平台管理员'],
  ]),
} satisfies Record<string, DictItem[]>;

export type DictType = keyof typeof DICTS;

export const DICT_TYPES = Object.keys(DICTS) as DictType[];

export function isDictType(value: string): value is DictType {
  return Object.prototype.hasOwnProperty.call(DICTS, value);
}

/** The label of a code in a dictionary; the code itself when it is unknown (never blank). */
export function dictLabel(type: DictType, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const hit = DICTS[type].find((item) => item.value === String(value));
  return hit ? hit.label : String(value);
}

/**
 * The Chinese name of each built-in dictionary (字典类型 in the admin). Built-in types are read by
 * code (declarations say `dict: 'law_status'`), so the admin may rename them, edit and disable
 * their rows, but not delete them.
 */
export const DICT_TYPE_NAMES: Record<DictType, string> = {
  order_pay_status: '订单支付状态',
  order_type: '订单类型',
  pay_type: '支付方式',
  works_status: '作品审核状态',
  apply_status: '申请审核状态',
  article_status: '文章审核状态',
  law_status: '法规时效性',
  buy_class: '购买类别',
  education_level: '学历层次',
  thesis_level: '学位级别',
  news_range: '新闻时间范围',
  recitation_category: '朗诵类别',
  subject_type: '学科分类',
  organization_types: '机构类型',
  member_type: '会员类型',
};
