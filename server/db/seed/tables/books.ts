/**
 * Demo books: invented titles in the style of Chinese academic and trade publishing.
 * Publishers carry their ISBN registrant code (978-7-{registrant}-…); authors, dates, prices
 * and ISBN title numbers are derived in code.
 */
export const PUBLISHERS: Record<string, string> = {
  人民出版社: '01',
  人民文学出版社: '02',
  科学出版社: '03',
  高等教育出版社: '04',
  商务印书馆: '100',
  中华书局: '101',
  人民美术出版社: '102',
  人民音乐出版社: '103',
  人民教育出版社: '107',
  '生活·读书·新知三联书店': '108',
  中国农业出版社: '109',
  机械工业出版社: '111',
  人民卫生出版社: '117',
  中国人民大学出版社: '300',
  北京大学出版社: '301',
  清华大学出版社: '302',
  国家图书馆出版社: '5013',
  社会科学文献出版社: '5097',
  法律出版社: '5197',
  上海古籍出版社: '5325',
  译林出版社: '5447',
};

export interface BookSeed {
  title: string;
  publisher: keyof typeof PUBLISHERS;
  typeCode: string;
  subjectType: number;
  /** The book's subject in a few words, used in summary and catalogue. */
  term: string;
  /** What the book does, completing "本书…". */
  about: string;
  /** Edited volume (主编) rather than a monograph. */
  edited?: boolean;
  /** Creative writing: gets a literary catalogue instead of chapters on a subject. */
  literary?: boolean;
}

