/**
 * Word pools of the people directories (issue 14, people). Publishers are the ones the seeded
 * books name (server/db/seed/tables/books.ts), with their real kind and city; teachers beyond the
 * ones the compositions and studios already name teach in real-sounding schools across provinces.
 */
export const PUBLISHER_FACTS: Record<string, { kind: number; provinceId: number; city: string; foundedYear: number; specialties: string }> = {
  人民出版社: { kind: 1, provinceId: 110000, city: '北京', foundedYear: 1921, specialties: '马克思主义理论、哲学社会科学、党和国家重要文献' },
  人民文学出版社: { kind: 5, provinceId: 110000, city: '北京', foundedYear: 1951, specialties: '中外文学名著、当代长篇小说、文学理论' },
  科学出版社: { kind: 4, provinceId: 110000, city: '北京', foundedYear: 1954, specialties: '自然科学学术专著、科研教材、科学普及' },
  高等教育出版社: { kind: 3, provinceId: 110000, city: '北京', foundedYear: 1954, specialties: '高等教育教材、职业教育教材、数字课程' },
  商务印书馆: { kind: 1, provinceId: 110000, city: '北京', foundedYear: 1897, specialties: '工具书、汉译世界学术名著、语言文字' },
  中华书局: { kind: 6, provinceId: 110000, city: '北京', foundedYear: 1912, specialties: '古籍整理、文史研究、传统文化普及' },
  人民美术出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1951, specialties: '美术画册、美术教材、艺术理论' },
  人民音乐出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1954, specialties: '音乐教材、乐谱、音乐理论与普及' },
  人民教育出版社: { kind: 3, provinceId: 110000, city: '北京', foundedYear: 1950, specialties: '中小学教材、教师用书、教育理论' },
  '生活·读书·新知三联书店': { kind: 1, provinceId: 110000, city: '北京', foundedYear: 1948, specialties: '人文社科学术、思想文化、大众读物' },
  中国农业出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1958, specialties: '农业科技、乡村振兴、农业教材' },
  机械工业出版社: { kind: 4, provinceId: 110000, city: '北京', foundedYear: 1950, specialties: '机械与电气工程、计算机、经济管理' },
  人民卫生出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1953, specialties: '医学教材、临床专著、健康科普' },
  中国人民大学出版社: { kind: 2, provinceId: 110000, city: '北京', foundedYear: 1955, specialties: '经济学、管理学、法学教材与学术著作' },
  北京大学出版社: { kind: 2, provinceId: 110000, city: '北京', foundedYear: 1979, specialties: '人文社科与理工学术著作、高校教材' },
  清华大学出版社: { kind: 2, provinceId: 110000, city: '北京', foundedYear: 1980, specialties: '计算机与信息技术、工程技术、高校教材' },
  国家图书馆出版社: { kind: 6, provinceId: 110000, city: '北京', foundedYear: 1979, specialties: '古籍影印、文献整理、图书馆学' },
  社会科学文献出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1985, specialties: '皮书系列、社会科学学术著作' },
  法律出版社: { kind: 7, provinceId: 110000, city: '北京', foundedYear: 1954, specialties: '法律法规汇编、法学专著、法律实务' },
  上海古籍出版社: { kind: 6, provinceId: 310000, city: '上海', foundedYear: 1956, specialties: '古籍整理、文史研究、艺术图录' },
  译林出版社: { kind: 5, provinceId: 320000, city: '南京', foundedYear: 1988, specialties: '外国文学译著、人文社科译丛、英语学习' },
};

/** The city → province of the schools the compositions and studios name (GB/T 2260 codes). */
export const SCHOOL_PROVINCES: Array<[prefix: string, provinceId: number]> = [
  ['北京', 110000], ['人大附中', 110000], ['上海', 310000], ['华东师范大学', 310000], ['杭州', 330000], ['南京', 320000],
  ['成都', 510000], ['深圳', 440000], ['长沙', 430000], ['郑州', 410000], ['西安', 610000],
];

/** More teachers: name, school, province, 学段 (1–3), 学科 (1–13), 职称 (1–5), 教龄. */
export const MORE_TEACHERS: Array<[name: string, school: string, provinceId: number, grade: number, subjectType: number, title: number, years: number]> = [
  ['王晓燕', '天津市南开中学', 120000, 3, 2, 2, 21],
  ['刘建华', '河北衡水中学', 130000, 3, 4, 1, 28],
  ['陈美玲', '太原市第五中学', 140000, 3, 3, 2, 17],
  ['赵志刚', '沈阳市第二中学', 210000, 3, 5, 2, 19],
  ['孙丽娟', '长春市第十一高中', 220000, 3, 6, 3, 12],
  ['周国强', '哈尔滨市第三中学', 230000, 3, 4, 2, 24],
  ['吴婷婷', '苏州市平江实验学校', 320000, 2, 3, 3, 9],
  ['郑海峰', '合肥一六八中学', 340000, 3, 2, 2, 16],
  ['林秀清', '福州第一中学', 350000, 3, 7, 2, 22],
  ['黄志明', '南昌市第二中学', 360000, 3, 8, 3, 14],
  ['张慧敏', '济南市历下实验小学', 370000, 1, 2, 3, 11],
  ['李春燕', '武汉市育才小学', 420000, 1, 1, 2, 20],
  ['谢雨晨', '广州市执信中学', 440000, 2, 13, 3, 7],
  ['韦丽萍', '南宁市第三中学', 450000, 3, 9, 2, 18],
  ['冯永胜', '重庆市巴蜀中学', 500000, 2, 12, 3, 15],
  ['罗晓红', '贵阳市第一中学', 520000, 3, 5, 2, 23],
  ['杨文彬', '昆明市第一中学', 530000, 2, 10, 3, 10],
  ['马晓东', '兰州市第一中学', 620000, 3, 6, 4, 6],
  ['何娟', '海口市第一中学', 460000, 1, 11, 3, 13],
  ['朱永林', '宁波市镇海中学', 330000, 3, 4, 1, 30],
];

export const TEACHER_HONORS = ['市级骨干教师', '区级学科带头人', '省级优秀教师', '市级优秀班主任', '市教学能手', '省级优质课一等奖', '全国青年教师教学基本功展示一等奖', '区级优秀教研组长'];
