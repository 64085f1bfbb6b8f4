import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  FAMOUS_SCHOOL_HOT_PATH,
  FAMOUS_SCHOOL_TREE_PATH,
  SCHOOL_KINDS,
  schoolPicResource,
  schoolPostResource,
  schoolPostsCall,
  type SchoolPostKind,
} from '../../resources/famousSchools';
import { labelOptions } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import { useAreaCall } from '../area/useAreaCall';
import { ChildList } from './ChildList';
import { HotStrip } from '../area/HotStrip';
import { hotName } from './famousTeachers';
import styles from './education.module.css';
import { declaredDetail } from '../area/detailRoute';

interface PlaceNode {
  id: number;
  name: string;
  count: number;
  children?: PlaceNode[];
}

/** The place levels of the tree, each clearing the levels below it when chosen. */
const LEVELS = [
  { field: 'provinceId', label: '省份' },
  { field: 'areaId', label: '城市' },
  { field: 'regionId', label: '区县' },
] as const;

/**
 * 按地区浏览: provinces → cities → districts holding schools (spec §7 `tree`), with their counts.
 * Choosing one narrows the directory (`provinceId`, `areaId`, `regionId` in the URL).
 */
function PlaceTree() {
  const { data } = useAreaCall<PlaceNode[]>(FAMOUS_SCHOOL_TREE_PATH);
  const [params, setParams] = useSearchParams();
  if (!data?.length) return null;
  const choose = (level: number, id?: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        LEVELS.slice(level).forEach((l) => next.delete(l.field));
        if (id !== undefined) next.set(LEVELS[level].field, String(id));
        next.delete('pageNum');
        return next;
      },
      { preventScrollReset: true },
    );
  const rows: Array<{ nodes: PlaceNode[]; chosen?: number }> = [];
  let nodes: PlaceNode[] | undefined = data;
  for (const l of LEVELS) {
    if (!nodes?.length) break;
    const chosen = Number(params.get(l.field)) || undefined;
    rows.push({ nodes, chosen });
    nodes = chosen ? nodes.find((n) => n.id === chosen)?.children : undefined;
    if (!chosen) break;
  }
  return (
    <section className={styles.placeTree} aria-label="按地区浏览" data-testid="school-place-tree">
      {rows.map((row, level) => (
        <div key={LEVELS[level].field} className={styles.placeRow}>
          <span className={styles.placeLabel}>{LEVELS[level].label}：</span>
          <div className={styles.placeChips} role="radiogroup" aria-label={LEVELS[level].label}>
            {[{ id: 0, name: '全部', count: row.nodes.reduce((n, p) => n + p.count, 0) }, ...row.nodes].map((n) => {
              const active = (row.chosen ?? 0) === n.id;
              return (
                <button
                  key={n.id}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  className={active ? `${styles.placeChip} ${styles.placeChipActive}` : styles.placeChip}
                  onClick={() => choose(level, n.id || undefined)}
                >
                  {n.name}
                  <span className={styles.placeCount}>({n.count})</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}

function SchoolCover({ row, size }: { row: Row; size: 'card' | 'detail' }) {
  return (
    <span className={size === 'card' ? styles.schoolCover : styles.schoolCoverDetail}>
      <img src={String(row.coverUrl || '/schools/campus-0.svg')} alt={`${row.name}校景`} loading="lazy" />
    </span>
  );
}

const POST_TABS: Array<{ kind: SchoolPostKind; label: string }> = [
  { kind: 'dynamic', label: '学校动态' },
  { kind: 'activity', label: '校园活动' },
  { kind: 'article', label: '名校文章' },
];

function SchoolPosts({ schoolId, kind, label }: { schoolId: number; kind: SchoolPostKind; label: string }) {
  const call = schoolPostsCall(kind);
  return (
    <ChildList
      method={call.method}
      path={call.path}
      query={{ schoolId }}
      pageSize={schoolPostResource.pageSize}
      noun={label}
      testId={`school-${kind}`}
      renderItem={(p) => (
        <div className={styles.workRowInner}>
          <Link to={`/famousSchool/post/${p.id}`} className={styles.workTitle}>
            {p.title}
          </Link>
          <span className={styles.workMeta}>
            {p.author && <span>{p.author}</span>}
            {p.publishDate && <span>{String(p.publishDate)}</span>}
            <span>浏览 {p.views}</span>
          </span>
          {p.summary && kind === 'article' && <p className={styles.workSummary}>{p.summary}</p>}
        </div>
      )}
    />
  );
}

function SchoolPictures({ schoolId }: { schoolId: number }) {
  return (
    <ChildList
      resource={schoolPicResource}
      query={{ schoolId }}
      noun="校园风采"
      testId="school-pics"
      layout="grid"
      renderItem={(p) => (
        <figure style={{ margin: 0 }}>
          <img src={String(p.imageUrl)} alt={String(p.title)} loading="lazy" />
          <figcaption className={styles.childCaption}>{p.title}</figcaption>
        </figure>
      )}
    />
  );
}

export const famousSchoolArea: AreaConfig = {
  resource: 'famousSchools',
  title: '名校风采',
  listPath: '/famousSchool',
  detailPath: declaredDetail('famousSchool'),
  searchPlaceholder: '学校名称、校训或地址',
  layout: 'rows',
  titleField: 'name',
  coverField: 'coverUrl',
  renderCover: (row, size) => <SchoolCover row={row} size={size} />,
  listFields: ['schoolType', 'isPublic', 'provinceId', 'areaId', 'foundedYear'],
  summaryField: 'motto',
  filters: [
    { kind: 'chips', field: 'schoolType', label: '办学类型', options: labelOptions(SCHOOL_KINDS) },
    {
      kind: 'chips',
      field: 'isPublic',
      label: '办学性质',
      options: labelOptions({ true: '公办', false: '民办' }),
    },
  ],
  // The place tree above the filters sets these.
  linkFilters: [
    { field: 'provinceId', label: '省份', hidden: true },
    { field: 'areaId', label: '城市', hidden: true },
    { field: 'regionId', label: '区县', hidden: true },
  ],
  labels: { motto: '校训' },
  detailFields: ['schoolType', 'isPublic', 'provinceId', 'areaId', 'regionId', 'address', 'foundedYear', 'principal', 'motto', 'phone', 'views'],
  sections: [
    { field: 'intro', style: 'paragraphs' },
    { field: 'honors', style: 'list' },
  ],
  extra: (row) => (
    <section className={styles.works} aria-label="学校资讯">
      <Tabs
        items={[
          ...POST_TABS.map((t) => ({ key: t.kind, label: t.label, children: <SchoolPosts schoolId={Number(row.id)} kind={t.kind} label={t.label} /> })),
          { key: 'pics', label: '校园风采', children: <SchoolPictures schoolId={Number(row.id)} /> },
        ]}
      />
    </section>
  ),
  noun: '学校',
};

export function FamousSchoolListPage() {
  return (
    <AreaListPage
      config={famousSchoolArea}
      intro={
        <>
          <HotStrip title="热门名校" path={FAMOUS_SCHOOL_HOT_PATH} to={(r) => `/famousSchool/${r.id}`} label={hotName} meta={(r) => [SCHOOL_KINDS[String(r.schoolType)] ?? '', `浏览 ${r.views}`]} testId="hot-schools" />
          <PlaceTree />
        </>
      }
    />
  );
}

export function FamousSchoolDetailPage() {
  return <AreaDetailPage config={famousSchoolArea} />;
}

/** One 动态, 活动 or 文章 of a school. */
export const schoolPostArea: AreaConfig = {
  resource: 'famousSchoolPosts',
  title: '名校风采',
  listPath: '/famousSchool',
  layout: 'rows',
  titleField: 'title',
  listFields: [],
  labels: { schoolName: '学校' },
  render: { schoolName: (v, row) => <Link to={`/famousSchool/${row.schoolId}`}>{String(v)}</Link> },
  detailFields: ['schoolName', 'postType', 'author', 'publishDate', 'views'],
  sections: [{ field: 'content', style: 'paragraphs' }],
  extra: (row) =>
    row.coverUrl ? (
      <section className={styles.player} aria-label="配图">
        <img src={String(row.coverUrl)} alt={String(row.title)} style={{ display: 'block', width: '100%', maxWidth: 860, margin: '0 auto', borderRadius: 4 }} />
      </section>
    ) : null,
};

export function SchoolPostPage() {
  return <AreaDetailPage config={schoolPostArea} />;
}
