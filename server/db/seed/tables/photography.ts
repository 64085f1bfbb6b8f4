/** Word pools of the photography demo (issue 14): types, activities, places, photographers, courses. */

export const PHOTO_TYPE_TREE: ReadonlyArray<{ name: string; children: string[] }> = [
  { name: '风光', children: ['山川', '湖海', '星空'] },
  { name: '人文', children: ['街头', '民俗', '建筑'] },
  { name: '生态', children: ['鸟类', '花卉'] },
  { name: '人像', children: ['肖像', '儿童'] },
  { name: '纪实', children: ['乡村', '城市变迁'] },
];

export const PHOTO_ACTIVITIES: ReadonlyArray<{ title: string; type: string; organizer: string; begin: string; end: string; intro: string }> = [
  { title: '第十二届“美丽中国”风光摄影大赛', type: '风光', organizer: '中国摄影家协会 · 文库影像中心', begin: '2026-09-01', end: '2026-12-31', intro: '以“山河锦绣”为主题，征集反映祖国自然风光、生态之美的摄影作品。单幅、组照均可投稿，组照不超过6幅。' },
  { title: '2026“影像乡村”全国摄影征稿', type: '纪实', organizer: '农业农村部宣传中心', begin: '2026-06-15', end: '2026-10-31', intro: '记录乡村振兴中的新面貌、新产业、新农人。作品须为2024年以来拍摄，须附简要文字说明。' },
  { title: '江南古镇人文摄影展征稿', type: '人文', organizer: '浙江省摄影家协会', begin: '2026-08-01', end: '2026-11-30', intro: '聚焦乌镇、西塘、周庄等江南古镇的街巷、民居与日常生活，入选作品将在嘉兴美术馆展出。' },
  { title: '“候鸟归来”鄱阳湖生态摄影活动', type: '生态', organizer: '江西省林业局 · 鄱阳湖国家级自然保护区', begin: '2026-11-01', end: '2027-02-28', intro: '冬季候鸟迁徙季，邀请摄影爱好者记录白鹤、东方白鹳等珍稀鸟类。请遵守保护区规定，不得惊扰鸟群。' },
  { title: '“我的家乡”中小学生摄影比赛', type: '人像', organizer: '文库基础教育频道', begin: '2026-03-01', end: '2026-05-31', intro: '面向全国中小学生，用镜头讲述家乡的人和事。分小学组、初中组、高中组评选。' },
  { title: '黄河流域非遗影像记录计划', type: '民俗', organizer: '黄河文化研究院', begin: '2026-04-10', end: '2026-09-30', intro: '记录黄河沿岸的剪纸、皮影、社火、陶艺等非物质文化遗产及其传承人。' },
  { title: '“城市之光”夜景摄影挑战赛', type: '城市变迁', organizer: '上海市摄影家协会', begin: '2026-07-01', end: '2026-08-31', intro: '拍摄城市夜晚的灯火、车流与天际线，鼓励长曝光、延时等多种手法。' },
  { title: '“书香校园”主题摄影征集', type: '儿童', organizer: '文库编辑部', begin: '2026-04-23', end: '2026-06-30', intro: '世界读书日特别活动，记录校园里的阅读时光。获奖作品将刊登于文库首页。' },
  { title: '“星河万里”星空摄影大赛', type: '星空', organizer: '中国天文学会科普工作委员会', begin: '2025-10-01', end: '2026-01-31', intro: '征集银河、星轨、深空天体等星空摄影作品，设“最佳星空风光”“最佳深空”等单项奖。' },
];

export const PHOTO_PLACES: ReadonlyArray<{ place: string; titles: string[]; type: string }> = [
  { place: '安徽黄山', titles: ['黄山云海', '始信峰日出', '西海大峡谷'], type: '山川' },
  { place: '福建霞浦', titles: ['霞浦滩涂晨曦', '北岐渔光', '杨家溪秋色'], type: '湖海' },
  { place: '云南元阳', titles: ['元阳梯田', '多依树的清晨', '老虎嘴落日'], type: '乡村' },
  { place: '河北坝上', titles: ['坝上秋色', '白桦林晨雾', '草原牧归'], type: '山川' },
  { place: '云南大理', titles: ['洱海月夜', '苍山雪霁', '双廊渔火'], type: '湖海' },
  { place: '新疆喀纳斯', titles: ['喀纳斯晨雾', '禾木村炊烟', '神仙湾'], type: '山川' },
  { place: '广西桂林', titles: ['漓江烟雨', '兴坪渔翁', '相公山日出'], type: '湖海' },
  { place: '江西婺源', titles: ['婺源油菜花', '篁岭晒秋', '江岭春色'], type: '乡村' },
  { place: '青海茶卡', titles: ['茶卡盐湖星空', '天空之镜', '盐湖银河'], type: '星空' },
  { place: '浙江乌镇', titles: ['乌镇水巷', '西栅夜色', '古镇晨炊'], type: '建筑' },
  { place: '江西鄱阳湖', titles: ['白鹤归来', '鹤舞鄱阳', '候鸟翔集'], type: '鸟类' },
  { place: '北京', titles: ['胡同里的午后', '雪后故宫', '国贸天际线'], type: '街头' },
];

