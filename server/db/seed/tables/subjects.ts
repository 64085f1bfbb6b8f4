/**
 * Subject categories (journalType / subjectType 1..12, the twelve degree-granting disciplines of
 * the Chinese discipline catalogue) with the word pools the seed builds titles and abstracts from.
 * `kind` picks the sentence style: social sciences and humanities versus natural sciences.
 */
export interface Subject {
  code: number;
  label: string;
  kind: 'social' | 'science';
  /** 中图分类 class used in CN numbers and book type codes. */
  clc: string;
  topics: string[];
  aspects: string[];
  methods: string[];
  /** Places or samples used in "以…为例" and "基于…" phrases. */
  places: string[];
  /**
   * Word groups that belong together (natural sciences: a material takes other aspects and
   * methods than a disease). Absent: the subject's own pools form one group.
   */
  groups?: WordGroup[];
  /** Goals for "面向…的" titles (science); PERSPECTIVES serve the social sciences. */
  goals?: string[];
  /** Columns (栏目) journals of this subject open; each journal takes 4–6 of them. */
  columns: string[];
  colleges: string[];
  majors: string[];
}

export interface WordGroup {
  topics: string[];
  aspects: string[];
  methods: string[];
  places: string[];
  /** False when the places are samples ("典型模型体系") that cannot lead a title. */
  placeInTitle?: boolean;
}

type ScienceInput = Omit<Subject, 'kind' | 'topics' | 'aspects' | 'methods' | 'places' | 'groups'> & { groups: WordGroup[] };

/** A natural-science subject: its flat pools are the union of its groups. */
function science(input: ScienceInput): Subject {
  const union = (key: 'topics' | 'aspects' | 'methods' | 'places') => [...new Set(input.groups.flatMap((g) => g[key]))];
  return { ...input, kind: 'science', topics: union('topics'), aspects: union('aspects'), methods: union('methods'), places: union('places') };
}

/** Broad perspectives used by social-science titles ("…视域下"). */
export const PERSPECTIVES = [
  '数字化转型',
  '高质量发展',
  '人工智能',
  '新文科建设',
  '乡村振兴',
  '共同富裕',
  '大数据',
  '中国式现代化',
  '文化自信',
  '国家治理现代化',
  '新发展格局',
  '生态文明建设',
];

/** Goals for "面向…的" titles when a subject names none. */
export const GOALS = ['国家重大需求', '高质量发展'];

const SOCIAL_PLACES = [
  '长三角地区',
  '粤港澳大湾区',
  '京津冀地区',
  '浙江省',
  '江苏省',
  '四川省',
  '湖北省',
  '成渝地区',
  '西部地区',
  '黄河流域',
  '长江经济带',
  '上海市',
  '深圳市',
  '东北地区',
];

const SOCIAL_ASPECTS = ['发展路径', '影响因素', '评价体系', '治理机制', '演进逻辑', '实践模式', '优化策略', '运行机制', '创新路径', '协同机制', '内在逻辑', '历史经验'];

