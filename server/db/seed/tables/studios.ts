import type { DemoClip } from '../demoVideos';

/** Demo teacher studios (issue 13): real-sounding Chinese school studios, their news, documents and lessons. */
export interface DemoStudio {
  manager: { username: string; mname: string; phone: string };
  name: string;
  studioType: 1 | 2 | 3 | 4;
  subject: string;
  school: string;
  since: string;
  intro: string;
  members?: string[];
  infos: Array<{ infoType: 1 | 2 | 3 | 4; title: string; summary: string; content: string; annex?: string }>;
  data: Array<{ title: string; fileType: 1 | 2 | 3 | 4 | 5; intro: string; text: string; by?: string }>;
  /** Each plays one of the committed demo clips (server/db/seed/demoVideos.ts). */
  videos: Array<{ title: string; intro: string; clip: DemoClip }>;
}

const para = (...lines: string[]) => lines.join('\n\n');

export const DEMO_STUDIOS: readonly DemoStudio[] = [
  {
    manager: { username: 'demo_studio', mname: '赵磊', phone: '13800000007' },
    name: '赵磊初中语文名师工作室',
    studioType: 1,
    subject: '语文',
    school: '北京市海淀区实验中学',
    since: '2023-03-01T08:00:00+08:00',
    intro: '工作室由北京市骨干教师赵磊领衔，聚焦初中语文整本书阅读与写作教学，成员是海淀区的初中语文教师。工作室以“读写共生”为主题开展课例研究、集体备课和青年教师培养，承担区级课题《初中整本书阅读的任务群设计》。',
    members: ['demo_stmember', 'demo_famous'],
    infos: [
      { infoType: 1, title: '工作室举行“整本书阅读”专题研讨活动', summary: '围绕《朝花夕拾》的阅读任务设计，两位成员执教研究课。', content: para('11月8日下午，工作室在海淀区实验中学举行“整本书阅读”专题研讨活动。孙悦、朱清华两位老师分别执教《朝花夕拾》导读课与专题探究课。', '课后，赵磊老师从阅读任务的梯度、学生成果的呈现方式两个方面作了点评，指出整本书阅读要“读得进、说得出、写得成”。', '活动最后，工作室布置了下一阶段的课例打磨任务。'), annex: '《朝花夕拾》阅读任务单\n\n一、通读全书，列出十篇文章中出现的主要人物。\n二、选择一篇，梳理“我”的情感变化。\n三、专题探究：鲁迅笔下的童年与成年视角。' },
      { infoType: 2, title: '任务群视角下的初中议论文写作教学', summary: '以“观点—论据—论证”为主线，设计三阶写作任务。', content: para('议论文写作是初中写作教学的难点。本文结合八年级上册第五单元，提出以学习任务群组织写作教学的思路。', '第一阶段：从生活话题中提炼观点；第二阶段：选择并组织论据；第三阶段：在修改中完善论证。', '实践表明，任务驱动下学生的论证意识明显增强。') },
      { infoType: 3, title: '关于开展2025年度青年教师课例评选的通知', summary: '面向工作室成员及学员，12月20日前提交课例材料。', content: para('各位成员：', '为促进青年教师专业成长，工作室决定开展2025年度青年教师课例评选。请于12月20日前提交教学设计、课堂实录视频及教学反思。', '评选结果将在工作室年度总结会上公布。') },
      { infoType: 4, title: '区级课题《初中整本书阅读的任务群设计》顺利结题', summary: '课题历时两年，形成课例二十余节、论文六篇。', content: para('经海淀区教育科学规划领导小组评审，工作室承担的区级课题顺利结题，鉴定等级为优秀。', '课题组形成整本书阅读课例二十余节，发表论文六篇，编写校本阅读手册一册。') },
    ],
    data: [
      { title: '《背影》教学设计（第一课时）', fileType: 1, intro: '八年级上册第四单元，侧重细节描写与情感体会。', text: '《背影》教学设计\n\n教学目标：\n1. 品读文中四次写背影的语句，体会父爱的深沉。\n2. 学习抓住细节表现人物的写法。\n\n教学过程：\n一、导入：展示一组父亲背影的照片……\n二、初读课文，找出四次写背影的句子。\n三、精读“买橘子”片段，分析动词的表达效果。\n四、小结与作业。' },
      { title: '八年级上册期中语文试卷（含答案）', fileType: 3, intro: '覆盖第一至第三单元，附评分标准。', text: '八年级上册期中语文试卷\n\n一、积累与运用（20分）\n1. 下列加点字注音全都正确的一项是……\n二、现代文阅读（30分）\n三、古诗文阅读（20分）\n四、作文（30分）\n\n参考答案与评分标准附后。' },
      { title: '整本书阅读《红星照耀中国》导读课件讲稿', fileType: 2, intro: '纪实作品阅读方法指导。', text: '《红星照耀中国》导读讲稿\n\n第一部分：作者斯诺与写作背景\n第二部分：纪实作品的阅读方法——关注时间、地点、人物与事件\n第三部分：阅读任务布置', by: 'demo_stmember' },
      { title: '初中语文作文升格训练的实践研究', fileType: 4, intro: '工作室成员论文，发表于区教研简报。', text: '初中语文作文升格训练的实践研究\n\n摘要：本文以八年级学生习作为样本，探讨“一文多改”的升格训练方式……\n\n一、问题的提出\n二、升格训练的三个维度\n三、实践效果与反思', by: 'demo_stmember' },
    ],
    videos: [
      { title: '《背影》课堂实录（精选片段）', intro: '赵磊老师执教，八年级（3）班，“买橘子”片段的细读。', clip: 'lesson' },
      { title: '整本书阅读专题讲座：如何设计阅读任务单（开场）', intro: '面向工作室学员的专题讲座开场部分。', clip: 'lecture' },
    ],
  },
  {
    manager: { username: 'studio_linhui', mname: '林慧', phone: '13800000031' },
    name: '林慧小学数学名师工作室',
    studioType: 1,
    subject: '数学',
    school: '杭州市西湖区文华小学',
    since: '2022-09-01T08:00:00+08:00',
    intro: '工作室以“让学生经历数学化的过程”为理念，研究小学数学大单元教学与作业设计，开发了《图形与几何》系列微课四十余节。',
    infos: [
      { infoType: 1, title: '工作室赴温州开展送教下乡活动', summary: '两节示范课、一场作业设计讲座。', content: para('10月，工作室一行六人赴温州市永嘉县开展送教活动，执教《平行四边形的面积》《分数的初步认识》两节示范课。', '林慧老师作了题为《“双减”背景下的小学数学作业设计》的讲座。') },
      { infoType: 2, title: '大单元视角下“面积”的教学整体设计', summary: '打通三至五年级的面积学习。', content: para('面积概念贯穿小学三至五年级。本文梳理教材编排，提出以“度量单位的累加”统领面积教学的整体设计。') },
    ],
    data: [
      { title: '《平行四边形的面积》教学设计', fileType: 1, intro: '五年级上册，转化思想的渗透。', text: '《平行四边形的面积》教学设计\n\n一、复习长方形面积\n二、动手操作：剪、移、拼\n三、推导公式 S=ah\n四、练习与拓展' },
      { title: '五年级上册单元作业设计汇编', fileType: 5, intro: '分层作业，含基础、提高、拓展三级。', text: '五年级上册单元作业设计汇编\n\n第一单元 小数乘法\n基础题……\n提高题……\n拓展题……' },
    ],
    videos: [{ title: '微课：平行四边形面积公式的推导（预告）', intro: '系列微课的预告片段。', clip: 'lesson' }],
  },
  {
    manager: { username: 'studio_hemin', mname: '何敏', phone: '13800000032' },
    name: '何敏名班主任工作室',
    studioType: 2,
    subject: '班级管理',
    school: '成都市第七中学初中学校',
    since: '2023-02-15T08:00:00+08:00',
    intro: '工作室致力于班级文化建设与家校共育研究，每学期开展班主任沙龙和主题班会展示，培养青年班主任三十余名。',
    infos: [
      { infoType: 1, title: '“青春期沟通”主题班会展示活动举行', summary: '三节主题班会，聚焦初二学生情绪管理。', content: para('本次展示活动围绕初二学生的青春期沟通问题，三位青年班主任分别设计了“情绪温度计”“给父母的一封信”等活动。') },
      { infoType: 3, title: '班主任沙龙报名通知', summary: '本期主题：家长会的新形式。', content: para('本期沙龙将于下周三举行，主题为“家长会的新形式”，欢迎各校班主任报名参加。') },
    ],
    data: [{ title: '初二主题班会设计：学会与父母沟通', fileType: 1, intro: '一课时，含活动单。', text: '主题班会设计：学会与父母沟通\n\n一、暖场：情绪温度计\n二、情景剧表演\n三、小组讨论：换位思考\n四、写一封信给父母' }],
    videos: [{ title: '主题班会实录：给父母的一封信（片段）', intro: '初二（5）班，学生朗读书信的片段。', clip: 'lecture' }],
  },
  {
    manager: { username: 'studio_qianzh', mname: '钱志宏', phone: '13800000033' },
    name: '钱志宏高中物理学科教研工作室',
    studioType: 4,
    subject: '物理',
    school: '南京市金陵中学',
    since: '2024-01-10T08:00:00+08:00',
    intro: '工作室聚焦高中物理实验教学创新与新高考备考研究，自制教具十余件，开设“家庭小实验”校本课程。',
    infos: [{ infoType: 2, title: '用手机传感器测量重力加速度', summary: '低成本实验的课堂实践。', content: para('智能手机内置加速度传感器，可用于测量重力加速度。本文介绍实验原理、操作步骤与误差分析。') }],
    data: [{ title: '新高考物理一轮复习：力与运动', fileType: 2, intro: '复习讲义。', text: '新高考物理一轮复习：力与运动\n\n一、牛顿运动定律\n二、连接体问题\n三、临界与极值问题' }],
    videos: [{ title: '演示实验：自制楞次定律演示仪', intro: '强磁铁穿过铝管的慢落现象，十余秒的实验短片。', clip: 'experiment' }],
  },
];
