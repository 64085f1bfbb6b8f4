/**
 * The demo journals. Names are invented in the style of Chinese academic journals; ISSN, CN,
 * DOI prefix and prices are derived in code. `since` is the first year the library holds, which
 * keeps the total number of issues (2022–2025) in the few hundreds.
 */
export type Frequency = '月刊' | '双月刊' | '季刊';

export interface JournalSeed {
  name: string;
  nameEn: string;
  subject: number;
  frequency: Frequency;
  since: number;
  sponsor: string;
  provinceId: number;
  founded: number;
  isCore: boolean;
}

export const ISSUES_PER_YEAR: Record<Frequency, number> = { 月刊: 12, 双月刊: 6, 季刊: 4 };

export const JOURNAL_SEEDS: JournalSeed[] = [
  { name: '图书情报研究', nameEn: 'Journal of Library and Information Studies', subject: 11, frequency: '月刊', since: 2024, sponsor: '中国图书馆学会;国家图书馆', provinceId: 110000, founded: 1957, isCore: true },
  { name: '现代图书馆学刊', nameEn: 'Modern Library Science', subject: 11, frequency: '双月刊', since: 2023, sponsor: '上海图书馆;上海市图书馆学会', provinceId: 310000, founded: 1981, isCore: true },
  { name: '数字图书馆论丛', nameEn: 'Digital Library Review', subject: 11, frequency: '季刊', since: 2022, sponsor: '武汉大学信息管理学院', provinceId: 420000, founded: 2005, isCore: false },
  { name: '档案与知识管理', nameEn: 'Archives and Knowledge Management', subject: 11, frequency: '双月刊', since: 2024, sponsor: '江苏省档案馆', provinceId: 320000, founded: 1986, isCore: false },
  { name: '出版发行研究论丛', nameEn: 'Publishing and Distribution Research', subject: 11, frequency: '季刊', since: 2023, sponsor: '中国出版科学研究所', provinceId: 110000, founded: 1985, isCore: true },
  { name: '管理科学评论', nameEn: 'Management Science Review', subject: 11, frequency: '季刊', since: 2024, sponsor: '南京大学商学院', provinceId: 320000, founded: 1998, isCore: false },
  { name: '哲学研究前沿', nameEn: 'Frontiers of Philosophical Studies', subject: 1, frequency: '双月刊', since: 2024, sponsor: '北京大学哲学系', provinceId: 110000, founded: 1979, isCore: true },
  { name: '伦理与文明', nameEn: 'Ethics and Civilization', subject: 1, frequency: '季刊', since: 2022, sponsor: '湖南师范大学道德文化研究院', provinceId: 430000, founded: 2002, isCore: false },
  { name: '经济理论与实践', nameEn: 'Economic Theory and Practice', subject: 2, frequency: '月刊', since: 2025, sponsor: '中国人民大学经济学院', provinceId: 110000, founded: 1980, isCore: true },
  { name: '区域经济评论', nameEn: 'Regional Economic Review', subject: 2, frequency: '双月刊', since: 2024, sponsor: '广东省社会科学院', provinceId: 440000, founded: 1993, isCore: false },
  { name: '金融发展研究学刊', nameEn: 'Journal of Financial Development Research', subject: 2, frequency: '季刊', since: 2023, sponsor: '上海财经大学金融学院', provinceId: 310000, founded: 2008, isCore: false },
  { name: '法治与社会研究', nameEn: 'Rule of Law and Society Studies', subject: 3, frequency: '双月刊', since: 2023, sponsor: '中国政法大学', provinceId: 110000, founded: 1984, isCore: true },
  { name: '数字法学评论', nameEn: 'Digital Law Review', subject: 3, frequency: '季刊', since: 2024, sponsor: '华东政法大学', provinceId: 310000, founded: 2019, isCore: false },
  { name: '当代教育科学研究', nameEn: 'Contemporary Educational Science Research', subject: 4, frequency: '月刊', since: 2024, sponsor: '北京师范大学教育学部', provinceId: 110000, founded: 1978, isCore: true },
  { name: '高教发展与评估论丛', nameEn: 'Higher Education Development and Evaluation', subject: 4, frequency: '双月刊', since: 2024, sponsor: '武汉理工大学', provinceId: 420000, founded: 1985, isCore: false },
  { name: '基础教育研究参考', nameEn: 'Basic Education Research', subject: 4, frequency: '季刊', since: 2022, sponsor: '浙江省教育科学研究院', provinceId: 330000, founded: 1990, isCore: false },
  { name: '中国文学评论', nameEn: 'Chinese Literary Criticism', subject: 5, frequency: '双月刊', since: 2023, sponsor: '中国社会科学院文学研究所', provinceId: 110000, founded: 1957, isCore: true },
  { name: '现代文学研究丛刊', nameEn: 'Studies in Modern Chinese Literature', subject: 5, frequency: '季刊', since: 2022, sponsor: '中国现代文学馆', provinceId: 110000, founded: 1979, isCore: true },
  { name: '诗学与批评', nameEn: 'Poetics and Criticism', subject: 5, frequency: '季刊', since: 2024, sponsor: '四川大学文学与新闻学院', provinceId: 510000, founded: 2010, isCore: false },
  { name: '中国史学研究', nameEn: 'Chinese Historiography Studies', subject: 6, frequency: '双月刊', since: 2024, sponsor: '南开大学历史学院', provinceId: 120000, founded: 1981, isCore: true },
  { name: '文献与考古', nameEn: 'Documents and Archaeology', subject: 6, frequency: '季刊', since: 2023, sponsor: '陕西省考古研究院', provinceId: 610000, founded: 1991, isCore: false },
  { name: '自然科学进展学报', nameEn: 'Progress in Natural Science', subject: 7, frequency: '双月刊', since: 2024, sponsor: '中国科学技术大学', provinceId: 340000, founded: 1986, isCore: true },
  { name: '数理科学学报', nameEn: 'Journal of Mathematical and Physical Sciences', subject: 7, frequency: '季刊', since: 2022, sponsor: '吉林大学数学学院', provinceId: 220000, founded: 1963, isCore: false },
  { name: '地球与环境科学', nameEn: 'Earth and Environmental Sciences', subject: 7, frequency: '季刊', since: 2024, sponsor: '兰州大学资源环境学院', provinceId: 620000, founded: 1996, isCore: false },
  { name: '工程科学与技术学报', nameEn: 'Journal of Engineering Science and Technology', subject: 8, frequency: '双月刊', since: 2024, sponsor: '西安交通大学', provinceId: 610000, founded: 1960, isCore: true },
  { name: '智能制造学报', nameEn: 'Journal of Intelligent Manufacturing', subject: 8, frequency: '季刊', since: 2023, sponsor: '华中科技大学机械科学与工程学院', provinceId: 420000, founded: 2015, isCore: false },
  { name: '土木工程与建筑', nameEn: 'Civil Engineering and Architecture', subject: 8, frequency: '季刊', since: 2022, sponsor: '同济大学土木工程学院', provinceId: 310000, founded: 1983, isCore: false },
  { name: '作物科学研究', nameEn: 'Crop Science Research', subject: 9, frequency: '双月刊', since: 2024, sponsor: '中国作物学会', provinceId: 110000, founded: 1962, isCore: true },
  { name: '现代农业科技研究', nameEn: 'Modern Agricultural Science and Technology', subject: 9, frequency: '季刊', since: 2023, sponsor: '四川农业大学', provinceId: 510000, founded: 1999, isCore: false },
  { name: '临床医学研究与实践', nameEn: 'Clinical Medical Research and Practice', subject: 10, frequency: '月刊', since: 2025, sponsor: '中山大学附属第一医院', provinceId: 440000, founded: 1988, isCore: true },
  { name: '预防医学论坛', nameEn: 'Preventive Medicine Forum', subject: 10, frequency: '季刊', since: 2022, sponsor: '山东省疾病预防控制中心', provinceId: 370000, founded: 1995, isCore: false },
  { name: '中医药学报', nameEn: 'Journal of Traditional Chinese Medicine Studies', subject: 10, frequency: '双月刊', since: 2024, sponsor: '黑龙江中医药大学', provinceId: 230000, founded: 1973, isCore: false },
  { name: '艺术研究与评论', nameEn: 'Art Research and Review', subject: 12, frequency: '季刊', since: 2023, sponsor: '中国艺术研究院', provinceId: 110000, founded: 1979, isCore: true },
  { name: '民族艺术学刊', nameEn: 'Journal of Ethnic Arts', subject: 12, frequency: '季刊', since: 2022, sponsor: '云南艺术学院', provinceId: 530000, founded: 1985, isCore: false },
  // Conference proceedings (the /conference area): names with 论文集 mark them, see server/modules/journal/conferences.ts.
  { name: '全国图书馆学术研讨会论文集', nameEn: 'Proceedings of the National Library Science Symposium', subject: 11, frequency: '季刊', since: 2025, sponsor: '中国图书馆学会', provinceId: 110000, founded: 2001, isCore: false },
  { name: '中国数字出版年会论文集', nameEn: 'Proceedings of the China Digital Publishing Annual Conference', subject: 11, frequency: '季刊', since: 2025, sponsor: '中国编辑学会', provinceId: 110000, founded: 2008, isCore: false },
];
