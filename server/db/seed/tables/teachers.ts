/**
 * Word pools of the famous-teacher demo (issue 14): teachers of basic education with their schools,
 * and per subject the titles of their articles, books and lecture videos. Invented people at real
 * kinds of schools; titles in the style of Chinese teaching journals.
 */
export interface TeacherSeed {
  name: string;
  school: string;
  /** 1 小学 2 初中 3 高中 */
  grade: 1 | 2 | 3;
  /** src/resources/famousTeachers.ts SCHOOL_SUBJECTS */
  subjectType: number;
  title: string;
  provinceId: number;
  motto: string;
  honors: string[];
}

export const TEACHER_SEEDS: TeacherSeed[] = [
  { name: '朱清华', school: '北京市第八十中学', grade: 3, subjectType: 1, title: '正高级教师、特级教师', provinceId: 110000, motto: '让每一个孩子都能在文字里找到自己。', honors: ['全国模范教师', '北京市特级教师', '北京市中学语文学科带头人', '全国中学语文教学改革先进个人'] },
  { name: '钱卫东', school: '上海市七宝中学', grade: 3, subjectType: 2, title: '正高级教师', provinceId: 310000, motto: '数学是思维的体操，课堂是思维的操场。', honors: ['上海市特级教师', '上海市园丁奖', '全国优秀数学教师'] },
  { name: '沈雅琴', school: '南京市琅琊路小学', grade: 1, subjectType: 1, title: '特级教师', provinceId: 320000, motto: '读书是童年最好的礼物。', honors: ['江苏省特级教师', '江苏省教学名师', '全国小学语文教学能手'] },
  { name: '韩立新', school: '华中师范大学第一附属中学', grade: 3, subjectType: 4, title: '正高级教师', provinceId: 420000, motto: '从生活走向物理，从物理走向社会。', honors: ['湖北省特级教师', '全国中学物理优秀教学成果一等奖'] },
  { name: '林晓燕', school: '福州第一中学', grade: 2, subjectType: 3, title: '高级教师', provinceId: 350000, motto: 'Language is a window to the world.', honors: ['福建省学科带头人', '福建省优秀教师', '全国初中英语优质课一等奖'] },
  { name: '周海涛', school: '杭州市学军小学', grade: 1, subjectType: 2, title: '特级教师', provinceId: 330000, motto: '好的数学课，要让孩子自己发现。', honors: ['浙江省特级教师', '杭州市名师', '全国小学数学课堂教学观摩一等奖'] },
  { name: '郭文静', school: '成都七中', grade: 3, subjectType: 5, title: '正高级教师', provinceId: 510000, motto: '以实验启发思考，以思考走近科学。', honors: ['四川省特级教师', '四川省学术和技术带头人后备人选'] },
  { name: '马骏', school: '西安高新第一中学', grade: 2, subjectType: 7, title: '高级教师', provinceId: 610000, motto: '读史使人明智，更使人有温度。', honors: ['陕西省教学能手', '西安市骨干教师', '全国历史优质课一等奖'] },
  { name: '黄秀兰', school: '广州市执信中学', grade: 3, subjectType: 6, title: '正高级教师', provinceId: 440000, motto: '敬畏生命，探究生命。', honors: ['广东省特级教师', '南粤优秀教师', '广东省名教师工作室主持人'] },
  { name: '吴振华', school: '长沙市一中', grade: 3, subjectType: 8, title: '特级教师', provinceId: 430000, motto: '把课堂搬到大地上。', honors: ['湖南省特级教师', '湖南省芙蓉教学名师'] },
  { name: '许丽萍', school: '天津市实验小学', grade: 1, subjectType: 3, title: '高级教师', provinceId: 120000, motto: '快乐地说，大胆地说。', honors: ['天津市学科带头人', '天津市优秀教师'] },
  { name: '何志刚', school: '郑州外国语学校', grade: 2, subjectType: 2, title: '正高级教师', provinceId: 410000, motto: '慢一点，让思维真正发生。', honors: ['河南省特级教师', '河南省名师', '全国初中数学优质课一等奖'] },
  { name: '罗春梅', school: '重庆市巴蜀小学', grade: 1, subjectType: 11, title: '高级教师', provinceId: 500000, motto: '每个孩子都是天生的画家。', honors: ['重庆市骨干教师', '全国中小学美术优质课一等奖'] },
  { name: '梁国栋', school: '山东省实验中学', grade: 3, subjectType: 9, title: '正高级教师', provinceId: 370000, motto: '让思政课有深度、有温度、有广度。', honors: ['山东省特级教师', '齐鲁名师', '全国思政课教学展示活动优秀奖'] },
  { name: '宋晓雯', school: '合肥市第一中学', grade: 2, subjectType: 1, title: '高级教师', provinceId: 340000, motto: '把阅读的种子种进每一节课。', honors: ['安徽省教坛新星', '安徽省特级教师'] },
  { name: '唐明远', school: '哈尔滨市第三中学', grade: 3, subjectType: 13, title: '高级教师', provinceId: 230000, motto: '用计算思维解决真实问题。', honors: ['黑龙江省骨干教师', '全国中小学信息技术创新与实践活动优秀指导教师'] },
  { name: '冯佳慧', school: '苏州市平江实验学校', grade: 1, subjectType: 10, title: '高级教师', provinceId: 320000, motto: '让音乐成为孩子一生的朋友。', honors: ['苏州市学科带头人', '江苏省中小学音乐优质课一等奖'] },
  { name: '蒋建平', school: '昆明市第一中学', grade: 2, subjectType: 12, title: '高级教师', provinceId: 530000, motto: '健康第一，享受运动。', honors: ['云南省骨干教师', '全国中小学体育教学观摩展示一等奖'] },
  { name: '袁丽君', school: '南昌市第二中学', grade: 3, subjectType: 3, title: '正高级教师', provinceId: 360000, motto: '读写结合，学以致用。', honors: ['江西省特级教师', '江西省金牌教师'] },
  { name: '邓思远', school: '深圳市南山外国语学校', grade: 2, subjectType: 4, title: '高级教师', provinceId: 440000, motto: '做中学，学中思。', honors: ['深圳市名师', '广东省中学物理优秀课例一等奖'] },
];

