import { Tabs } from 'antd';
import { Link } from 'react-router';
import {
  HEADMASTER_HOT_PATH,
  HEADMASTER_RELATION_PATH,
  headmasterResource,
  headmasterExpResource,
  headmasterImgTextResource,
  headmasterVideoResource,
} from '../../resources/headmasters';
import { READER_ITEM_TYPES } from '../../shared/readerItems';
import { declaredChips } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { provinceCell, regionFilter } from '../area/regions';
import type { AreaConfig, Row } from '../area/types';
import { useAreaCall } from '../area/useAreaCall';
import { LazyCommentSection } from '../reader/LazyCommentSection';
import { ChildList } from './ChildList';
import { WorkRow } from './WorkRow';
import { HotStrip } from '../area/HotStrip';
import { hotName, personDirectory } from './famousTeachers';
import styles from './education.module.css';

/** 履历: every post of the headmaster's career, newest first, as a time line. */
function Career({ headmasterId }: { headmasterId: number }) {
  return (
    <ChildList
      resource={headmasterExpResource}
      query={{ headmasterId }}
      pageSize={20}
      noun="履历"
      layout="timeline"
      testId="headmaster-career"
      renderItem={(e) => (
        <div>
          <span className={styles.timelineYears}>
            {e.startYear}—{e.endYear ?? '至今'}
          </span>
          <span className={styles.timelineUnit}>{e.unit}</span>
          <span className={styles.timelinePost}>{e.position}</span>
        </div>
      )}
    />
  );
}

/** A headmaster's talks (视频, with their h:mm:ss duration) or 图文, paged on the server. */
function Works({ headmasterId, kind }: { headmasterId: number; kind: 'video' | 'imgtext' }) {
  const resource = kind === 'video' ? headmasterVideoResource : headmasterImgTextResource;
  return (
    <ChildList
      resource={resource}
      query={{ headmasterId }}
      noun={kind === 'video' ? '视频' : '图文'}
      testId={`headmaster-${kind}s`}
      renderItem={(w) => <WorkRow work={w} to={`/headmaster/${kind}/${w.id}`} video={kind === 'video'} />}
    />
  );
}

interface RelatedHeadmaster {
  id: number;
  name: string;
  school: string;
  position: string | null;
  views: number;
}

/** 相关校长: the same province or 学段, most visited first (spec §7 relation). */
function Related({ headmasterId }: { headmasterId: number }) {
  const { data } = useAreaCall<RelatedHeadmaster[]>(HEADMASTER_RELATION_PATH, { id: headmasterId, pageSize: 5 });
  if (!data?.length) return null;
  return (
    <section className={styles.panel} aria-label="相关校长" data-testid="related-headmasters">
      <h2 className={styles.panelTitle}>相关校长</h2>
      <ul className={styles.related}>
        {data.map((h) => (
          <li key={h.id}>
            <Link to={`/headmaster/${h.id}`}>{h.name}</Link>
            <span className={styles.hotMeta} title={h.school}>
              {h.school}
            </span>
            <span className={styles.hotMeta}>浏览 {h.views}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Below a headmaster's profile: career, talks and 图文 in tabs, related headmasters, comments. */
function HeadmasterExtra({ row }: { row: Row }) {
  const id = Number(row.id);
  return (
    <>
      <section className={styles.works} aria-label="校长资料">
        <Tabs
          items={[
            { key: 'career', label: '履历', children: <Career headmasterId={id} /> },
            { key: 'videos', label: '视频', children: <Works headmasterId={id} kind="video" /> },
            { key: 'imgtexts', label: '图文', children: <Works headmasterId={id} kind="imgtext" /> },
          ]}
        />
      </section>
      <Related headmasterId={id} />
      <section className={styles.panel} aria-label="评论">
        <LazyCommentSection type={READER_ITEM_TYPES.headmaster.type} joinId={id} />
      </section>
    </>
  );
}

export const headmasterArea: AreaConfig = {
  ...personDirectory(headmasterResource, 'avatarUrl'),
  searchPlaceholder: '校长姓名、学校或职务',
  listFields: ['school', 'grade', 'position', 'provinceId'],
  summaryField: 'philosophy',
  filters: [
    ...declaredChips(headmasterResource, 'grade'),
    regionFilter,
  ],
  render: { provinceId: provinceCell },
  detailFields: ['school', 'grade', 'position', 'provinceId', 'philosophy', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  extra: (row) => <HeadmasterExtra row={row} />,
};

export function HeadmasterListPage() {
  return <AreaListPage config={headmasterArea} intro={<HotStrip title="热门校长" path={HEADMASTER_HOT_PATH} to={(r) => `/headmaster/${r.id}`} label={hotName} meta={(r) => [String(r.school ?? ''), `浏览 ${r.views}`]} testId="hot-headmasters" />} />;
}

export function HeadmasterDetailPage() {
  return <AreaDetailPage config={headmasterArea} />;
}

/** What a headmaster's talk and 图文 pages share: they sit under 校长风采 and name their headmaster. */
const ofHeadmaster: Pick<AreaConfig, 'title' | 'listPath' | 'layout' | 'titleField' | 'listFields' | 'labels' | 'render'> = {
  title: '校长风采',
  listPath: '/headmaster',
  layout: 'rows',
  titleField: 'title',
  listFields: [],
  labels: { headmasterName: '校长', headmasterSchool: '学校' },
  render: {
    headmasterName: (v: unknown, row: Row) => <Link to={`/headmaster/${row.headmasterId}`}>{String(v)}</Link>,
  },
};

/** One talk of a headmaster: the player streams the file with range requests. */
export const headmasterVideoArea: AreaConfig = {
  resource: 'headmasterVideos',
  ...ofHeadmaster,
  detailFields: ['headmasterName', 'headmasterSchool', 'publishDate', 'duration', 'views'],
  sections: [{ field: 'summary', style: 'paragraphs' }],
  extra: (row) =>
    row.videoUrl ? (
      <section className={styles.player} aria-label="视频">
        <video src={String(row.videoUrl)} controls preload="metadata" data-testid="headmaster-video" />
      </section>
    ) : null,
};

/** One illustrated article of a headmaster. */
export const headmasterImgTextArea: AreaConfig = {
  resource: 'headmasterImgTexts',
  ...ofHeadmaster,
  detailFields: ['headmasterName', 'headmasterSchool', 'publishDate', 'views'],
  sections: [
    { field: 'summary', style: 'paragraphs' },
    { field: 'content', style: 'paragraphs' },
  ],
};

export function HeadmasterVideoPage() {
  return <AreaDetailPage config={headmasterVideoArea} />;
}

export function HeadmasterImgTextPage() {
  return <AreaDetailPage config={headmasterImgTextArea} />;
}
