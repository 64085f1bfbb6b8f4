/** Chinese names of the spec §6 role keys (the key table itself is src/access/roles.ts). */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  foreMember: '普通会员',
  foreJoumalAdmin: '期刊管理员',
  editer: '编辑',
  showJournalAdministrators: '期刊编辑',
  forePublisher: '出版社',
  foreTeacher: '教师',
  studioManager: '工作室管理员',
  foreScholar: '学者',
  foreWriter: '作家',
  foreDissertation: '学位论文作者',
  foreHeadmaster: '校长',
  foreStudioMember: '工作室成员',
  zazhisheguanli: '杂志社管理员',
  '': '机构用户',
  foreFamousTeach: '基础教育名师',
  foreFamousTeachersOfBasicEducation: '基础教育名师',
  forePhotographer: '摄影师',
  foreWebAdmin: '网站管理员',
};

export const roleLabel = (key: string | null | undefined) => ROLE_LABELS[key ?? ''] ?? key ?? '未知角色';

/** Member types 1–16 of spec §6, named after their role. */
export const MEMBER_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '普通会员',
  2: '期刊管理员',
  3: '编辑',
  4: '出版社',
  5: '教师',
  6: '工作室管理员',
  7: '学者',
  8: '作家',
  9: '学位论文作者',
  10: '校长',
  11: '工作室成员',
  12: '杂志社管理员',
  13: '机构用户',
  14: '基础教育名师',
  15: '摄影师',
  16: '网站管理员',
};

export const memberTypeLabel = (t: number | undefined) => (t ? (MEMBER_TYPE_LABELS[t] ?? `类型 ${t}`) : '—');

/** Balance (yuan) with two decimals. */
export function formatYuan(v: number | string | undefined | null): string {
  const n = Number(v ?? 0);
  return `¥${(Number.isFinite(n) ? n : 0).toFixed(2)}`;
}
