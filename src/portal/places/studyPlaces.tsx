import { Link } from 'react-router';
import { STUDY_PLACE_HOT_PATH, STUDY_PLACE_KINDS, studyPlaceResource } from '../../resources/studyPlaces';
import { declaredChips } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import { provinceName, provinceOptions } from '../area/regions';
import type { AreaConfig } from '../area/types';
import { PLACE_PROVINCES } from './schools';
import { declaredArea } from '../area/detailRoute';

/** 学习场所: libraries, museums, science centres, reading rooms … with opening hours and address. */
export const studyPlaceArea: AreaConfig = {
  ...declaredArea(studyPlaceResource),
  searchPlaceholder: '场所名称、城市或地址',
  layout: 'rows',
  titleField: 'name',
  tagField: 'placeKind',
  coverField: 'coverUrl',
  listFields: ['provinceId', 'city', 'address', 'openingHours', 'isFree'],
  filters: [
    ...declaredChips(studyPlaceResource, 'placeKind'),
    { kind: 'select', field: 'provinceId', label: '省份', options: provinceOptions(PLACE_PROVINCES) },
    ...declaredChips(studyPlaceResource, 'isFree'),
  ],
  linkFilters: [{ field: 'city', label: '城市' }],
  render: {
    provinceId: (v) => provinceName(v),
    city: (v) => <Link to={`/studyPlace?city=${encodeURIComponent(String(v))}`}>{String(v)}</Link>,
  },
  detailFields: ['placeKind', 'provinceId', 'city', 'address', 'openingHours', 'isFree', 'needsBooking', 'phone', 'website', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
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
