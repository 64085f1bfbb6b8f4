import type { BookPreview, PreviewPage } from '../../../src/resources/books';
import { guessPlace } from '../../../src/shared/citation';
import { richTextPlain } from '../../../src/shared/richText';
import type { books } from '../../db/schema';

type Book = typeof books.$inferSelect;

/** Catalogue lines that fit one printed page of the preview. */
const CATALOGUE_LINES_PER_PAGE = 16;

function cip(book: Book): string[] {
  const year = book.publishDate ? book.publishDate.slice(0, 4) : '';
  const month = book.publishDate ? Number(book.publishDate.slice(5, 7)) : 0;
  const authors = book.authors.split(';').join('，');
  const lines = [
    '图书在版编目（CIP）数据',
    `${book.title} / ${authors}. —${guessPlace(book.publisher) ? `${guessPlace(book.publisher)}：` : ''}${book.publisher ?? ''}${year ? `，${year}.${month}` : ''}`,
  ];
  if (book.isbn) lines.push(`ISBN ${book.isbn}`);
  lines.push('', `书　　名　${book.title}`, `作　　者　${authors}`);
  if (book.publisher) lines.push(`出版发行　${book.publisher}`);
  if (year) lines.push(`版　　次　${year}年${month}月第1版`);
  if (book.pages) lines.push(`页　　数　${book.pages}`);
  if (book.isbn) lines.push(`书　　号　ISBN ${book.isbn}`);
  lines.push(`定　　价　${(book.priceFen / 100).toFixed(2)}元`, '', '版权所有　侵权必究');
  return lines;
}

/**
 * The free preview of a book as pages of text: cover, title page, copyright page, summary,
 * catalogue and the body's first pages, cut at the book's `previewPages`. `pdf.ts` typesets these pages into the PDF that the
 * reader shows in pdf.js (docs/decisions.md, issue 5).
 */
export function buildPreview(book: Book): BookPreview {
  const limit = Math.max(0, book.previewPages);
  const pages = [...frontMatter(book), ...bodyPages(book.content ?? '')].slice(0, limit);
  return bookPages(book, pages, limit);
}

function bookPages(book: Book, pages: Array<Omit<PreviewPage, 'no'>>, previewPages: number): BookPreview {
  return {
    id: book.id,
    title: book.title,
    authors: book.authors,
    publisher: book.publisher,
    coverUrl: book.coverUrl,
    totalPages: book.pages,
    previewPages,
    pages: pages.map((p, i) => ({ ...p, no: i + 1 })),
  };
}

/** Characters of one typeset line (A5, 11 pt Noto Sans SC, pdf.ts) and the lines of a text page. */
const CHARS_PER_LINE = 28;
const LINES_PER_PAGE = 15;
const linesOf = (paragraph: string) => Math.ceil((paragraph.length + 2) / CHARS_PER_LINE);

/**
 * The body as pages: a line `# 标题` starts a chapter on a new page under that heading, paragraphs
 * flow on, and one that does not fit is continued on the next page.
 */
export function bodyPages(content: string): Array<Omit<PreviewPage, 'no'>> {
  const pages: Array<Omit<PreviewPage, 'no'>> = [];
  let page: Omit<PreviewPage, 'no'> | null = null;
  let room = 0;
  const open = (heading?: string) => {
    page = { kind: 'body', heading, lines: [] };
    pages.push(page);
    room = heading ? LINES_PER_PAGE - 2 : LINES_PER_PAGE;
  };
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('# ')) {
      open(line.slice(2).trim());
      continue;
    }
    let rest = line;
    while (rest) {
      if (!page || room < 2) open();
      const need = linesOf(rest);
      if (need <= room) {
        page!.lines.push(rest);
        room -= need;
        break;
      }
      const fit = room * CHARS_PER_LINE - 2;
      page!.lines.push(rest.slice(0, fit));
      rest = rest.slice(fit);
      room = 0;
    }
  }
  return pages;
}

/** The whole book for a reader who may read it: every front page, then the body. */
export function buildFullBook(book: Book): BookPreview {
  const pages = [...frontMatter(book), ...bodyPages(book.content ?? '')];
  return { ...bookPages(book, pages, pages.length), full: true };
}

/**
 * 页数 of a book with a body: the pages of its whole electronic edition, as a reader who bought it
 * turns them (the count is what `/fileLicense/accessBook` serves; issue 34: a book saying 182 pages
 * opened 48). A book without a body keeps the count it was given.
 */
export function fullBookPages(book: BookText): number | null {
  if (!book.content) return book.pages ?? null;
  // The count depends on the text only: the row's id, cover and preview length never move it.
  return buildFullBook({ ...book, pages: null } as Book).pages.length;
}

/** What the pages of a book are typeset from. */
export type BookText = Pick<Book, 'title' | 'authors' | 'publisher' | 'isbn' | 'publishDate' | 'priceFen' | 'summary' | 'catalogue' | 'content'> & { pages?: number | null };

function frontMatter(book: Book): Array<Omit<PreviewPage, 'no'>> {
  const pages: Array<Omit<PreviewPage, 'no'>> = [
    { kind: 'cover', lines: [book.title] },
    { kind: 'title', heading: book.title, lines: [book.authors.split(';').join('　'), book.publisher ?? ''] },
    { kind: 'copyright', heading: '版权信息', lines: cip(book) },
  ];
  if (book.summary) pages.push({ kind: 'summary', heading: '内容简介', lines: book.summary.split('\n').filter(Boolean) });
  // A catalogue written in the editor is HTML: one line per entry (paragraph, list item).
  const catalogue = richTextPlain(book.catalogue).split('\n').filter(Boolean);
  for (let i = 0; i < catalogue.length; i += CATALOGUE_LINES_PER_PAGE) {
    pages.push({ kind: 'catalogue', heading: i === 0 ? '目　录' : '目　录（续）', lines: catalogue.slice(i, i + CATALOGUE_LINES_PER_PAGE) });
  }
  return pages;
}