export const PHOTOGRAPHERS = ['胡晨', '陈立峰', '王雪松', '李梦瑶', '赵海川', '林清远', '周岚', '孙铭'] as const;

export const CAMERAS = ['尼康 Z8 · 24-120mm f/4', '佳能 EOS R5 · RF 70-200mm f/2.8', '索尼 A7R V · FE 16-35mm f/2.8', '富士 GFX100S · GF 45mm f/2.8', '大疆 Mavic 3 Pro', '徕卡 Q3'] as const;

export const PHOTO_DESCRIPTIONS = [
  '凌晨四点出发，在山顶等候两个多小时，云层终于在日出时散开，光线斜照在层层山脊上。',
  '选择低机位，利用前景引导视线，后期仅做了适度的曝光和色温调整。',
  '雨后初晴，空气通透，远景的层次格外分明。使用中灰渐变镜平衡了天空与地面的亮度。',
  '当地朋友带路，避开了游客聚集的机位，从侧面的小路上山，才拍到这个角度。',
  '长焦压缩空间，让远近的山峦叠在一起，画面更显纵深。',
  '等候了三个傍晚才遇到理想的火烧云，按下快门的那一刻感到一切都值得。',
];

/** Forum courses: chapters, each with its classes (a class's `free` one is the free preview). */
export const PHOTO_COURSES: ReadonlyArray<{
  title: string;
  teacher: string;
  type: string;
  intro: string;
  chapters: ReadonlyArray<{ title: string; classes: string[] }>;
}> = [
  {
    title: '风光摄影从入门到精通',
    teacher: '胡晨',
    type: '风光',
    intro: '从器材选择、曝光三要素讲起，系统讲解风光摄影的构图、用光与后期。适合有一定基础、想系统提升的摄影爱好者。',
    chapters: [
      { title: '第一章 器材与曝光', classes: ['1.1 认识你的相机与镜头', '1.2 曝光三要素：光圈、快门与感光度', '1.3 测光模式与曝光补偿'] },
      { title: '第二章 构图与用光', classes: ['2.1 三分法与引导线', '2.2 黄金时刻与蓝调时刻', '2.3 逆光与侧光的运用'] },
      { title: '第三章 实战与后期', classes: ['3.1 黄山云海拍摄实录', '3.2 Lightroom 风光调色流程'] },
    ],
  },
  {
    title: '手机摄影构图十二讲',
    teacher: '李梦瑶',
    type: '人文',
    intro: '不需要昂贵的器材，一部手机也能拍出好照片。十二讲覆盖构图、光线、人像和街拍。',
    chapters: [
      { title: '第一章 构图基础', classes: ['第1讲 水平线与对称', '第2讲 框架式构图', '第3讲 留白与极简'] },
      { title: '第二章 光线与色彩', classes: ['第4讲 窗光人像', '第5讲 夜景与城市灯光'] },
    ],
  },
  {
    title: '人文纪实摄影的叙事方法',
    teacher: '陈立峰',
    type: '纪实',
    intro: '纪实摄影不止是按下快门，更是讲故事。课程以多个长期拍摄项目为例，讲解选题、沟通与组照编辑。',
    chapters: [
      { title: '第一章 选题与准备', classes: ['1.1 如何找到值得拍的故事', '1.2 与拍摄对象建立信任'] },
      { title: '第二章 组照编辑', classes: ['2.1 开篇、转折与结尾', '2.2 图片说明的写法'] },
    ],
  },
  {
    title: '鸟类生态摄影入门',
    teacher: '赵海川',
    type: '生态',
    intro: '讲解鸟类摄影的器材、伪装、对焦与拍摄伦理。强调“鸟比照片重要”，不诱拍、不惊扰。',
    chapters: [
      { title: '第一章 器材与准备', classes: ['1.1 长焦镜头与脚架', '1.2 伪装与潜伏'] },
      { title: '第二章 拍摄技巧', classes: ['2.1 飞版的追焦', '2.2 生态摄影的伦理'] },
    ],
  },
];

/** The demo course clips (server/media/photo, MP4, H.264, committed; made with ffmpeg from demo landscapes) and their seconds. */
export const DEMO_COURSE_CLIPS = [
  { asset: 'course-1.mp4', duration: 12 },
  { asset: 'course-2.mp4', duration: 12 },
  { asset: 'course-3.mp4', duration: 12 },
] as const;
