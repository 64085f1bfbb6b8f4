import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { provinceName, regionFilter } from '../area/regions';
import type { AreaConfig } from '../area/types';
import { declaredDetail } from '../area/detailRoute';

export const yearbookArea: AreaConfig = {
  resource: 'yearbooks',
  title: '年鉴',
  listPath: '/yearbook',
  detailPath: declaredDetail('yearbook'),
  searchPlaceholder: '年鉴名称、编者或地域',
  layout: 'covers',
  titleField: 'title',
  coverField: 'coverUrl',
  listFields: ['editor', 'region'],
  filters: [
    { kind: 'year', field: 'year', label: '年鉴年份', from: 2000 },
    regionFilter,
  ],
  render: { provinceId: (v) => provinceName(v) || '全国', year: (v) => `${v}年` },
  detailFields: ['year', 'region', 'provinceId', 'editor', 'publisher'],
  sections: [{ field: 'summary', style: 'paragraphs' }],
};

export function YearbookListPage() {
  return <AreaListPage config={yearbookArea} />;
}

export function YearbookDetailPage() {
  return <AreaDetailPage config={yearbookArea} />;
}
