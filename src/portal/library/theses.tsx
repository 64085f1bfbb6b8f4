import { BuyButton } from '../commerce/BuyButton';
import { ORDER_TYPE } from '../../shared/order';
import { THESIS_SCHOOLS_PATH } from '../../resources/theses';
import { guessPlace } from '../../shared/citation';
import { DICTS } from '../../shared/dict';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { CitationButton } from '../area/CitationButton';
import type { AreaConfig, Row } from '../area/types';
import { declaredDetail } from '../area/detailRoute';

const options = (type: 'thesis_level' | 'subject_type') => DICTS[type].map(({ value, label }) => ({ value, label }));

export const thesisArea: AreaConfig = {
  resource: 'theses',
  title: '学位论文',
  listPath: '/dissertation',
  detailPath: declaredDetail('thesis'),
  searchPlaceholder: '题名、作者、关键词或导师',
  layout: 'rows',
  titleField: 'title',
  tagField: 'degree',
  listFields: ['authors', 'schoolName', 'major', 'issueTime'],
  summaryField: 'abstract',
  filters: [
    { kind: 'chips', field: 'degree', label: '学位级别', options: options('thesis_level') },
    { kind: 'chips', field: 'subjectType', label: '学科分类', options: options('subject_type') },
    { kind: 'select', field: 'schoolName', label: '授予单位', optionsCall: THESIS_SCHOOLS_PATH, width: 240 },
    { kind: 'year', field: 'outYear', label: '授予年份', from: 2000 },
  ],
  detailFields: ['authors', 'degree', 'schoolName', 'major', 'supervisor', 'issueTime', 'subjectType', 'keywords', 'downloads', 'priceFen'],
  render: { keywords: (v) => String(v ?? '').split(/[;；]/).filter(Boolean).join('；') },
  sections: [
    { field: 'abstract', style: 'paragraphs' },
    { field: 'fullText', style: 'paragraphs', previewFlag: 'fullTextPreview' },
  ],
  actions: (row: Row) => (
    <>
    <CitationButton
      work={{
        kind: 'thesis',
        id: row.id,
        title: row.title,
        authors: row.authors,
        school: row.schoolName,
        place: guessPlace(row.schoolName),
        year: row.issueTime ? Number(String(row.issueTime).slice(0, 4)) : undefined,
        degree: row.degree,
        keywords: row.keywords ?? undefined,
        abstract: row.abstract ?? undefined,
      }}
    />
    {Number(row.priceFen) > 0 && <BuyButton orderType={ORDER_TYPE.monograph} joinId={Number(row.id)} title={String(row.title)} />}
    </>
  ),
};

export function ThesisListPage() {
  return <AreaListPage config={thesisArea} />;
}

export function ThesisDetailPage() {
  return <AreaDetailPage config={thesisArea} />;
}
