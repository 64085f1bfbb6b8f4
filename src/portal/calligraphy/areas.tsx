import { Link } from 'react-router';
import { CALLIGRAPHER_OPTIONS_PATH, CALLIGRAPHY_HOT_PATH, CALLIGRAPHY_SCRIPTS } from '../../resources/calligraphy';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig } from '../area/types';
import { useAreaCall } from '../area/useAreaCall';
import styles from './calligraphy.module.css';
import { declaredDetail } from '../area/detailRoute';

const DYNASTIES = ['秦', '东晋', '唐', '北宋', '元', '清', '当代'];

/** 书法作品 by script (楷 行 草 隶 篆), calligrapher and dynasty. */
export const calligraphyArea: AreaConfig = {
  resource: 'calligraphyWorks',
  title: '书法',
  listPath: '/calligraphy',
  detailPath: declaredDetail('calligraphy'),
  searchBar: true,
  searchPlaceholder: '作品名称、释文或收藏单位',
  layout: 'rows',
  titleField: 'title',
  listFields: ['scriptName', 'calligrapherName', 'dynasty', 'era'],
  summaryField: 'content',
  labels: { scriptName: '书体', calligrapherName: '书法家', lifespan: '生卒年' },
  filters: [
    { kind: 'chips', field: 'script', label: '书体', options: Object.entries(CALLIGRAPHY_SCRIPTS).map(([value, label]) => ({ value, label })) },
    { kind: 'chips', field: 'dynasty', label: '朝代', options: DYNASTIES.map((d) => ({ value: d, label: d })) },
    { kind: 'select', field: 'calligrapherId', label: '书法家', optionsCall: CALLIGRAPHER_OPTIONS_PATH, width: 180 },
  ],
  render: {
    calligrapherName: (v, row) => <Link to={`/calligraphy/calligrapher/${row.calligrapherId}`}>{String(v)}</Link>,
  },
  detailFields: ['scriptName', 'calligrapherName', 'dynasty', 'era', 'medium', 'collection', 'views'],
  sections: [
    { field: 'content', label: '释文', style: 'classical' },
    { field: 'intro', style: 'paragraphs' },
  ],
  actions: (row) => (
    <Link to={`/calligraphy/word?word=${encodeURIComponent(String(row.content ?? '').replace(/[^\p{Script=Han}]/gu, '').slice(0, 1))}`}>查看字形</Link>
  ),
  noun: '书法作品',
};

/** 书法家: historic and contemporary, with their works below. */
export const calligrapherArea: AreaConfig = {
  resource: 'calligraphers',
  title: '书法家',
  listPath: '/calligraphy/calligrapher',
  detailPath: (row) => `/calligraphy/calligrapher/${row.id}`,
  searchPlaceholder: '书法家姓名',
  layout: 'rows',
  titleField: 'name',
  listFields: ['dynasty', 'lifespan', 'views'],
  filters: [{ kind: 'chips', field: 'dynasty', label: '朝代', options: DYNASTIES.map((d) => ({ value: d, label: d })) }],
  detailFields: ['dynasty', 'lifespan', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  extra: (row) => <AreaListPage config={{ ...calligraphyArea, fixedFilters: { calligrapherId: Number(row.id) }, filters: [], searchBar: false }} embedded />,
  noun: '书法家',
};

interface HotWork {
  id: number;
  title: string;
  calligrapherName: string;
  views: number;
}

/** 热门作品 (by views) and the way to the dictionary and the calligraphers. */
function CalligraphyTop() {
  const { data } = useAreaCall<HotWork[]>(CALLIGRAPHY_HOT_PATH, { pageSize: 5 });
  return (
    <section className={styles.hot} aria-label="热门书法作品" data-testid="hot-calligraphy">
      <h2>热门作品</h2>
      <ol>
        {(data ?? []).map((w) => (
          <li key={w.id}>
            <Link to={`/calligraphy/${w.id}`}>{w.title}</Link>
            <span>{w.calligrapherName}</span>
          </li>
        ))}
      </ol>
      <div className={styles.links}>
        <Link to="/calligraphy/word">书法字典</Link>
        <Link to="/calligraphy/calligrapher">书法家</Link>
      </div>
    </section>
  );
}

export const CalligraphyListPage = () => <AreaListPage config={calligraphyArea} intro={<CalligraphyTop />} />;
export const CalligraphyDetailPage = () => <AreaDetailPage config={calligraphyArea} />;
export const CalligrapherListPage = () => <AreaListPage config={calligrapherArea} />;
export const CalligrapherDetailPage = () => <AreaDetailPage config={calligrapherArea} />;
