/**
 * Laws and rules for the demo. Titles follow real Chinese legislation; document numbers and
 * dates are given as a demo would show them and must not be relied on as legal references.
 * Entries with status 3 (尚未生效) are invented local regulations effective after the seed's
 * reference date, so the "not yet effective" state has rows.
 */
export interface LawSeed {
  title: string;
  docNumber: string;
  authority: string;
  legislation: '法律' | '行政法规' | '部门规章' | '地方性法规' | '规范性文件';
  status: 1 | 3 | 5 | 9;
  education: boolean;
  published: string;
  effective: string;
  /** Completes "为了…" in the first article. */
  purpose: string;
}

const NPC = '全国人民代表大会常务委员会';
const NPC_FULL = '全国人民代表大会';
const STATE = '国务院';
const MOE = '教育部';

export const LAW_SEEDS: LawSeed[] = [
  { title: '中华人民共和国教育法（2021修正）', docNumber: '中华人民共和国主席令第79号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2021-04-29', effective: '2021-04-30', purpose: '发展教育事业，提高全民族的素质，促进社会主义物质文明和精神文明建设' },
  { title: '中华人民共和国教育法（2015修正）', docNumber: '中华人民共和国主席令第39号', authority: NPC, legislation: '法律', status: 5, education: true, published: '2015-12-27', effective: '2016-06-01', purpose: '发展教育事业，提高全民族的素质，促进社会主义物质文明和精神文明建设' },
  { title: '中华人民共和国高等教育法（2018修正）', docNumber: '中华人民共和国主席令第24号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2018-12-29', effective: '2018-12-29', purpose: '发展高等教育事业，实施科教兴国战略，促进社会主义物质文明和精神文明建设' },
  { title: '中华人民共和国义务教育法（2018修正）', docNumber: '中华人民共和国主席令第24号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2018-12-29', effective: '2018-12-29', purpose: '保障适龄儿童、少年接受义务教育的权利，保证义务教育的实施，提高全民族素质' },
  { title: '中华人民共和国义务教育法（2006修订）', docNumber: '中华人民共和国主席令第52号', authority: NPC, legislation: '法律', status: 5, education: true, published: '2006-06-29', effective: '2006-09-01', purpose: '保障适龄儿童、少年接受义务教育的权利，保证义务教育的实施，提高全民族素质' },
  { title: '中华人民共和国教师法（2009修正）', docNumber: '中华人民共和国主席令第18号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2009-08-27', effective: '2009-08-27', purpose: '保障教师的合法权益，建设具有良好思想品德修养和业务素质的教师队伍' },
  { title: '中华人民共和国职业教育法（2022修订）', docNumber: '中华人民共和国主席令第112号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2022-04-20', effective: '2022-05-01', purpose: '推动职业教育高质量发展，提高劳动者素质和技术技能水平，促进就业创业' },
  { title: '中华人民共和国职业教育法（1996）', docNumber: '中华人民共和国主席令第69号', authority: NPC, legislation: '法律', status: 5, education: true, published: '1996-05-15', effective: '1996-09-01', purpose: '实施科教兴国战略，发展职业教育，提高劳动者素质' },
  { title: '中华人民共和国民办教育促进法（2018修正）', docNumber: '中华人民共和国主席令第24号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2018-12-29', effective: '2018-12-29', purpose: '实施科教兴国战略，促进民办教育事业的健康发展，维护民办学校和受教育者的合法权益' },
  { title: '中华人民共和国学位法', docNumber: '中华人民共和国主席令第22号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2024-04-26', effective: '2025-01-01', purpose: '规范学位授予工作，保护学位申请人的合法权益，保障学位质量' },
  { title: '中华人民共和国学位条例', docNumber: '第五届全国人民代表大会常务委员会第十三次会议通过', authority: NPC, legislation: '法律', status: 9, education: true, published: '1980-02-12', effective: '1981-01-01', purpose: '促进我国科学专门人才的成长，促进各门学科学术水平的提高和教育、科学事业的发展' },
  { title: '中华人民共和国学前教育法', docNumber: '中华人民共和国主席令第34号', authority: NPC, legislation: '法律', status: 1, education: true, published: '2024-11-08', effective: '2025-06-01', purpose: '保障适龄儿童接受学前教育，规范学前教育实施，促进学前教育普及普惠安全优质发展' },
  { title: '教师资格条例', docNumber: '中华人民共和国国务院令第188号', authority: STATE, legislation: '行政法规', status: 1, education: true, published: '1995-12-12', effective: '1995-12-12', purpose: '提高教师素质，加强教师队伍建设' },
  { title: '学校体育工作条例（2017修订）', docNumber: '中华人民共和国国务院令第676号', authority: STATE, legislation: '行政法规', status: 1, education: true, published: '2017-03-01', effective: '2017-03-01', purpose: '保证学校体育工作的正常开展，促进学生身心的健康成长' },
  { title: '普通高等学校学生管理规定', docNumber: '中华人民共和国教育部令第41号', authority: MOE, legislation: '部门规章', status: 1, education: true, published: '2017-02-04', effective: '2017-09-01', purpose: '规范普通高等学校学生管理行为，维护普通高等学校正常的教育教学秩序和生活秩序' },
  { title: '普通高等学校学生管理规定（2005）', docNumber: '中华人民共和国教育部令第21号', authority: MOE, legislation: '部门规章', status: 9, education: true, published: '2005-03-25', effective: '2005-09-01', purpose: '维护普通高等学校正常的教育教学秩序和生活秩序，保障学生身心健康' },
  { title: '幼儿园工作规程', docNumber: '中华人民共和国教育部令第39号', authority: MOE, legislation: '部门规章', status: 1, education: true, published: '2016-01-05', effective: '2016-03-01', purpose: '加强幼儿园的科学管理，规范办园行为，提高保教质量' },
  { title: '普通高等学校图书馆规程', docNumber: '教高〔2015〕14号', authority: MOE, legislation: '规范性文件', status: 1, education: true, published: '2015-12-31', effective: '2016-01-01', purpose: '加强普通高等学校图书馆建设，提高管理和服务水平' },
  { title: '江苏省学前教育条例（2026修订）', docNumber: '江苏省人民代表大会常务委员会公告第45号', authority: '江苏省人民代表大会常务委员会', legislation: '地方性法规', status: 3, education: true, published: '2026-09-26', effective: '2027-01-01', purpose: '规范和促进本省学前教育发展，保障适龄儿童接受学前教育' },
  { title: '浙江省终身学习促进条例', docNumber: '浙江省人民代表大会常务委员会公告第38号', authority: '浙江省人民代表大会常务委员会', legislation: '地方性法规', status: 3, education: true, published: '2026-07-30', effective: '2027-03-01', purpose: '促进终身学习，建设学习型社会' },
  { title: '中华人民共和国公共图书馆法（2018修正）', docNumber: '中华人民共和国主席令第16号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2018-10-26', effective: '2018-10-26', purpose: '促进公共图书馆事业发展，发挥公共图书馆功能，保障公民基本文化权益' },
  { title: '中华人民共和国公共图书馆法（2017）', docNumber: '中华人民共和国主席令第79号', authority: NPC, legislation: '法律', status: 5, education: false, published: '2017-11-04', effective: '2018-01-01', purpose: '促进公共图书馆事业发展，发挥公共图书馆功能，保障公民基本文化权益' },
  { title: '中华人民共和国著作权法（2020修正）', docNumber: '中华人民共和国主席令第62号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2020-11-11', effective: '2021-06-01', purpose: '保护文学、艺术和科学作品作者的著作权，以及与著作权有关的权益' },
  { title: '中华人民共和国著作权法（2010修正）', docNumber: '中华人民共和国主席令第26号', authority: NPC, legislation: '法律', status: 5, education: false, published: '2010-02-26', effective: '2010-04-01', purpose: '保护文学、艺术和科学作品作者的著作权，以及与著作权有关的权益' },
  { title: '中华人民共和国档案法（2020修订）', docNumber: '中华人民共和国主席令第47号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2020-06-20', effective: '2021-01-01', purpose: '加强档案管理，规范档案收集、整理工作，有效保护和利用档案' },
  { title: '中华人民共和国公共文化服务保障法', docNumber: '中华人民共和国主席令第60号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2016-12-25', effective: '2017-03-01', purpose: '加强公共文化服务体系建设，丰富人民群众精神文化生活' },
  { title: '中华人民共和国数据安全法', docNumber: '中华人民共和国主席令第84号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2021-06-10', effective: '2021-09-01', purpose: '规范数据处理活动，保障数据安全，促进数据开发利用' },
  { title: '中华人民共和国个人信息保护法', docNumber: '中华人民共和国主席令第91号', authority: NPC, legislation: '法律', status: 1, education: false, published: '2021-08-20', effective: '2021-11-01', purpose: '保护个人信息权益，规范个人信息处理活动，促进个人信息合理利用' },
  { title: '中华人民共和国民法典', docNumber: '中华人民共和国主席令第45号', authority: NPC_FULL, legislation: '法律', status: 1, education: false, published: '2020-05-28', effective: '2021-01-01', purpose: '保护民事主体的合法权益，调整民事关系，维护社会和经济秩序' },
  { title: '中华人民共和国合同法', docNumber: '中华人民共和国主席令第15号', authority: NPC_FULL, legislation: '法律', status: 9, education: false, published: '1999-03-15', effective: '1999-10-01', purpose: '保护合同当事人的合法权益，维护社会经济秩序' },
  { title: '中华人民共和国物权法', docNumber: '中华人民共和国主席令第62号', authority: NPC_FULL, legislation: '法律', status: 9, education: false, published: '2007-03-16', effective: '2007-10-01', purpose: '明确物的归属，发挥物的效用，保护权利人的物权' },
  { title: '中华人民共和国民法通则', docNumber: '中华人民共和国主席令第37号', authority: NPC_FULL, legislation: '法律', status: 9, education: false, published: '1986-04-12', effective: '1987-01-01', purpose: '保障公民、法人的合法的民事权益，正确调整民事关系' },
  { title: '出版管理条例（2020修订）', docNumber: '中华人民共和国国务院令第732号', authority: STATE, legislation: '行政法规', status: 1, education: false, published: '2020-11-29', effective: '2020-11-29', purpose: '加强对出版活动的管理，发展和繁荣有中国特色社会主义出版产业和出版事业' },
  { title: '信息网络传播权保护条例（2013修订）', docNumber: '中华人民共和国国务院令第634号', authority: STATE, legislation: '行政法规', status: 1, education: false, published: '2013-01-30', effective: '2013-03-01', purpose: '保护著作权人、表演者、录音录像制作者的信息网络传播权' },
  { title: '计算机软件保护条例（2013修订）', docNumber: '中华人民共和国国务院令第632号', authority: STATE, legislation: '行政法规', status: 1, education: false, published: '2013-01-30', effective: '2013-03-01', purpose: '保护计算机软件著作权人的权益，鼓励计算机软件的开发与应用' },
  { title: '著作权法实施条例（2013修订）', docNumber: '中华人民共和国国务院令第633号', authority: STATE, legislation: '行政法规', status: 1, education: false, published: '2013-01-30', effective: '2013-03-01', purpose: '实施著作权法' },
  { title: '印刷业管理条例（2020修订）', docNumber: '中华人民共和国国务院令第732号', authority: STATE, legislation: '行政法规', status: 1, education: false, published: '2020-11-29', effective: '2020-11-29', purpose: '加强印刷业管理，维护印刷业经营者的合法权益和社会公共利益' },
  { title: '网络出版服务管理规定', docNumber: '国家新闻出版广电总局、工业和信息化部令第5号', authority: '国家新闻出版广电总局;工业和信息化部', legislation: '部门规章', status: 1, education: false, published: '2016-02-04', effective: '2016-03-10', purpose: '规范网络出版服务秩序，促进网络出版服务业健康有序发展' },
  { title: '互联网出版管理暂行规定', docNumber: '新闻出版总署、信息产业部令第17号', authority: '新闻出版总署;信息产业部', legislation: '部门规章', status: 9, education: false, published: '2002-06-27', effective: '2002-08-01', purpose: '加强对互联网出版活动的管理，保障互联网出版机构的合法权益' },
  { title: '广东省古籍保护条例', docNumber: '广东省人民代表大会常务委员会公告第29号', authority: '广东省人民代表大会常务委员会', legislation: '地方性法规', status: 3, education: false, published: '2026-10-15', effective: '2027-01-01', purpose: '加强古籍保护，传承和弘扬中华优秀传统文化' },
  { title: '上海市全民阅读促进条例（2026修订）', docNumber: '上海市人民代表大会常务委员会公告第21号', authority: '上海市人民代表大会常务委员会', legislation: '地方性法规', status: 3, education: false, published: '2026-09-25', effective: '2027-04-23', purpose: '促进全民阅读，建设书香社会，提高公民文化素质' },
];

