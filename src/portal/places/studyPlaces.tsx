import { Link } from 'react-router';
import { STUDY_PLACE_HOT_PATH, STUDY_PLACE_KINDS } from '../../resources/studyPlaces';
import { labelOptions } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import { provinceName, provinceOptions } from '../area/regions';
import type { AreaConfig } from '../area/types';
import { PLACE_PROVINCES } from './schools';
import { declaredDetail } from '../area/detailRoute';

/** 学习场所: libraries, museums, science centres, reading rooms … with opening hours and address. */
export const studyPlaceArea: AreaConfig = {
  resource: 'studyPlaces',
  title: '学习场所',
  listPath: '/studyPlace',
  detailPath: declaredDetail('studyPlace'),
  searchPlaceholder: '场所名称、城市或地址',
  layout: 'rows',
  titleField: 'name',
  tagField: 'placeKind',
  coverField: 'coverUrl',
  listFields: ['provinceId', 'city', 'address', 'openingHours', 'isFree'],
  filters: [
    { kind: 'chips', field: 'placeKind', label: '场所类型', options: labelOptions(STUDY_PLACE_KINDS) },
    { kind: 'select', field: 'provinceId', label: '省份', options: provinceOptions(PLACE_PROVINCES) },
    {
      kind: 'chips',
      field: 'isFree',
      label: '门票',
      options: labelOptions({ true: '免费开放', false: '收费' }),
    },
  ],
  linkFilters: [{ field: 'city', label: '城市' }],
  render: {
    provinceId: (v) => provinceName(v),
    city: (v) => <Link to={`/studyPlace?city=${encodeURIComponent(String(v))}`}>{String(v)}</Link>,
  },
  detailFields: ['placeKind', 'provinceId', 'city', 'address', 'openingHours', 'isFree', 'needsBooking', 'phone', 'website', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  noun: '学习场所',
};

export function StudyPlaceListPage() {
  return (
    <AreaListPage
      config={studyPlaceArea}
      intro={
        <HotStrip
          path={STUDY_PLACE_HOT_PATH}
          title="热门场所"
          testId="hot-study-places"
          to={(r) => `/studyPlace/${r.id}`}
          label={(r) => String(r.name)}
          meta={(r) => [`${STUDY_PLACE_KINDS[r.placeKind] ?? ''} · ${r.city}`, `浏览 ${r.views}`]}
        />
      }
    />
  );
}

export function StudyPlaceDetailPage() {
  return <AreaDetailPage config={studyPlaceArea} />;
}