export const SUBJECTS: Subject[] = [
  {
    code: 1,
    label: '哲学',
    kind: 'social',
    clc: 'B',
    topics: ['马克思主义哲学', '中国传统哲学', '儒家伦理思想', '道家生态智慧', '科技伦理', '现象学方法', '实践唯物主义', '宋明理学', '价值哲学', '人工智能伦理', '阳明心学', '逻辑哲学'],
    aspects: ['理论意蕴', '当代价值', '内在逻辑', '思想渊源', '演进逻辑', '实践指向', '方法论意义', '历史经验'],
    methods: ['文本细读', '概念史', '比较哲学', '思想史考察', '诠释学'],
    places: ['先秦儒家', '宋明时期', '德国古典哲学', '当代中国', '新时代'],
    columns: ['马克思主义哲学', '中国哲学', '外国哲学', '伦理学', '科技哲学', '书评'],
    colleges: ['哲学学院', '马克思主义学院', '哲学系'],
    majors: ['马克思主义哲学', '中国哲学', '伦理学', '科学技术哲学'],
  },
  {
    code: 2,
    label: '经济学',
    kind: 'social',
    clc: 'F',
    topics: ['数字经济', '区域协调发展', '产业结构升级', '绿色金融', '农村集体经济', '对外直接投资', '消费升级', '全要素生产率', '财政转移支付', '普惠金融', '平台经济', '碳排放权交易'],
    aspects: SOCIAL_ASPECTS,
    methods: ['面板数据模型', '双重差分', '空间计量', '中介效应检验', '门槛回归', '投入产出分析'],
    places: SOCIAL_PLACES,
    columns: ['宏观经济', '产业经济', '金融研究', '区域经济', '国际经济', '专题研究'],
    colleges: ['经济学院', '金融学院', '经济与管理学院'],
    majors: ['区域经济学', '金融学', '产业经济学', '国际贸易学'],
  },
  {
    code: 3,
    label: '法学',
    kind: 'social',
    clc: 'D',
    topics: ['数据产权', '个人信息保护', '行政公益诉讼', '著作权合理使用', '婚姻家庭编', '刑事合规', '营商环境法治化', '平台反垄断', '环境司法', '基层社会治理', '涉外法治', '数字人权'],
    aspects: ['规范构造', '制度完善', '法理基础', '司法适用', '规制路径', '体系化建构', '实践困境', '理论反思'],
    methods: ['规范分析', '比较法', '裁判文书实证分析', '法教义学', '案例研究'],
    places: SOCIAL_PLACES,
    columns: ['法学专论', '部门法研究', '司法实务', '法律史', '比较法', '学术争鸣'],
    colleges: ['法学院', '法律学院', '知识产权学院'],
    majors: ['民商法学', '宪法学与行政法学', '刑法学', '知识产权法学'],
  },
  {
    code: 4,
    label: '教育学',
    kind: 'social',
    clc: 'G4',
    topics: ['高等教育普及化', '义务教育均衡发展', '职业教育产教融合', '教师专业发展', '课程思政', '劳动教育', '乡村教育振兴', '教育数字化', '研究生培养质量', '学前教育普惠发展', '家校社协同育人', '拔尖创新人才培养'],
    aspects: SOCIAL_ASPECTS,
    methods: ['问卷调查', '课堂观察', '扎根理论', '多层线性模型', '叙事研究', '行动研究'],
    places: SOCIAL_PLACES,
    columns: ['教育理论', '高等教育', '基础教育', '职业教育', '教师教育', '比较教育'],
    colleges: ['教育学院', '教育学部', '教师教育学院'],
    majors: ['高等教育学', '课程与教学论', '教育技术学', '比较教育学'],
  },
  {
    code: 5,
    label: '文学',
    kind: 'social',
    clc: 'I',
    topics: ['现代汉语诗歌', '唐宋词学', '明清小说', '网络文学', '比较文学', '鲁迅研究', '乡土文学', '海外汉学', '红楼梦研究', '当代长篇小说', '儿童文学', '文学批评话语'],
    aspects: ['审美特征', '叙事策略', '话语建构', '经典化过程', '传播与接受', '文体演变', '精神谱系', '历史书写'],
    methods: ['文本细读', '叙事学', '接受美学', '比较文学', '文化研究'],
    places: ['五四时期', '晚清民初', '新时期', '江南地区', '延安时期', '海外华文文学'],
    columns: ['古代文学', '现当代文学', '文艺理论', '比较文学', '作家作品研究', '书评'],
    colleges: ['文学院', '中国语言文学系', '人文学院'],
    majors: ['中国现当代文学', '中国古代文学', '比较文学与世界文学', '文艺学'],
  },
  {
    code: 6,
    label: '历史学',
    kind: 'social',
    clc: 'K',
    topics: ['敦煌文献', '宋代社会经济', '明清海外贸易', '近代报刊', '丝绸之路考古', '民国教育史', '清代边疆治理', '中外文化交流', '秦汉简牍', '区域社会史', '口述史', '地方志编纂'],
    aspects: ['史料价值', '历史变迁', '演进脉络', '社会影响', '形成与发展', '整理与研究', '制度演变', '历史经验'],
    methods: ['史料考辨', '计量史学', '历史地理信息系统', '田野调查', '比较史学'],
    places: ['江南地区', '岭南地区', '西北边疆', '华北地区', '长江中游', '徽州地区'],
    columns: ['中国古代史', '中国近现代史', '世界史', '考古与文物', '史学理论', '读史札记'],
    colleges: ['历史学院', '历史文化学院', '历史系'],
    majors: ['中国古代史', '中国近现代史', '历史文献学', '专门史'],
  },
  science({
    code: 7,
    label: '理学',
    clc: 'O',
    goals: ['国家重大需求', '碳中和', '防灾减灾'],
    groups: [
      {
        topics: ['拓扑绝缘体', '稀土发光材料', '纳米催化剂', '钙钛矿薄膜'],
        aspects: ['制备及其光学性能', '结构表征与性能研究', '电子结构研究', '合成与表征'],
        methods: ['第一性原理计算', '同步辐射表征', '分子动力学模拟'],
        places: ['系列掺杂样品', '室温条件'],
        placeInTitle: false,
      },
      {
        topics: ['量子纠缠态', '暗物质探测', '蛋白质折叠', '复杂网络同步', '非线性偏微分方程'],
        aspects: ['理论研究', '数值模拟研究', '动力学特性', '稳定性分析'],
        methods: ['蒙特卡罗模拟', '深度学习', '分子动力学模拟', '谱方法'],
        places: ['典型模型体系', '数值算例'],
        placeInTitle: false,
      },
      {
        topics: ['极端降水事件', '深部地壳结构', '湿地生态系统', '冻土活动层'],
        aspects: ['时空演变特征', '形成机理', '观测研究', '影响因素分析'],
        methods: ['遥感反演', '数值模拟', '地震层析成像', '长期定位观测'],
        places: ['青藏高原', '南海海域', '黄土高原', '华北平原', '长江中下游', '珠江三角洲'],
      },
    ],
    columns: ['数学', '物理学', '化学', '生命科学', '地球科学', '研究快报'],
    colleges: ['物理学院', '数学科学学院', '化学与分子工程学院', '生命科学学院', '地球科学学院'],
    majors: ['理论物理', '应用数学', '物理化学', '自然地理学'],
  }),
  science({
    code: 8,
    label: '工学',
    clc: 'T',
    goals: ['智能制造', '碳中和', '新型城镇化'],
    groups: [
      {
        topics: ['高速铁路路基', '桥梁结构健康监测', '装配式建筑', '水泥基复合材料', '城市供水管网', '锂离子电池'],
        aspects: ['优化设计', '性能评估', '可靠性分析', '试验研究', '仿真分析'],
        methods: ['有限元分析', '数字孪生', '多目标优化', '改进粒子群算法'],
        places: ['高寒地区', '沿海地区', '复杂地质条件下', '山区高速公路'],
      },
      {
        topics: ['智能电网调度', '工业互联网安全', '自动驾驶感知', '5G通信网络', '无人机集群控制', '边缘计算'],
        aspects: ['关键技术研究', '控制策略', '优化方法', '性能评估', '仿真分析'],
        methods: ['深度强化学习', '卷积神经网络', '改进粒子群算法', '数字孪生', '联邦学习'],
        places: ['城市轨道交通', '大型工业园区', '智慧园区', '城市配电网'],
      },
    ],
    columns: ['机械工程', '电气与自动化', '计算机与信息', '土木与建筑', '材料科学', '工程应用'],
    colleges: ['机械工程学院', '计算机科学与技术学院', '土木工程学院', '电气工程学院', '材料科学与工程学院'],
    majors: ['计算机科学与技术', '土木工程', '电气工程', '材料科学与工程'],
  }),
  science({
    code: 9,
    label: '农学',
    clc: 'S',
    goals: ['粮食安全', '绿色发展', '乡村振兴'],
    groups: [
      {
        topics: ['水稻耐盐碱性', '玉米密植栽培', '小麦赤霉病抗性', '茶树品质', '设施番茄产量'],
        aspects: ['调控机制', '田间试验研究', '遗传分析', '综合评价', '影响因素分析'],
        methods: ['转录组测序', '田间对比试验', '全基因组关联分析', '主成分分析'],
        places: ['东北黑土区', '黄淮海平原', '长江流域', '西南丘陵区', '华南地区'],
      },
      {
        topics: ['土壤有机碳', '黑土地保护', '草地退化', '果园节水灌溉', '水产养殖尾水治理', '生猪养殖废弃物利用'],
        aspects: ['时空变化特征', '关键技术集成', '效益评价', '综合评价', '影响因素分析'],
        methods: ['遥感监测', '物联网监测', '主成分分析', '田间对比试验'],
        places: ['东北黑土区', '黄淮海平原', '河西走廊', '西南丘陵区', '长江流域'],
      },
    ],
    columns: ['作物科学', '园艺科学', '土壤与肥料', '植物保护', '畜牧兽医', '农业工程'],
    colleges: ['农学院', '资源与环境学院', '动物科技学院', '园艺学院'],
    majors: ['作物遗传育种', '土壤学', '植物病理学', '动物营养与饲料科学'],
  }),
  science({
    code: 10,
    label: '医学',
    clc: 'R',
    goals: ['健康中国', '精准医疗', '健康老龄化'],
    groups: [
      {
        topics: ['2型糖尿病', '急性心肌梗死', '肺结节', '阿尔茨海默病', '慢性肾脏病', '儿童哮喘', '慢性胃炎', '非小细胞肺癌', '缺血性脑卒中', '老年衰弱', '抑郁障碍', '社区获得性肺炎'],
        aspects: ['危险因素分析', '临床疗效观察', '诊疗进展', '流行病学特征', '预后影响因素', '干预效果评价', '临床特征分析'],
        methods: ['回顾性队列研究', '随机对照试验', 'Meta分析', '倾向性评分匹配', '多因素Logistic回归', '横断面调查'],
        places: ['社区老年人群', '三级甲等医院住院患者', '基层医疗机构', '城乡居民'],
      },
    ],
    columns: ['论著', '临床研究', '基础研究', '综述', '病例报告', '护理与康复'],
    colleges: ['临床医学院', '公共卫生学院', '附属第一医院', '中医学院', '护理学院'],
    majors: ['内科学', '流行病与卫生统计学', '中医内科学', '护理学'],
  }),
  {
    code: 11,
    label: '管理学',
    kind: 'social',
    clc: 'G2',
    topics: ['数字图书馆', '公共图书馆服务', '图书馆阅读推广', '高校图书馆', '古籍数字化', '档案信息资源', '科研数据管理', '知识服务', '智慧图书馆', '全民阅读', '图书出版', '信息素养教育', '企业数字化转型', '供应链韧性'],
    aspects: SOCIAL_ASPECTS,
    methods: ['文献计量', '扎根理论', '结构方程模型', '社会网络分析', '问卷调查', '内容分析', 'DEA模型', '知识图谱'],
    places: SOCIAL_PLACES,
    columns: ['理论研究', '图书馆学', '情报学', '档案学', '实践探索', '书评'],
    colleges: ['信息管理学院', '管理学院', '图书馆', '公共管理学院'],
    majors: ['图书馆学', '情报学', '档案学', '管理科学与工程'],
  },
  {
    code: 12,
    label: '艺术学',
    kind: 'social',
    clc: 'J',
    topics: ['非物质文化遗产', '传统戏曲传承', '中国画笔墨语言', '民族音乐', '数字影像', '城市公共艺术', '传统工艺设计', '舞蹈编创', '书法教育', '纪录片创作', '博物馆展陈设计', '动画叙事'],
    aspects: ['审美特征', '创新路径', '传承机制', '当代转化', '表现形式', '文化价值', '发展现状与对策', '语言特征'],
    methods: ['田野调查', '图像学', '比较研究', '案例分析', '口述史'],
    places: ['江南地区', '西南少数民族地区', '岭南地区', '陕北地区', '景德镇', '苏州'],
    columns: ['艺术理论', '美术研究', '音乐研究', '设计研究', '影视研究', '艺术评论'],
    colleges: ['美术学院', '音乐学院', '艺术学院', '设计学院'],
    majors: ['美术学', '音乐与舞蹈学', '设计学', '戏剧与影视学'],
  },
];

export function subjectOf(code: number): Subject {
  return SUBJECTS[code - 1];
}