/** Per subject: article titles (期刊论文), book titles (著作) and lecture topics (视频). */
export const SUBJECT_WORKS: Record<number, { journals: string[]; articles: string[]; books: string[]; videos: string[] }> = {
  1: {
    journals: ['语文建设', '中学语文教学', '小学语文教师'],
    articles: ['整本书阅读的课堂推进策略', '群文阅读视角下的古诗词教学', '以任务群重构初中写作教学', '文言文教学中的“言”与“文”', '让学生在真实情境中写作'],
    books: ['语文课堂的温度', '整本书阅读教学设计与实施'],
    videos: ['《背影》：细节里的父爱', '《岳阳楼记》的情怀与笔法', '记叙文写作：如何写出细节'],
  },
  2: {
    journals: ['数学通报', '中学数学教学参考', '小学数学教师'],
    articles: ['数形结合思想在函数教学中的渗透', '问题链驱动的数学课堂设计', '小学“图形与几何”的操作性学习', '数学建模活动的组织与评价', '让错题成为学习资源'],
    books: ['思维可见的数学课堂', '数学单元整体教学设计'],
    videos: ['二次函数图像的平移', '三角形内角和的探究', '鸡兔同笼问题的多种解法'],
  },
  3: {
    journals: ['中小学外语教学', '英语学习'],
    articles: ['英语阅读课中的思维品质培养', '基于主题意义的单元整体教学', '绘本在小学英语教学中的运用', '高中英语读后续写的教学路径'],
    books: ['英语课堂的语言与思维', '小学英语绘本教学实践'],
    videos: ['读后续写：情节与情感', '自然拼读入门', '英语演讲的开场与结尾'],
  },
  4: {
    journals: ['物理教师', '中学物理教学参考'],
    articles: ['物理概念教学中的模型建构', '用生活化实验突破力学难点', '核心素养导向的物理单元教学', '物理习题课的变式设计'],
    books: ['从生活走向物理', '中学物理实验创新设计'],
    videos: ['牛顿第二定律的实验探究', '电磁感应现象', '浮力大小与哪些因素有关'],
  },
  5: {
    journals: ['化学教育', '中学化学教学参考'],
    articles: ['化学实验教学中的证据推理', '微型实验在课堂中的应用', '化学与生活：情境化教学案例'],
    books: ['化学课堂的实验之美'],
    videos: ['原电池的工作原理', '酸碱中和滴定'],
  },
  6: { journals: ['生物学教学', '中学生物教学'], articles: ['生物学概念的探究式教学', '校园植物调查的项目化学习', '遗传规律教学的难点突破'], books: ['生命观念的课堂生成'], videos: ['光合作用的发现史', '显微镜下的细胞'] },
  7: { journals: ['历史教学', '中学历史教学参考'], articles: ['史料实证素养的课堂落实', '大单元视角下的中国古代史教学', '历史课堂中的家国情怀'], books: ['让历史课有温度'], videos: ['丝绸之路与文明交流', '商鞅变法'] },
  8: { journals: ['地理教学', '中学地理教学参考'], articles: ['地理实践力培养的野外考察设计', '区域认知视角下的案例教学'], books: ['行走的地理课堂'], videos: ['等高线地形图的判读', '季风气候与农业'] },
  9: { journals: ['思想政治课教学', '中学政治教学参考'], articles: ['议题式教学在思政课中的实践', '时政资源进课堂的路径'], books: ['思政课的深度与温度'], videos: ['新发展理念', '法治与我们的生活'] },
  10: { journals: ['中国音乐教育', '中小学音乐教育'], articles: ['小学音乐课堂中的节奏训练', '合唱教学的趣味化设计'], books: ['让童声更动听'], videos: ['《茉莉花》的学唱与赏析'] },
  11: { journals: ['中国美术教育', '中小学美术'], articles: ['儿童画教学中的想象力保护', '传统纹样进入小学美术课堂'], books: ['童画童心'], videos: ['剪纸中的对称美'] },
  12: { journals: ['中国学校体育', '体育教学'], articles: ['大课间活动的设计与组织', '体育课堂的运动负荷与安全'], books: ['快乐体育课堂'], videos: ['篮球行进间运球'] },
  13: { journals: ['中国信息技术教育', '中小学信息技术教育'], articles: ['高中信息技术的项目式学习', '从算法到计算思维'], books: ['计算思维的课堂培养'], videos: ['Python循环结构入门', '数据可视化初步'] },
};

/** Journals and publishers a teacher's articles and books come out in. */
export const TEACHING_JOURNALS = ['人民教育', '中国教育学刊', '基础教育课程', '课程·教材·教法'];
export const EDUCATION_PUBLISHERS = ['人民教育出版社', '北京师范大学出版社', '华东师范大学出版社', '教育科学出版社', '江苏凤凰教育出版社'];
