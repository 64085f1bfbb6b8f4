import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ancientBooks, banners, books, laws, localHistories, standards, theses } from '../schema';
import { ANCIENT_SEEDS, LOCAL_HISTORY_SEEDS } from './tables/ancient';
import { LOCAL_HISTORY_NOTES } from './tables/libraryNotes';
import { fullBookPages } from '../../modules/book/preview';
import { bookBody } from './bookBodies';
import { BOOK_CHAPTERS } from './tables/bookChapters';
import { BOOK_SEEDS, LITERARY_CHAPTERS, PUBLISHERS } from './tables/books';
import { LAW_SEEDS, STANDARD_SEEDS } from './tables/laws';
import { chineseAuthors, chineseName, UNIVERSITIES } from './tables/people';
import { SUBJECTS } from './tables/subjects';
import { isbnFrom, mulberry32, noonOf, type Rng, ymd } from './random';
import { makeText, makeTitle } from './text';

const CN_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** 1 → 一, 10 → 十, 15 → 十五, 21 → 二十一 (chapter numbers). */
const chineseNumeral = (n: number) => (n < 10 ? CN_DIGITS[n] : `${n >= 20 ? CN_DIGITS[Math.floor(n / 10)] : ''}十${CN_DIGITS[n % 10]}`);

/** The book's own chapters, numbered as such a book numbers them: 第一讲 for lectures, none for essays. */
function catalogueOf(b: (typeof BOOK_SEEDS)[number]): string[] {
  const chapters = BOOK_CHAPTERS[b.title];
  if (!chapters) throw new Error(`seed: no table of contents for ${b.title}`);
  if (b.literary && b.term === '散文') return chapters;
  const unit = /讲/.test(b.title) ? '讲' : '章';
  const numbered = chapters.map((t, k) => `第${chineseNumeral(k + 1)}${unit} ${t}`);
  return b.literary ? numbered : numbered.concat(['参考文献', '后记']);
}

function bookRows(rng: Rng) {
  return BOOK_SEEDS.map((b, i) => {
    const year = rng.int(2012, 2025);
    const publishDate = ymd(year, rng.int(1, 12), 1);
    // The draws the earlier random catalogue made, kept so every later seeded value stays as it was.
    if (b.literary) rng.sample(LITERARY_CHAPTERS, rng.int(6, 9));
    const chapters = catalogueOf(b);
    const unit = /讲/.test(b.title) ? '讲' : '章';
    const authors = chineseAuthors(rng, 2).split(';');
    const isbn = isbnFrom(PUBLISHERS[b.publisher], rng.int(10000, 99999) * 7 + i);
    // The draw of the page count the seed once invented, kept so every later seeded value stays as
    // it was; 页数 is now the electronic edition's own (fullBookPages below).
    rng.int(180, 680);
    const row = {
      title: b.title,
      authors: b.edited ? `${authors.join(';')} 主编` : authors.join(';'),
      publisher: b.publisher,
      isbn,
      publishDate,
      typeCode: b.typeCode,
      subjectType: b.subjectType,
      previewPages: rng.int(10, 30),
      priceFen: rng.int(28, 128) * 100,
      summary:
        `《${b.title}》${b.about}。` +
        (b.literary
          ? `收有“${chapters[0].replace(/^第\S+[章讲] /, '')}”“${chapters[1].replace(/^第\S+[章讲] /, '')}”等篇。`
          : `全书共${chapters.length - 2}${unit}，从“${chapters[0].replace(/^第\S+[章讲] /, '')}”讲起，以“${chapters[chapters.length - 3].replace(/^第\S+[章讲] /, '')}”收束。`),
      catalogue: chapters.join('\n'),
      content: bookBody(i, b, chapters),
      views: rng.int(100, 20000),
      downloads: rng.int(0, 3000),
      createTime: noonOf(publishDate),
    };
    // 页数 is the number of pages a reader who bought the book turns (front matter and body as the
    // reader typesets them): a book saying 182 pages opened 48 (issue 34).
    return { ...row, pages: fullBookPages(row) };
  });
}

function byline(author: string, dynasty: string): string {
  if (author === '佚名') return `${dynasty}时期作品，作者佚名`;
  if (/ (辑|编订)$/.test(author)) return `${dynasty}${author.replace(' ', '')}`;
  return `${dynasty}${author}撰`;
}

function ancientRows(rng: Rng) {
  return ANCIENT_SEEDS.map((a) => ({
    title: a.title,
    author: a.author,
    dynasty: a.dynasty,
    category: a.category,
    edition: a.edition,
    volumes: a.volumes,
    summary: `《${a.title}》，${byline(a.author, a.dynasty)}。${a.summary}本库据${a.edition}整理。`,
    content: a.content,
    priceFen: rng.int(5, 30) * 100,
    views: rng.int(200, 30000),
    collectCount: rng.int(0, 800),
  }));
}

function localHistoryRows(rng: Rng) {
  return LOCAL_HISTORY_SEEDS.map((h, i) => {
    const kind = h.type === 1 ? '新编地方志' : h.type === 2 ? '旧方志' : '土地志';
    const focus =
      h.type === 3
        ? '记述了区域内土地资源、土地利用、土地管理与耕地保护的历史与现状'
        : `记述了${h.region}的建置沿革、自然地理、经济社会、文化教育与人物风俗`;
    return {
      type: h.type,
      title: h.title,
      compiler: h.compiler,
      provinceId: h.provinceId,
      region: h.region,
      publishYear: h.publishYear,
      publisher: h.publisher,
      summary: `《${h.title}》为${kind}，由${h.compiler}编纂，${focus}。${LOCAL_HISTORY_NOTES[h.title] ?? ''}`,
      createTime: noonOf(ymd(2020 + (i % 6), 1 + (i % 12), 1 + rng.int(0, 27))),
    };
  });
}