export const BOOK_SEEDS: BookSeed[] = [
  { title: '图书馆学基础教程', publisher: '高等教育出版社', typeCode: 'G', subjectType: 11, term: '图书馆学', about: '系统介绍了图书馆学的基本概念、理论体系与研究方法', edited: true },
  { title: '中国图书出版史', publisher: '商务印书馆', typeCode: 'G', subjectType: 11, term: '图书出版', about: '梳理了从简帛时代到数字时代中国出版事业的发展脉络' },
  { title: '图书馆信息资源建设', publisher: '北京大学出版社', typeCode: 'G', subjectType: 11, term: '信息资源建设', about: '讨论了馆藏发展政策、资源采选与数字资源长期保存等问题' },
  { title: '数字人文导论', publisher: '清华大学出版社', typeCode: 'G', subjectType: 11, term: '数字人文', about: '介绍了数字人文的学术源流、核心方法与典型项目' },
  { title: '信息检索与利用', publisher: '科学出版社', typeCode: 'G', subjectType: 11, term: '信息检索', about: '讲解了检索语言、检索策略与常用学术数据库的使用方法', edited: true },
  { title: '档案管理学概论', publisher: '中国人民大学出版社', typeCode: 'G', subjectType: 11, term: '档案管理', about: '阐述了档案的收集、整理、鉴定、保管与利用等基本环节' },
  { title: '中国哲学史讲义', publisher: '人民出版社', typeCode: 'B', subjectType: 1, term: '中国哲学', about: '以问题为线索讲述了先秦至近代中国哲学的主要流派与人物' },
  { title: '伦理学原理', publisher: '中国人民大学出版社', typeCode: 'B', subjectType: 1, term: '伦理学', about: '系统阐释了道德的本质、规范与评价等伦理学基本问题' },
  { title: '先秦诸子思想研究', publisher: '中华书局', typeCode: 'B', subjectType: 1, term: '诸子思想', about: '比较研究了儒、道、墨、法诸家的核心主张及其相互影响' },
  { title: '宋明理学十讲', publisher: '上海古籍出版社', typeCode: 'B', subjectType: 1, term: '宋明理学', about: '以十个专题讲述了宋明理学的问题意识与思想演变' },
  { title: '中国经济发展的逻辑', publisher: '中国人民大学出版社', typeCode: 'F', subjectType: 2, term: '中国经济', about: '从制度与结构两个维度解释了改革开放以来的经济增长' },
  { title: '数字经济：理论与政策', publisher: '社会科学文献出版社', typeCode: 'F', subjectType: 2, term: '数字经济', about: '分析了数据要素、平台经济与数字治理的理论和政策问题' },
  { title: '区域经济学教程', publisher: '高等教育出版社', typeCode: 'F', subjectType: 2, term: '区域经济', about: '介绍了区位理论、区域增长与区域协调发展的基本框架', edited: true },
  { title: '货币金融学通论', publisher: '北京大学出版社', typeCode: 'F', subjectType: 2, term: '货币金融', about: '讲述了货币、信用、金融市场与货币政策的基本原理' },
  { title: '民法典精要', publisher: '法律出版社', typeCode: 'D', subjectType: 3, term: '民法典', about: '逐编解读了民法典的立法要点与适用中的重点问题' },
  { title: '知识产权法学', publisher: '中国人民大学出版社', typeCode: 'D', subjectType: 3, term: '知识产权', about: '系统讲述了著作权、专利权、商标权等知识产权制度', edited: true },
  { title: '数据法学导论', publisher: '北京大学出版社', typeCode: 'D', subjectType: 3, term: '数据法学', about: '讨论了数据权属、数据安全与个人信息保护的法律框架' },
  { title: '中国教育思想史', publisher: '高等教育出版社', typeCode: 'G', subjectType: 4, term: '教育思想', about: '梳理了自孔子以来中国教育思想的发展历程与主要流派' },
  { title: '课程与教学论', publisher: '高等教育出版社', typeCode: 'G', subjectType: 4, term: '课程与教学', about: '阐述了课程设计、教学组织与教学评价的理论和方法', edited: true },
  { title: '教师专业发展研究', publisher: '人民教育出版社', typeCode: 'G', subjectType: 4, term: '教师专业发展', about: '探讨了教师专业成长的阶段特征与支持体系' },
  { title: '大学之道：高等教育十二讲', publisher: '商务印书馆', typeCode: 'G', subjectType: 4, term: '高等教育', about: '以十二讲的形式讨论了大学理念、学科建设与人才培养' },
  { title: '唐诗鉴赏十五讲', publisher: '北京大学出版社', typeCode: 'I', subjectType: 5, term: '唐诗', about: '选取唐代名家名篇，从意象、格律与情感诸方面加以赏析' },
  { title: '中国现代文学三十年新编', publisher: '北京大学出版社', typeCode: 'I', subjectType: 5, term: '现代文学', about: '叙述了1917年至1949年中国现代文学的发展历程' },
  { title: '红楼梦人物论', publisher: '人民文学出版社', typeCode: 'I', subjectType: 5, term: '红楼梦', about: '逐一分析了《红楼梦》中数十位主要人物的性格与命运' },
  { title: '江南旧事', publisher: '人民文学出版社', typeCode: 'I', subjectType: 5, term: '散文', about: '是一部回忆江南水乡生活的散文集，笔调温润，细节丰富', literary: true },
  { title: '远山的回声', publisher: '译林出版社', typeCode: 'I', subjectType: 5, term: '长篇小说', about: '是一部讲述西南山村三代人命运变迁的长篇小说', literary: true },
  { title: '宋词的世界', publisher: '中华书局', typeCode: 'I', subjectType: 5, term: '宋词', about: '带领读者走进宋代词人的生活与情感世界' },
  { title: '比较文学概论', publisher: '高等教育出版社', typeCode: 'I', subjectType: 5, term: '比较文学', about: '介绍了比较文学的学科历史、研究范式与基本方法', edited: true },
  { title: '中国通史简编', publisher: '人民出版社', typeCode: 'K', subjectType: 6, term: '中国通史', about: '以简明的笔法叙述了从远古到近代的中国历史' },
  { title: '敦煌学入门', publisher: '上海古籍出版社', typeCode: 'K', subjectType: 6, term: '敦煌学', about: '介绍了敦煌文献与石窟艺术的发现、流散与研究' },
  { title: '明清社会经济史', publisher: '中华书局', typeCode: 'K', subjectType: 6, term: '社会经济史', about: '考察了明清时期的赋役制度、市场网络与社会结构' },
  { title: '丝绸之路文明史', publisher: '商务印书馆', typeCode: 'K', subjectType: 6, term: '丝绸之路', about: '讲述了丝绸之路沿线的文明交往与文化交流' },
  { title: '中国近代报刊史', publisher: '生活·读书·新知三联书店', typeCode: 'K', subjectType: 6, term: '近代报刊', about: '梳理了晚清至民国报刊业的兴起与演变' },
  { title: '中国地方志概论', publisher: '国家图书馆出版社', typeCode: 'K', subjectType: 6, term: '地方志', about: '介绍了地方志的起源、体例、价值与编纂方法' },
  { title: '高等数学（第八版）', publisher: '高等教育出版社', typeCode: 'O', subjectType: 7, term: '高等数学', about: '讲述了一元与多元微积分、级数与常微分方程', edited: true },
  { title: '量子力学导论', publisher: '科学出版社', typeCode: 'O', subjectType: 7, term: '量子力学', about: '由浅入深地介绍了量子力学的基本概念与计算方法' },
  { title: '物理化学简明教程', publisher: '科学出版社', typeCode: 'O', subjectType: 7, term: '物理化学', about: '阐述了化学热力学、化学动力学与电化学的基本原理' },
  { title: '气候变化科学概论', publisher: '科学出版社', typeCode: 'P', subjectType: 7, term: '气候变化', about: '介绍了气候系统、气候变化的观测事实与归因研究' },
  { title: '人工智能：原理与应用', publisher: '清华大学出版社', typeCode: 'T', subjectType: 8, term: '人工智能', about: '系统介绍了搜索、知识表示、机器学习与深度学习' },
  { title: '数据库系统概论', publisher: '高等教育出版社', typeCode: 'T', subjectType: 8, term: '数据库系统', about: '讲述了关系模型、SQL语言、查询优化与事务处理' },
  { title: '土木工程施工技术', publisher: '机械工业出版社', typeCode: 'T', subjectType: 8, term: '土木工程施工', about: '介绍了土方、基础、结构与装饰工程的施工工艺', edited: true },
  { title: '智能制造系统导论', publisher: '机械工业出版社', typeCode: 'T', subjectType: 8, term: '智能制造', about: '阐述了智能制造的体系架构、关键技术与典型应用' },
  { title: '作物栽培学', publisher: '中国农业出版社', typeCode: 'S', subjectType: 9, term: '作物栽培', about: '讲述了主要粮食与经济作物的生长发育规律与栽培技术', edited: true },
  { title: '土壤肥料学', publisher: '中国农业出版社', typeCode: 'S', subjectType: 9, term: '土壤肥料', about: '介绍了土壤的形成、性质与科学施肥的原理和方法' },
  { title: '内科学基础', publisher: '人民卫生出版社', typeCode: 'R', subjectType: 10, term: '内科学', about: '系统讲述了内科常见病的病因、诊断与治疗', edited: true },
  { title: '中医基础理论', publisher: '人民卫生出版社', typeCode: 'R', subjectType: 10, term: '中医基础理论', about: '阐述了阴阳五行、藏象、经络与病因病机等中医理论' },
  { title: '公共卫生与预防医学导论', publisher: '人民卫生出版社', typeCode: 'R', subjectType: 10, term: '公共卫生', about: '介绍了公共卫生体系、疾病预防与健康促进的基本知识' },
  { title: '中国美术史纲要', publisher: '人民美术出版社', typeCode: 'J', subjectType: 12, term: '中国美术', about: '概述了从史前彩陶到近现代绘画的中国美术发展历程' },
  { title: '中国音乐简史', publisher: '人民音乐出版社', typeCode: 'J', subjectType: 12, term: '中国音乐', about: '介绍了中国古代与近现代音乐的发展及代表作品' },
  { title: '书法艺术概论', publisher: '生活·读书·新知三联书店', typeCode: 'J', subjectType: 12, term: '书法艺术', about: '讲述了汉字书体的演变、书法技法与历代名家' },
];

export const LITERARY_CHAPTERS = ['故乡的河', '远行', '灯下', '旧时光', '雪夜', '归途', '山居', '海上来信', '重逢', '尾声'];

