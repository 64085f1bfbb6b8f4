import { BuyButton } from '../commerce/BuyButton';
import { ORDER_TYPE } from '../../shared/order';
import { Button } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CLC_CLASSES } from '../../resources/books';
import { DICTS } from '../../shared/dict';
import { guessPlace } from '../../shared/citation';
import { formatFen } from '../../shared/format';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { CitationButton } from '../area/CitationButton';
import type { AreaConfig, Row } from '../area/types';
import { StandaloneTop } from '../layout/StandaloneTop';
import { declaredDetail } from '../area/detailRoute';

const clcName = new Map(CLC_CLASSES);

/** `蒋海艳;陆建 主编` → the names alone, for a citation. */
export function authorNames(authors: string): string[] {
  return authors
    .split(/[;；]/)
    .map((a) => a.trim().replace(/\s*(主编|编著|编|著|译)$/, ''))
    .filter(Boolean);
}

export const bookArea: AreaConfig = {
  resource: 'books',
  title: '图书',
  noun: '图书',
  listPath: '/bookLists',
  detailPath: declaredDetail('book'),
  searchPlaceholder: '书名、作者、出版社或 ISBN',
  layout: 'covers',
  titleField: 'title',
  coverField: 'coverUrl',
  listFields: ['authors', 'priceFen'],
  filters: [
    { kind: 'chips', field: 'subjectType', label: '学科', options: DICTS.subject_type.map(({ value, label }) => ({ value, label })) },
    { kind: 'select', field: 'typeCode', label: '中图分类', options: CLC_CLASSES.map(([value, label]) => ({ value, label: `${value} ${label}` })), width: 300 },
    { kind: 'year', field: 'outYear', label: '出版年份', from: 2000 },
  ],
  linkFilters: [{ field: 'author', label: '作者' }],
  render: {
    typeCode: (v) => (v ? `${v} ${clcName.get(String(v)) ?? ''}` : '—'),
  },
  detailFields: ['authors', 'publisher', 'publishDate', 'isbn', 'typeCode', 'subjectType', 'pages', 'views'],
  sections: [
    { field: 'summary', style: 'paragraphs' },
    { field: 'catalogue', style: 'list' },
  ],
  actions: (row: Row) => (
    <>
      <Link to={`/preBooks?id=${row.id}`} data-testid="book-preview-link">
        <Button type="primary" size="large" icon={<ReadOutlined />}>
          {row.fullAccess && row.hasContent ? '阅读全书' : '试读'}
        </Button>
      </Link>
      <CitationButton
        work={{
          kind: 'book',
          id: row.id,
          title: row.title,
          authors: authorNames(String(row.authors ?? '')),
          publisher: row.publisher ?? undefined,
          place: guessPlace(row.publisher),
          year: row.publishDate ? Number(String(row.publishDate).slice(0, 4)) : undefined,
          isbn: row.isbn ?? undefined,
          abstract: row.summary ?? undefined,
        }}
      />
      <span style={{ alignSelf: 'center', color: '#a61b29', fontSize: 20, marginLeft: 8 }}>{formatFen(row.priceFen)}</span>
      {Number(row.priceFen) > 0 && <BuyButton orderType={ORDER_TYPE.book} joinId={Number(row.id)} title={String(row.title)} />}
    </>
  ),
};

/** `/bookLists`: the header is hidden here (spec §2); the page brings its own top. */
export function BookListPage() {
  return <AreaListPage config={bookArea} top={<StandaloneTop title="图书馆 · 电子图书" subtitle="精选学术专著、教材与文学读物，支持在线试读与引用导出" testId="book-top" />} />;
}

export function BookDetailPage() {
  return <AreaDetailPage config={bookArea} />;
}
