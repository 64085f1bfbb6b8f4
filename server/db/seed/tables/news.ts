/** Invented newspapers and the word pools their articles and the industry news are built from. */
export const NEWSPAPER_SEEDS = [
  { name: '华夏文化报', cn: '11-0132', sponsor: '华夏文化传媒集团', frequency: '日报', provinceId: 110000 },
  { name: '全民阅读报', cn: '11-0218', sponsor: '中国阅读促进会', frequency: '周报', provinceId: 110000 },
  { name: '教育发展导报', cn: '11-0347', sponsor: '中国教育发展研究会', frequency: '周三刊', provinceId: 110000 },
  { name: '科技创新时报', cn: '31-0086', sponsor: '上海科技传媒有限公司', frequency: '日报', provinceId: 310000 },
  { name: '江南都市报', cn: '32-0051', sponsor: '江苏江南报业集团', frequency: '日报', provinceId: 320000 },
  { name: '岭南文化报', cn: '44-0163', sponsor: '广东岭南文化传播中心', frequency: '周二刊', provinceId: 440000 },
  { name: '出版传媒周报', cn: '11-0275', sponsor: '中国出版传媒研究院', frequency: '周报', provinceId: 110000 },
  { name: '巴蜀晨报', cn: '51-0029', sponsor: '四川巴蜀报业集团', frequency: '日报', provinceId: 510000 },
] as const;

export const NEWS_CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '武汉', '成都', '西安', '长沙', '郑州', '济南', '苏州', '厦门', '昆明', '兰州'];

export const NEWS_TOPICS = ['全民阅读', '公共文化服务', '乡村教育振兴', '古籍保护', '数字出版', '智慧图书馆建设', '非遗传承', '科普教育', '书香社会建设', '青少年阅读', '文旅融合', '科技创新'];

export const NEWS_ORGS = ['中国图书馆学会', '中国出版协会', '国家图书馆', '中国新闻出版研究院', '省文化和旅游厅', '市教育局', '中国期刊协会', '中国编辑学会'];

/** Newspaper articles (infoType 1). {C} city, {T} topic, {O} organisation, {N} a number, {Y} year. */
export const PAPER_TITLES = [
  '{C}启动第{N}届全民阅读节',
  '{C}公共图书馆新馆正式开放',
  '{O}发布{Y}年度{T}报告',
  '{C}推进{T}工作取得新进展',
  '“{T}”主题论坛在{C}举行',
  '{C}{N}所乡村学校阅览室完成升级',
  '专家学者共话{T}',
  '{C}非遗传承人走进校园',
  '{T}成果展在{C}开幕',
  '{C}社区书房数量突破{N}家',
  '数字资源助力{T}',
  '{C}举办古籍修复技艺展示活动',
];

/** Industry news (infoType 2). */
export const INDUSTRY_TITLES = [
  '{Y}年全国{T}发展报告发布',
  '{O}召开{T}工作推进会',
  '{T}标准化建设取得阶段性成果',
  '第{N}届中国数字出版博览会在{C}举办',
  '{C}出台{T}扶持政策',
  '学术期刊{T}研讨会在{C}召开',
  '{O}公布{Y}年度优秀出版物名单',
  '{T}人才培训班在{C}开班',
];

export const NEWS_BODY = {
  lead: ['{C}日前传来消息，{H}。', '近日，{H}，引发社会广泛关注。', '记者从{O}获悉，{H}。'],
  detail: [
    '据介绍，此次活动由{O}指导，吸引了来自各地的数百名代表参加。',
    '相关负责人表示，将以此为契机，持续推动{T}向纵深发展。',
    '活动期间还举办了专题讲座、成果展示和互动体验等系列活动。',
    '数据显示，参与人数较上一年度增长约两成，群众满意度持续提升。',
  ],
  closing: ['下一步，当地将进一步完善服务网络，让更多群众受益。', '业内人士认为，这一做法为其他地区提供了可借鉴的经验。', '据悉，相关工作将在年内全面铺开。'],
};

export const EDITIONS = ['01版：要闻', '02版：综合', '04版：教育', '05版：文化', '06版：科技', '07版：读书', '08版：地方'];
