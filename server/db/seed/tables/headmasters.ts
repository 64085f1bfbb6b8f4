/** The headmaster demo (issue 14): invented headmasters of real kinds of schools, their ideas and talks. */
export interface HeadmasterSeed {
  name: string;
  school: string;
  /** 1 小学 2 初中 3 高中 */
  grade: 1 | 2 | 3;
  position: string;
  provinceId: number;
  philosophy: string;
}

export const HEADMASTER_SEEDS: HeadmasterSeed[] = [
  { name: '徐建国', school: '北京市朝阳区实验小学', grade: 1, position: '校长、党总支书记', provinceId: 110000, philosophy: '为每一个孩子的幸福人生奠基。' },
  { name: '陈立群', school: '杭州市学军中学', grade: 3, position: '校长', provinceId: 330000, philosophy: '让学校成为师生共同成长的地方。' },
  { name: '王秀云', school: '上海市建平中学', grade: 3, position: '校长、正高级教师', provinceId: 310000, philosophy: '自立立人，自强强国。' },
  { name: '李振华', school: '南京市第一中学', grade: 3, position: '校长', provinceId: 320000, philosophy: '教育是慢的艺术。' },
  { name: '张美玲', school: '成都市泡桐树小学', grade: 1, position: '校长', provinceId: 510000, philosophy: '让每一棵小树都向阳生长。' },
  { name: '赵德明', school: '郑州市第八中学', grade: 2, position: '校长、党支部书记', provinceId: 410000, philosophy: '不让一个孩子掉队。' },
  { name: '孙丽华', school: '广州市东风东路小学', grade: 1, position: '校长', provinceId: 440000, philosophy: '快乐学习，幸福成长。' },
  { name: '周永刚', school: '西安市铁一中学', grade: 3, position: '校长', provinceId: 610000, philosophy: '以文化人，以德树人。' },
  { name: '吴红梅', school: '武汉市育才小学', grade: 1, position: '校长', provinceId: 420000, philosophy: '育人先育心。' },
  { name: '郑国强', school: '长沙市长郡中学', grade: 3, position: '校长、正高级教师', provinceId: 430000, philosophy: '朴实沉毅，追求卓越。' },
  { name: '黄海燕', school: '厦门双十中学', grade: 2, position: '校长', provinceId: 350000, philosophy: '让每个学生都能找到自己的舞台。' },
  { name: '刘长青', school: '沈阳市第二中学', grade: 3, position: '校长', provinceId: 210000, philosophy: '教育的本质是唤醒。' },
  { name: '何静', school: '重庆市谢家湾小学', grade: 1, position: '校长', provinceId: 500000, philosophy: '六年影响一生。' },
  { name: '罗卫平', school: '青岛市第五十八中学', grade: 3, position: '校长', provinceId: 370000, philosophy: '以人为本，追求卓越。' },
  { name: '邓晓东', school: '深圳市南山实验教育集团', grade: 2, position: '总校长', provinceId: 440000, philosophy: '用课程成全每一个孩子。' },
];

/**
 * Talks (视频) of a headmaster, named as a school names its recordings: a ceremony by the school
 * and the year (and held in its month), a talk by its subject and the school.
 */
export const HEADMASTER_TALKS: ReadonlyArray<{ title: (school: string, year: number) => string; month?: number }> = [
  { title: (s, y) => `${s}${y}年秋季开学典礼校长讲话：做有梦想的少年`, month: 9 },
  { title: (s) => `谈${s}的课程体系建设` },
  { title: (s, y) => `${s}${y}年家长学校第一课：父母是孩子的第一任老师`, month: 3 },
  { title: (s, y) => `${s}${y}届毕业典礼校长致辞：带着热爱出发`, month: 6 },
  { title: (s) => `如何上好一堂思政课——${s}的实践` },
];

/** A school as a recording's title names it: the city without 市 (长沙市长郡中学 → 长沙长郡中学). */
export function schoolShortName(school: string): string {
  return school.replace(/^(.{2,4}?)市/, '$1');
}

/** Illustrated articles (图文) of a headmaster: titles by theme. */
export const HEADMASTER_IMGTEXT_TITLES = ['我们的校园文化是怎样长出来的', '走进课堂：一位校长的听课笔记', '减负提质，从作业改革开始', '教师成长的三个台阶', '书香校园建设的五年实践', '劳动教育进校园'];
/** Earlier posts of a career, before the current school: units of the headmaster's own city (`${city}市…`). */
export const EARLIER_POSTS = [
  ['教育科学研究院', '教研员'],
  ['第一中学', '语文教师'],
  ['实验学校', '教导主任'],
  ['教育局', '基础教育处副处长'],
  ['第二实验小学', '副校长'],
] as const;

/** The city a school is in, by its name (北京市朝阳区实验小学 → 北京; 厦门双十中学 → 厦门). */
export function schoolCity(school: string): string {
  return /^(.{2,3}?)市/.exec(school)?.[1] ?? school.slice(0, 2);
}
