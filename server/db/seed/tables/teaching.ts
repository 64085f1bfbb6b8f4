/**
 * 基础教育 demo catalogue (issue 14, edubasic): real subjects, grades, textbook editions and the
 * unit names of their current volumes (上册). Codes: src/resources/teaching.ts.
 * `[subject, grade, version, units]`.
 */
export const TEACHING_CATALOGUE: ReadonlyArray<readonly [subject: number, grade: number, version: number, units: readonly string[]]> = [
  // 语文 (1)
  [1, 1, 4, ['第一单元 识字（天地人 金木水火土）', '第二单元 汉语拼音', '第四单元 课文（秋天 小小的船）', '第六单元 课文（影子 比尾巴）']],
  [1, 3, 4, ['第一单元 大青树下的小学', '第二单元 金色的秋天', '第三单元 童话世界']],
  [1, 7, 4, ['第一单元 四季美景', '第二单元 至爱亲情', '第三单元 学习生活', '第四单元 人生之舟']],
  [1, 8, 4, ['第一单元 新闻阅读', '第二单元 回忆性散文', '第三单元 古代山水游记']],
  [1, 10, 4, ['第一单元 青春激扬', '第二单元 劳动光荣', '第三单元 生命的诗意']],
  // 数学 (2)
  [2, 3, 1, ['第一单元 时、分、秒', '第二单元 万以内的加法和减法（一）', '第三单元 测量']],
  [2, 3, 2, ['第一单元 混合运算', '第二单元 观察物体', '第三单元 加与减']],
  [2, 8, 1, ['第十一章 三角形', '第十二章 全等三角形', '第十三章 轴对称', '第十四章 整式的乘法与因式分解']],
  [2, 10, 1, ['第一章 集合与常用逻辑用语', '第二章 一元二次函数、方程和不等式', '第三章 函数的概念与性质']],
  [2, 10, 2, ['第一章 预备知识', '第二章 函数']],
  // 英语 (3)
  [3, 3, 7, ['Unit 1 Hello!', 'Unit 2 Colours', 'Unit 3 Look at me!']],
  [3, 7, 1, ['Starter Unit 1 Good morning!', "Unit 1 My name's Gina.", 'Unit 2 This is my sister.']],
  [3, 7, 5, ['Module 1 My classmates', 'Module 2 My family']],
  [3, 10, 8, ['Unit 1 Back to school', "Unit 2 Let's talk teens"]],
  // 物理 (4)
  [4, 8, 1, ['第一章 机械运动', '第二章 声现象', '第三章 物态变化']],
  [4, 8, 3, ['第一章 声现象', '第二章 物态变化']],
  [4, 10, 1, ['第一章 运动的描述', '第二章 匀变速直线运动的研究', '第三章 相互作用——力']],
  // 化学 (5)
  [5, 9, 1, ['第一单元 走进化学世界', '第二单元 我们周围的空气', '第三单元 物质构成的奥秘']],
  [5, 9, 6, ['第1章 开启化学之门', '第2章 身边的化学物质']],
  [5, 10, 1, ['第一章 物质及其变化', '第二章 海水中的重要元素——钠和氯']],
];

/** Teachers who wrote the platform's resources, with their schools. */
export const TEACHING_AUTHORS: ReadonlyArray<readonly [name: string, school: string]> = [
  ['陈淑敏', '北京市海淀区中关村第一小学'],
  ['王志刚', '上海市实验学校'],
  ['李婉清', '南京市鼓楼区琅琊路小学'],
  ['张建华', '杭州市学军中学'],
  ['刘晓燕', '成都市树德中学'],
  ['赵文博', '武汉市第二中学'],
  ['孙丽娟', '西安市铁一中学'],
  ['周明远', '广州市执信中学'],
  ['吴海燕', '长沙市长郡中学'],
  ['郑国强', '深圳市南山外国语学校'],
];

/** The school demo_teacher (杨帆) teaches at: the resources naming it are theirs. */
export const DEMO_TEACHER_SCHOOL = '北京市第八中学';

/** A title for each resource type, from the unit's topic and its place in the catalogue. */
export const RESOURCE_TITLES: Readonly<Record<number, (topic: string, where: string) => string>> = {
  1: (t, w) => `${w}《${t}》精品课件`,
  2: (t, w) => `${w}《${t}》教学设计`,
  3: (t, w) => `${w}《${t}》导学案`,
  4: (t, w) => `${w}《${t}》单元测试卷（含答案）`,
  5: (t, w) => `${w}《${t}》微课精讲`,
  6: (t, w) => `${w}《${t}》教学素材包`,
};

/** The introduction a resource of each type carries. */
export const RESOURCE_INTROS: Readonly<Record<number, (topic: string) => string>> = {
  1: (t) => `围绕“${t}”设计的课堂演示课件，按导入、新授、练习、小结四个环节组织，配有情境图片和板书设计，可直接用于课堂教学，也可按学情增删。`,
  2: (t) => `“${t}”的完整教学设计，包括教材分析、学情分析、教学目标、教学重难点、教学过程和板书设计，附课后反思，适合新授课使用。`,
  3: (t) => `“${t}”的导学案，分为课前预习、课堂探究、当堂检测、课后拓展四部分，帮助学生自主学习，便于教师掌握学情。`,
  4: (t) => `“${t}”单元测试卷，覆盖本单元全部知识点，题型包括选择、填空、解答，难度梯度合理，附参考答案和评分标准。`,
  5: (t) => `“${t}”微课视频，时长约十分钟，聚焦本单元的一个重难点，讲解清楚、例题典型，适合课前预习和课后复习。`,
  6: (t) => `“${t}”教学素材，收集了与本单元相关的背景资料、拓展阅读和课堂活动设计，供备课时选用。`,
};

/** The text of a seeded document (教案, 学案, 试题 … kept as UTF-8 text): readable in the preview. */
export function resourceText(title: string, author: string, school: string | null, topic: string, fileType: number): string {
  const head = `${title}\n\n作者：${author}${school ? `（${school}）` : ''}\n\n`;
  if (fileType === 4) {
    return `${head}一、选择题（每小题3分，共30分）\n1. 下列关于“${topic}”的说法，正确的一项是（　　）\n2. 根据本单元所学内容，判断下列说法是否正确（　　）\n\n二、填空题（每空2分，共20分）\n3. “${topic}”一课的核心概念是________。\n\n三、解答题（共50分）\n4. 结合本单元所学，简要说明“${topic}”的主要内容，并举一例说明。\n\n参考答案及评分标准见卷末。\n`;
  }
  return `${head}【教学目标】\n1. 知识与技能：理解“${topic}”的基本内容，掌握本单元的重点知识。\n2. 过程与方法：通过自主学习、合作探究，提高分析和解决问题的能力。\n3. 情感态度与价值观：激发学习兴趣，养成良好的学习习惯。\n\n【教学重难点】\n重点：“${topic}”的核心内容。\n难点：知识的迁移与运用。\n\n【教学过程】\n一、情境导入（5分钟）\n二、新课讲授（20分钟）\n三、合作探究（10分钟）\n四、课堂练习（7分钟）\n五、课堂小结（3分钟）\n\n【板书设计】\n${topic}\n\n【教学反思】\n本课从学生的生活经验出发，课堂气氛活跃，学生参与度高；个别学生对难点的理解仍需在练习中巩固。\n`;
}