const DEGREE_WORD = ['', '学士学位论文', '硕士学位论文', '博士学位论文', '博士后研究工作报告'];

function thesisRows(rng: Rng) {
  const rows = [];
  for (let i = 0; i < 40; i++) {
    const degree = (i % 4) + 1;
    const subject = SUBJECTS[(i * 5) % SUBJECTS.length];
    const { title, vars } = makeTitle(rng, subject);
    const text = makeText(rng, subject, vars);
    const year = rng.int(2016, 2025);
    const issueTime = ymd(year, degree === 4 ? rng.int(9, 12) : rng.chance(0.8) ? 6 : 12, rng.int(1, 28));
    rows.push({
      title,
      authors: chineseName(rng),
      degree,
      schoolName: rng.pick(UNIVERSITIES).name,
      major: rng.pick(subject.majors),
      supervisor: chineseName(rng),
      issueTime,
      abstract: `本${DEGREE_WORD[degree].replace('学位论文', '论文')}以${vars.T}为研究对象。${text.abstract}`,
      fullText: text.fullText,
      keywords: text.keywords,
      subjectType: subject.code,
      priceFen: [0, 800, 1500, 2500, 3000][degree],
      downloads: rng.int(0, 1200),
      createTime: noonOf(issueTime),
    });
  }
  return rows;
}

function lawRows() {
  return LAW_SEEDS.map((l) => {
    const kind = l.title.replace(/（.*?）$/, '').match(/(法典|法|条例|规定|规程)$/)?.[1] ?? '办法';
    const basis = l.legislation === '法律' ? '根据宪法' : '根据有关法律、行政法规';
    const scope = l.legislation === '地方性法规' ? '本行政区域内' : '中华人民共和国境内';
    return {
      title: l.title,
      docNumber: l.docNumber,
      issuingAuthority: l.authority.split(';').join('、'),
      legislation: l.legislation,
      lawStatus: l.status,
      isEducation: l.education,
      publishDate: l.published,
      effectiveDate: l.effective,
      content: [
        `${l.title.replace(/（.*?）$/, '')}`,
        `（${l.published.slice(0, 4)}年${Number(l.published.slice(5, 7))}月${Number(l.published.slice(8, 10))}日发布，自${l.effective.slice(0, 4)}年${Number(l.effective.slice(5, 7))}月${Number(l.effective.slice(8, 10))}日起施行）`,
        '第一章 总则',
        `第一条 为了${l.purpose}，${basis}，制定本${kind}。`,
        `第二条 在${scope}从事本${kind}所调整的活动，适用本${kind}。`,
        `第三条 各级人民政府应当将相关工作纳入国民经济和社会发展规划，保障所需经费。`,
        `第四条 国家鼓励和支持社会力量依法参与相关事业，对作出突出贡献的组织和个人给予表彰和奖励。`,
        '（节选。完整文本以官方发布版本为准。）',
      ].join('\n'),
      createTime: noonOf(l.published),
    };
  });
}

function standardRows() {
  return STANDARD_SEEDS.map((s) => {
    const modern = Number(s.published.slice(0, 4)) >= 2018;
    return {
      standardNo: s.no,
      title: s.title,
      status: s.status,
      ccs: s.ccs,
      ics: s.ics,
      issuingAuthority: modern ? '国家市场监督管理总局、国家标准化管理委员会' : '国家质量监督检验检疫总局、国家标准化管理委员会',
      publishDate: s.published,
      implementDate: s.implemented,
      summary: `本标准规定了${s.title.split(' ').pop()}的术语和定义、基本要求与具体规则。本标准适用于${s.applies}。`,
      createTime: noonOf(s.published),
    };
  });
}

export const BANNER_SEEDS = [
  { title: '数字图书馆 · 知识服务', position: 'home', linkUrl: '/' },
  { title: '古籍数字化 · 传承中华文脉', position: 'home', linkUrl: '/ancient' },
  { title: '全民阅读 · 书香中国', position: 'home', linkUrl: '/bookLists' },
  { title: '地方志资源 · 读懂一方水土', position: 'home', linkUrl: '/resnav/localHistory?type=1' },
  { title: '学术期刊 · 开放获取', position: 'journal', linkUrl: null },
  { title: '好书推荐 · 每月新书', position: 'book', linkUrl: '/bookLists' },
];

/** Books, ancient books, local histories, theses, laws, standards and banners (year-books are on the kit: seed/areas/). */
export async function seedLibrary(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed02);
  await db.insert(books).values(bookRows(rng));
  await db.insert(ancientBooks).values(ancientRows(rng));
  // Nobody uploaded covers for the demo's books and ancient books: each gets one drawn
  // from its own title and publisher (server/modules/covers), as an item added without a cover would.
  await db.execute(sql`update book set cover_url = '/covers/gen/book/' || id || '.svg'`);
  await db.execute(sql`update ancient_book set cover_url = '/covers/gen/ancient/' || id || '.svg'`);
  await db.insert(localHistories).values(localHistoryRows(rng));
  await db.execute(sql`update local_history set cover_url = '/covers/gen/localHistory/' || id || '.svg'`);
  await db.insert(theses).values(thesisRows(rng));
  await db.insert(laws).values(lawRows());
  await db.insert(standards).values(standardRows());
  await db.insert(banners).values(
    BANNER_SEEDS.map((b, i) => ({ ...b, imageUrl: `/banners/banner-${i}.svg`, sort: BANNER_SEEDS.length - i })),
  );
}
