import { Link } from 'react-router';
import { Tag } from 'antd';
import { SCHOOL_DIRECTORY_KINDS, SCHOOL_HOT_PATH, SCHOOL_STAGES } from '../../resources/schools';
import { labelOptions } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import { provinceName, provinceOptions } from '../area/regions';
import type { AreaConfig, Row } from '../area/types';
import styles from './places.module.css';
import { declaredDetail } from '../area/detailRoute';

/** The provinces the demo directories cover (a code without rows would list nothing). */
export const PLACE_PROVINCES = [110000, 120000, 310000, 320000, 330000, 350000, 370000, 420000, 430000, 440000, 500000, 510000, 530000, 610000];

function Campuses({ row }: { row: Row }) {
  const list = (row.campuses ?? []) as Row[];
  return (
    <section className={styles.campuses} aria-label="校区" data-testid="school-campuses">
      <h2 className={styles.sectionTitle}>校区（{list.length}）</h2>
      {list.length === 0 ? (
        <p className={styles.campusLine}>暂无校区信息</p>
      ) : (
        <div className={styles.campusGrid}>
          {list.map((c) => (
            <article key={c.id} className={styles.campus}>
              <h3 className={styles.campusName}>
                {c.name}
                {c.isMain ? <Tag color="red">主校区</Tag> : <Tag>分校区</Tag>}
              </h3>
              <p className={styles.campusLine}>地址：{c.address}</p>
              <p className={styles.campusLine}>电话：{c.phone || '—'}</p>
              {c.profile && <p className={styles.campusProfile}>{c.profile}</p>}
            </article>
          ))}
        </div>
      )}
      {row.famousSchool && (
        <p className={styles.famousLink}>
          本校已入选名校风采：<Link to={`/famousSchool/${row.famousSchool.id}`}>查看「{row.famousSchool.name}」的学校动态与校园风采</Link>
        </p>
      )}
    </section>
  );
}

/** 学校名录: schools by 省份, 学段 and 办学性质, each with its campuses. */
export const schoolArea: AreaConfig = {
  resource: 'schools',
  title: '学校名录',
  listPath: '/school',
  detailPath: declaredDetail('school'),
  searchPlaceholder: '学校名称、城市或校长',
  layout: 'rows',
  titleField: 'name',
  tagField: 'stage',
  coverField: 'coverUrl',
  listFields: ['kind', 'provinceId', 'city', 'foundedYear', 'campusCount', 'mainAddress'],
  filters: [
    { kind: 'chips', field: 'stage', label: '学段', options: labelOptions(SCHOOL_STAGES) },
    { kind: 'chips', field: 'kind', label: '办学性质', options: labelOptions(SCHOOL_DIRECTORY_KINDS) },
    { kind: 'select', field: 'provinceId', label: '省份', options: provinceOptions(PLACE_PROVINCES) },
  ],
  linkFilters: [{ field: 'city', label: '城市' }],
  labels: { campusCount: '校区', mainAddress: '地址' },
  render: {
    provinceId: (v) => provinceName(v),
    city: (v) => <Link to={`/school?city=${encodeURIComponent(String(v))}`}>{String(v)}</Link>,
    foundedYear: (v) => (v ? `${v}年建校` : ''),
    campusCount: (v) => `${v ?? 0}个校区`,
  },
  detailFields: ['stage', 'kind', 'provinceId', 'city', 'foundedYear', 'principal', 'website', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  extra: (row) => <Campuses row={row} />,
  noun: '学校',
};

export function SchoolListPage() {
  return (
    <AreaListPage
      config={schoolArea}
      intro={
        <HotStrip
          path={SCHOOL_HOT_PATH}
          title="热门学校"
          testId="hot-schools"
          to={(r) => `/school/${r.id}`}
          label={(r) => String(r.name)}
          meta={(r) => [`${SCHOOL_STAGES[r.stage] ?? ''} · ${r.city}`, `浏览 ${r.views}`]}
        />
      }
    />
  );
}

export function SchoolDetailPage() {
  return <AreaDetailPage config={schoolArea} />;
}
