/**
 * Citation export for articles, books, theses and numbered documents: GB/T 7714-2015, BibTeX, RIS and EndNote
 * (tagged). Pure functions, used by the detail pages' 引用 button (and testable without a DOM).
 */
export type CitationStyle = 'gbt7714' | 'bibtex' | 'ris' | 'endnote';

export interface CitableWork {
  /** `document`: a numbered document of a content-area kit type, typed by its declaration: `mark`, `number`, `date`, `ris`, `endnote`. */
  kind: 'article' | 'book' | 'thesis' | 'document';
  id?: number | string;
  title: string;
  /** Names in order; a `;`-separated string is accepted too. */
  authors: string[] | string;
  year?: number;
  journal?: string;
  volume?: string | number;
  issue?: number | string;
  pageStart?: number;
  pageEnd?: number;
  issn?: string;
  doi?: string;
  publisher?: string;
  /** Place of publication (books) or of the degree-granting school (theses), when known. */
  place?: string;
  isbn?: string;
  school?: string;
  /** Thesis level: 1 学士, 2 硕士, 3 博士, 4 博士后. */
  degree?: number;
  keywords?: string[] | string;
  abstract?: string;
  url?: string;
  /** A numbered document's GB/T 7714 type mark, RIS and EndNote types (from its declaration), number and date (YYYY-MM-DD). */
  mark?: string;
  ris?: string;
  endnote?: string;
  number?: string;
  date?: string;
}

export const CITATION_STYLES: Array<{ style: CitationStyle; label: string; extension: string; mime: string }> = [
  { style: 'gbt7714', label: 'GB/T 7714-2015', extension: 'txt', mime: 'text/plain' },
  { style: 'bibtex', label: 'BibTeX', extension: 'bib', mime: 'application/x-bibtex' },
  { style: 'ris', label: 'RIS', extension: 'ris', mime: 'application/x-research-info-systems' },
  { style: 'endnote', label: 'EndNote', extension: 'enw', mime: 'application/x-endnote-refer' },
];

const HAN = /[\u3400-\u9fff]/;

export function splitList(value: string[] | string | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : value.split(/[;；,，]/);
  return list.map((s) => s.trim()).filter(Boolean);
}

/** GB/T 7714 writes Latin names as SURNAME plus initials: "John Smith" → "SMITH J". */
export function gbAuthorName(name: string): string {
  if (HAN.test(name)) return name.replace(/\s+/g, '');
  const [surname, given] = name.includes(',')
    ? name.split(',').map((s) => s.trim())
    : [name.trim().split(/\s+/).slice(-1)[0], name.trim().split(/\s+/).slice(0, -1).join(' ')];
  const initials = given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((g) => g[0]!.toUpperCase())
    .join(' ');
  return `${surname.toUpperCase()}${initials ? ` ${initials}` : ''}`;
}

/** At most three authors, then 等 (Chinese list) or et al. (others), per GB/T 7714-2015 §8.1.2. */
export function gbAuthors(authors: string[]): string {
  if (authors.length === 0) return '佚名';
  const chinese = HAN.test(authors[0]!);
  const shown = authors.slice(0, 3).map(gbAuthorName).join(', ');
  return authors.length > 3 ? `${shown}, ${chinese ? '等' : 'et al'}` : shown;
}

const TYPE_MARK = { article: 'J', book: 'M', thesis: 'D', document: 'Z' } as const;

function pages(w: CitableWork): string {
  if (w.pageStart && w.pageEnd && w.pageEnd !== w.pageStart) return `${w.pageStart}-${w.pageEnd}`;
  return w.pageStart ? String(w.pageStart) : '';
}

function gbt7714(w: CitableWork): string {
  const authors = gbAuthors(splitList(w.authors));
  // GB/T 7714-2015 §8.1's numbered documents: 责任者. 题名: 编号[标识]. 公告或公开日期.
  if (w.kind === 'document') return `${authors}. ${w.title}: ${w.number ?? ''}[${w.mark ?? TYPE_MARK.document}]. ${w.date ?? w.year ?? ''}.`;
  const head = `${authors}. ${w.title}[${TYPE_MARK[w.kind]}]`;
  const place = w.place || '出版地不详';
  if (w.kind === 'article') {
    const vol = w.volume ? String(w.volume) : '';
    const iss = w.issue !== undefined && w.issue !== '' ? `(${w.issue})` : '';
    const p = pages(w);
    const doi = w.doi ? `. DOI:${w.doi}` : '';
    // With a volume: "刊名, 2012, 55(34): 3219"; without: "刊名, 2014(3): 4-12" (GB/T 7714-2015 §8.8).
    const when = vol ? `${w.year ?? ''}, ${vol}${iss}` : `${w.year ?? ''}${iss}`;
    return `${head}. ${w.journal ?? ''}, ${when}${p ? `: ${p}` : ''}${doi}.`;
  }
  if (w.kind === 'book') return `${head}. ${place}: ${w.publisher ?? '出版者不详'}, ${w.year ?? ''}.`;
  return `${head}. ${place}: ${w.school ?? ''}, ${w.year ?? ''}.`;
}

function bibKey(w: CitableWork): string {
  const first = splitList(w.authors)[0] ?? 'anon';
  const latin = first.replace(/[^A-Za-z]/g, '').toLowerCase();
  return `${latin || `wenku${w.kind}${w.id ?? ''}`}${w.year ?? ''}`;
}

const bibEscape = (s: string) => s.replace(/[{}\\]/g, (c) => `\\${c}`);

