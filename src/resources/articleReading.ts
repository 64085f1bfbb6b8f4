import type { ArticleDetails, NetworkReference } from './articles';

/**
 * HTML reading of an article (issue 34 item 4): the full text as cleaned HTML with its outline,
 * figure and table anchors and reference markers. Public under the article's own call and visible
 * exactly when the article is; the server decides how much of the text is sent.
 */
export const ARTICLE_READING_CALL = { method: 'GET', path: '/exhibition/journal/article/{id}/read' } as const;

/** The portal page that reads an article in HTML. */
export const readingPath = (articleId: number | string) => `/article/${articleId}/read`;

/** A heading of the text: `level` 2 a section, 3 a subsection; `locked` when it lies past the part sent. */
export interface ReadingHeading {
  id: string;
  level: 2 | 3;
  text: string;
  locked?: boolean;
}

/** A figure or table caption of the part sent (图1 …, 表2 …), anchored by `id`. */
export interface ReadingFigure {
  id: string;
  kind: 'figure' | 'table';
  /** 图1, 表2 */
  label: string;
  caption: string;
}

/** The text as the reader may have it. */
export interface ReadingText {
  /** Cleaned HTML: headings carry ids, captions `class="wk-caption"`, markers `<a data-refs>` inside `sup.wk-cite`. */
  html: string;
  /** Every heading of the text, so a reader sees what the whole holds; those past the free part are locked. */
  outline: ReadingHeading[];
  figures: ReadingFigure[];
  /** True when `html` is the whole text. */
  full: boolean;
  /** Characters of text sent and in the whole. */
  shownChars: number;
  totalChars: number;
}

/** `GET /exhibition/journal/article/{id}/read`. */
export interface ArticleReading {
  /** The article as its detail call sends it, without the text (the reading carries it). */
  article: Omit<ArticleDetails, 'fullText' | 'issueArticles'>;
  reading: ReadingText;
  /** How the reader holds the whole text, when they do. */
  accessVia: 'free' | 'bought' | 'subscription' | null;
  /** 参考文献, parsed, each with its link into the library while the item is public (the 知网节's). */
  references: NetworkReference[];
}

/** The reference numbers a marker names: `1,3` and `2-4` (a range, at most 20 long). */
export function markerNumbers(refs: string): number[] {
  const out: number[] = [];
  for (const part of refs.split(',')) {
    const [a, b] = part.split('-').map(Number);
    if (!Number.isInteger(a) || a < 1) continue;
    const end = Number.isInteger(b) && b >= a && b - a <= 20 ? b : a;
    for (let n = a; n <= end; n++) if (!out.includes(n)) out.push(n);
  }
  return out;
}

export const READING_MSG = {
  noText: '本文暂无全文，可下载PDF阅读。',
  freePart: '以上为免费阅读部分',
} as const;