export interface StandardSeed {
  no: string;
  title: string;
  status: '现行' | '即将实施' | '废止';
  ccs: string;
  ics: string;
  published: string;
  implemented: string;
  applies: string;
}

/** Standards; numbers dated 2026 with status 即将实施 are invented for the demo. */
export const STANDARD_SEEDS: StandardSeed[] = [
  { no: 'GB/T 7714-2015', title: '信息与文献 参考文献著录规则', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2015-05-15', implemented: '2015-12-01', applies: '著者和编辑编撰的参考文献' },
  { no: 'GB/T 7714-2005', title: '文后参考文献著录规则', status: '废止', ccs: 'A14', ics: '01.140.20', published: '2005-03-23', implemented: '2005-10-01', applies: '著者和编辑编撰的文后参考文献' },
  { no: 'GB/T 7714-1987', title: '文后参考文献著录规则', status: '废止', ccs: 'A14', ics: '01.140.20', published: '1987-05-05', implemented: '1988-01-01', applies: '著者和编辑编撰的文后参考文献' },
  { no: 'GB/T 3792-2021', title: '信息与文献 资源描述', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2021-10-11', implemented: '2022-05-01', applies: '图书馆、档案馆、博物馆等机构的资源描述' },
  { no: 'GB/T 2260-2007', title: '中华人民共和国行政区划代码', status: '现行', ccs: 'A10', ics: '01.040.07', published: '2007-11-14', implemented: '2008-02-01', applies: '对行政区划进行信息处理和信息交换' },
  { no: 'GB/T 13745-2009', title: '学科分类与代码', status: '现行', ccs: 'A14', ics: '03.180', published: '2009-05-06', implemented: '2009-11-01', applies: '科技政策制定、科技统计和科技管理' },
  { no: 'GB/T 4754-2017', title: '国民经济行业分类', status: '现行', ccs: 'A10', ics: '03.060', published: '2017-06-30', implemented: '2017-10-01', applies: '统计、计划、财政、税收、工商等国家宏观管理中对经济活动的分类' },
  { no: 'GB 18030-2022', title: '信息技术 中文编码字符集', status: '现行', ccs: 'L71', ics: '35.040', published: '2022-07-19', implemented: '2023-08-01', applies: '中文信息处理、交换、存储、传输、显现、输入和输出' },
  { no: 'GB 18030-2005', title: '信息技术 中文编码字符集', status: '废止', ccs: 'L71', ics: '35.040', published: '2005-11-08', implemented: '2006-05-01', applies: '中文信息处理、交换、存储、传输、显现、输入和输出' },
  { no: 'GB/T 9704-2012', title: '党政机关公文格式', status: '现行', ccs: 'A14', ics: '01.140.30', published: '2012-06-29', implemented: '2012-07-01', applies: '各级党政机关制发的公文' },
  { no: 'GB/T 15834-2011', title: '标点符号用法', status: '现行', ccs: 'A22', ics: '01.140.10', published: '2011-12-30', implemented: '2012-06-01', applies: '汉语书面语中标点符号的使用' },
  { no: 'GB/T 15835-2011', title: '出版物上数字用法', status: '现行', ccs: 'A22', ics: '01.140.10', published: '2011-07-29', implemented: '2011-11-01', applies: '各类出版物中的数字使用' },
  { no: 'GB/T 16159-2012', title: '汉语拼音正词法基本规则', status: '现行', ccs: 'A22', ics: '01.140.10', published: '2012-06-29', implemented: '2012-10-01', applies: '用汉语拼音拼写现代汉语' },
  { no: 'GB/T 5795-2006', title: '中国标准书号', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2006-10-09', implemented: '2007-01-01', applies: '出版者出版的专题出版物' },
  { no: 'GB/T 9999.1-2018', title: '中国标准连续出版物号 第1部分：ISSN', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2018-12-28', implemented: '2019-07-01', applies: '连续出版物和持续性资源的标识' },
  { no: 'GB/T 12451-2001', title: '图书在版编目数据', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2001-11-05', implemented: '2002-06-01', applies: '在我国境内出版的图书' },
  { no: 'GB/T 7713.1-2006', title: '学位论文编写规则', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2006-12-05', implemented: '2007-05-01', applies: '学位论文的撰写、编辑、印刷和出版' },
  { no: 'GB/T 7713.2-2022', title: '学术论文编写规则', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2022-12-30', implemented: '2023-07-01', applies: '学术论文的撰写、编辑、印刷和出版' },
  { no: 'GB/T 7713-1987', title: '科学技术报告、学位论文和学术论文的编写格式', status: '废止', ccs: 'A14', ics: '01.140.20', published: '1987-05-05', implemented: '1988-01-01', applies: '报告、论文的编写格式' },
  { no: 'GB/T 31219.1-2014', title: '图书馆馆藏资源数字化加工规范 第1部分：总则', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2014-09-30', implemented: '2015-02-01', applies: '图书馆馆藏资源的数字化加工' },
  { no: 'GB/T 28220-2023', title: '公共图书馆服务规范', status: '现行', ccs: 'A12', ics: '01.140.20', published: '2023-05-23', implemented: '2023-12-01', applies: '各级公共图书馆提供的服务' },
  { no: 'GB/T 28220-2011', title: '公共图书馆服务规范', status: '废止', ccs: 'A12', ics: '01.140.20', published: '2011-12-30', implemented: '2012-05-01', applies: '各级公共图书馆提供的服务' },
  { no: 'GB/T 3469-2013', title: '信息资源的内容形式和媒体类型标识', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2013-12-31', implemented: '2014-07-15', applies: '各类信息资源的描述与管理' },
  { no: 'GB/T 2659.1-2022', title: '世界各国和地区及其行政区划名称代码 第1部分：国家和地区代码', status: '现行', ccs: 'A24', ics: '01.140.30', published: '2022-07-11', implemented: '2023-02-01', applies: '国家和地区名称的信息处理与交换' },
  { no: 'GB/T 21373-2008', title: '知识产权文献与信息 分类及代码', status: '现行', ccs: 'A14', ics: '01.140.20', published: '2008-01-22', implemented: '2008-07-01', applies: '知识产权文献与信息的加工、存储和检索' },
  { no: 'GB/T 45890-2026', title: '信息与文献 数字对象唯一标识符应用指南', status: '即将实施', ccs: 'A14', ics: '01.140.20', published: '2026-06-30', implemented: '2027-01-01', applies: '出版机构、图书馆和数据服务机构' },
  { no: 'GB/T 46012-2026', title: '智慧图书馆服务能力评价指南', status: '即将实施', ccs: 'A12', ics: '01.140.20', published: '2026-08-29', implemented: '2027-03-01', applies: '各级各类图书馆的服务能力评价' },
  { no: 'GB/T 46105-2026', title: '古籍数字化加工规范', status: '即将实施', ccs: 'A14', ics: '01.140.20', published: '2026-09-30', implemented: '2027-04-01', applies: '古籍收藏单位开展的数字化加工' },
  { no: 'GB/T 46230-2026', title: '学术出版物元数据规范', status: '即将实施', ccs: 'A14', ics: '01.140.40', published: '2026-10-10', implemented: '2027-05-01', applies: '学术期刊、图书等出版物的元数据著录' },
  { no: 'GB/T 46318-2026', title: '电子书内容质量评价要求', status: '即将实施', ccs: 'A14', ics: '01.140.40', published: '2026-10-28', implemented: '2027-05-01', applies: '电子书的内容质量评价' },
];
