import { NAV } from './nav';

/**
 * The content areas of spec §1/§2 in the order readers see them. The header shows the ones with
 * `inHeader`; the home page shows all of them. Paths are the spec's routes where it names them.
 */
export interface Area {
  key: string;
  label: string;
  path: string;
  nav: number;
  inHeader?: boolean;
  /** One line for the home page's area grid. */
  blurb: string;
}

export const AREAS: Area[] = [
  { key: 'journal', label: '期刊', path: '/journal', nav: NAV.journals, inHeader: true, blurb: '学术期刊 · 按年按期浏览' },
  { key: 'book', label: '图书', path: '/bookLists', nav: NAV.books, inHeader: true, blurb: '电子图书 · 在线试读' },
  { key: 'newspaper', label: '报纸', path: '/newspaper', nav: NAV.newspapers, inHeader: true, blurb: '报纸与新闻 · 近十年' },
  { key: 'ancient', label: '古籍', path: '/ancient', nav: NAV.ancient, inHeader: true, blurb: '经史子集 · 典籍善本' },
  { key: 'localHistory', label: '地方志', path: '/resnav/localHistory?type=1', nav: NAV.localHistory, inHeader: true, blurb: '方志 · 旧志 · 土地志' },
  { key: 'dissertation', label: '学位论文', path: '/dissertation', nav: NAV.dissertation, inHeader: true, blurb: '学士 · 硕士 · 博士 · 博士后' },
  { key: 'lawsrules', label: '法律法规', path: '/lawsrules', nav: NAV.lawsrules, inHeader: true, blurb: '法律法规 · 教育法规' },
  { key: 'standard', label: '标准', path: '/standard', nav: NAV.home, blurb: '国家标准 · 行业标准' },
  { key: 'yearbook', label: '年鉴', path: '/yearbook', nav: NAV.home, blurb: '统计年鉴 · 地方年鉴' },
  { key: 'conference', label: '会议论文', path: '/conference', nav: NAV.journals, blurb: '学术会议 · 论文集' },
  { key: 'studio', label: '教师工作室', path: '/studio', nav: NAV.home, blurb: '名师工作室 · 教研资源' },
  { key: 'writer', label: '作家文库', path: '/writerLibrary', nav: NAV.home, blurb: '作家作品 · 创作分享' },
  { key: 'famousTeacher', label: '名师风采', path: '/famousTeacher', nav: NAV.home, blurb: '基础教育名师 · 文章著作视频' },
  { key: 'photography', label: '摄影', path: '/photography', nav: NAV.home, blurb: '摄影作品 · 活动 · 摄影课堂' },
  { key: 'calligraphy', label: '书法', path: '/calligraphy', nav: NAV.home, blurb: '五体书法 · 书法家 · 书法字典' },
  { key: 'industryNews', label: '行业资讯', path: '/industryNews', nav: NAV.home, blurb: '出版动态 · 行业新闻' },
  { key: 'composition', label: '作文', path: '/composition', nav: NAV.home, blurb: '学生习作 · 教师评语' },
  { key: 'recitation', label: '朗诵', path: '/recitation', nav: NAV.home, blurb: '经典诵读 · 音频欣赏' },
  { key: 'headmaster', label: '校长风采', path: '/headmaster', nav: NAV.home, blurb: '中小学校长 · 办学思想与讲话' },
  { key: 'famousSchool', label: '名校风采', path: '/famousSchool', nav: NAV.home, blurb: '各省名校 · 动态活动校园风采' },
  { key: 'universityActivity', label: '高校活动', path: '/universityActivity', nav: NAV.home, blurb: '学科竞赛 · 赛程与获奖作品' },
  { key: 'scholar', label: '学者', path: '/scholar', nav: NAV.home, blurb: '高校与科研院所学者 · 研究方向与论文' },
  { key: 'publisher', label: '出版社', path: '/publisher', nav: NAV.home, blurb: '全国出版社 · 出版方向与图书' },
  { key: 'teacher', label: '教师', path: '/teacher', nav: NAV.home, blurb: '中小学教师 · 工作室与教学资源' },
  { key: 'basicEducation', label: '基础教育', path: '/basicEducation', nav: NAV.home, blurb: '课件 · 教案 · 试题 · 微课' },
  // Directories of issue 14 (places).
  { key: 'school', label: '学校名录', path: '/school', nav: NAV.home, blurb: '幼儿园到高校 · 各校区地址电话' },
  { key: 'studyPlace', label: '学习场所', path: '/studyPlace', nav: NAV.home, blurb: '图书馆 · 博物馆 · 科技馆 · 城市书房' },
  { key: 'topic', label: '专题', path: '/topic', nav: NAV.home, blurb: '编辑精选 · 跨库主题资源' },
  { key: 'databases', label: '数据库导航', path: '/databases', nav: NAV.home, blurb: '各数据库简介 · 实时收录数量' },
];

export const HEADER_AREAS = AREAS.filter((a) => a.inHeader);