function bibtex(w: CitableWork): string {
  const type = w.kind === 'article' ? 'article' : w.kind === 'book' ? 'book' : w.kind === 'document' ? 'misc' : w.degree && w.degree >= 3 ? 'phdthesis' : 'mastersthesis';
  const fields: Array<[string, string | number | undefined]> = [
    ['author', splitList(w.authors).join(' and ')],
    ['title', w.title],
    ['journal', w.kind === 'article' ? w.journal : undefined],
    ['publisher', w.kind === 'book' ? w.publisher : undefined],
    ['address', w.kind !== 'article' ? w.place : undefined],
    ['school', w.kind === 'thesis' ? w.school : undefined],
    ['number', w.kind === 'document' ? w.number : undefined],
    ['date', w.kind === 'document' ? w.date : undefined],
    ['year', w.year],
    ['volume', w.volume],
    ['number', w.kind === 'document' ? undefined : w.issue],
    ['pages', pages(w).replace('-', '--') || undefined],
    ['issn', w.issn],
    ['isbn', w.isbn],
    ['doi', w.doi],
    ['keywords', splitList(w.keywords).join(', ') || undefined],
    ['url', w.url],
  ];
  const body = fields
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `  ${k} = {${bibEscape(String(v))}}`)
    .join(',\n');
  return `@${type}{${bibKey(w)},\n${body}\n}`;
}

function ris(w: CitableWork): string {
  const ty = w.kind === 'article' ? 'JOUR' : w.kind === 'book' ? 'BOOK' : w.kind === 'document' ? (w.ris ?? 'GEN') : 'THES';
  const lines: Array<[string, string | number | undefined]> = [['TY', ty]];
  for (const a of splitList(w.authors)) lines.push(['AU', a]);
  lines.push(['TI', w.title]);
  if (w.kind === 'article') lines.push(['JO', w.journal], ['VL', w.volume], ['IS', w.issue], ['SP', w.pageStart], ['EP', w.pageEnd], ['SN', w.issn]);
  if (w.kind === 'book') lines.push(['PB', w.publisher], ['CY', w.place], ['SN', w.isbn]);
  if (w.kind === 'thesis') lines.push(['PB', w.school], ['CY', w.place]);
  if (w.kind === 'document') lines.push(['M1', w.number], ['DA', w.date?.replaceAll('-', '/')]);
  lines.push(['PY', w.year], ['DO', w.doi]);
  for (const k of splitList(w.keywords)) lines.push(['KW', k]);
  lines.push(['AB', w.abstract], ['UR', w.url]);
  return [...lines.filter(([, v]) => v !== undefined && v !== ''), ['ER', '']].map(([k, v]) => `${k}  - ${v ?? ''}`.trimEnd()).join('\r\n');
}

function endnote(w: CitableWork): string {
  const type = w.kind === 'article' ? 'Journal Article' : w.kind === 'book' ? 'Book' : w.kind === 'document' ? (w.endnote ?? 'Generic') : 'Thesis';
  const lines: Array<[string, string | number | undefined]> = [['%0', type]];
  for (const a of splitList(w.authors)) lines.push(['%A', a]);
  lines.push(['%T', w.title]);
  if (w.kind === 'article') lines.push(['%J', w.journal], ['%V', w.volume], ['%N', w.issue], ['%P', pages(w) || undefined], ['%@', w.issn]);
  if (w.kind === 'book') lines.push(['%I', w.publisher], ['%C', w.place], ['%@', w.isbn]);
  if (w.kind === 'thesis') lines.push(['%I', w.school], ['%C', w.place], ['%9', w.degree && w.degree >= 3 ? '博士学位论文' : '硕士学位论文']);
  if (w.kind === 'document') lines.push(['%@', w.number], ['%8', w.date]);
  lines.push(['%D', w.year], ['%R', w.doi]);
  for (const k of splitList(w.keywords)) lines.push(['%K', k]);
  lines.push(['%X', w.abstract], ['%U', w.url]);
  return lines
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k} ${v}`)
    .join('\n');
}

export function formatCitation(style: CitationStyle, work: CitableWork): string {
  switch (style) {
    case 'gbt7714':
      return gbt7714(work);
    case 'bibtex':
      return bibtex(work);
    case 'ris':
      return ris(work);
    case 'endnote':
      return endnote(work);
  }
}

/** Places of well-known publishers and universities, for GB/T 7714's 出版地 when the data lacks it. */
const PLACES: Array<[RegExp, string]> = [
  [/^(北京|清华|中国人民|北京师范|人民出版社|商务印书馆|中华书局|科学出版社|高等教育|人民文学|生活·读书·新知|三联|中国社会科学|法律出版社|外语教学与研究)/, '北京'],
  [/^(上海|复旦|同济|华东师范|上海古籍|上海人民|上海译文)/, '上海'],
  [/^(南京|江苏)/, '南京'],
  [/^(浙江|杭州)/, '杭州'],
  [/^(武汉|华中|湖北)/, '武汉'],
  [/^(中山|华南|广东|暨南)/, '广州'],
  [/^(四川|西南|电子科技|巴蜀)/, '成都'],
  [/^(西安|陕西|西北)/, '西安'],
  [/^(南开|天津)/, '天津'],
  [/^(山东|齐鲁)/, '济南'],
  [/^(厦门)/, '厦门'],
  [/^(吉林)/, '长春'],
  [/^(哈尔滨|黑龙江)/, '哈尔滨'],
  [/^(湖南|中南)/, '长沙'],
  [/^(河南|郑州|大象)/, '郑州'],
];

export function guessPlace(publisherOrSchool: string | undefined | null): string | undefined {
  if (!publisherOrSchool) return undefined;
  return PLACES.find(([re]) => re.test(publisherOrSchool))?.[1];
}
