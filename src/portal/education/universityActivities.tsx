import { Carousel, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { labelOptions } from '../area/filterOptions';
import { provinceCell, regionFilter } from '../area/regions';
import {
  ACTIVITY_BANNER_PATH,
  ACTIVITY_KINDS,
  ACTIVITY_STATUS,
  AWARD_LEVELS,
  awardWorkResource,
  roundResource,
  universityNewsResource,
} from '../../resources/universityActivities';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import { useAreaCall } from '../area/useAreaCall';
import { ChildList } from './ChildList';
import styles from './education.module.css';
import { declaredDetail } from '../area/detailRoute';

const STATUS_COLORS: Record<string, string> = { 1: 'blue', 2: 'green', 3: 'default' };
const AWARD_COLORS: Record<string, string> = { 1: '#a61b29', 2: '#d4380d', 3: '#d48806', 4: '#389e0d', 5: '#646a73' };

function StatusTag({ value }: { value: unknown }) {
  return (
    <Tag color={STATUS_COLORS[String(value)]} bordered={false} data-testid="activity-status">
      {ACTIVITY_STATUS[String(value)] ?? '—'}
    </Tag>
  );
}

/** The activities marked 轮播展示 (spec §7 bannerList), as the area's carousel. */
function ActivityBanner() {
  const { data } = useAreaCall<Row[]>(ACTIVITY_BANNER_PATH);
  if (!data?.length) return null;
  return (
    <section className={styles.banner} aria-label="活动推荐" data-testid="activity-banner">
      <Carousel autoplay autoplaySpeed={5000}>
        {data.map((a) => (
          <div key={a.id}>
            <Link to={`/universityActivity/${a.id}`} className={styles.bannerSlide}>
              <img src={String(a.coverUrl || '/activities/poster-1.svg')} alt={String(a.title)} />
              <span className={styles.bannerText}>
                <h2 className={styles.bannerTitle}>{a.title}</h2>
                <span className={styles.bannerMeta}>
                  {a.organizer} · {a.startDate} 至 {a.endDate} · {ACTIVITY_STATUS[String(a.status)]}
                </span>
              </span>
            </Link>
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function NewsItem({ row }: { row: Row }) {
  return (
    <div className={styles.workRowInner}>
      <Link to={`/universityActivity/news/${row.id}`} className={styles.workTitle}>
        {row.title}
      </Link>
      <span className={styles.workMeta}>
        {row.source && <span>{row.source}</span>}
        <span>{String(row.publishDate)}</span>
        <span>浏览 {row.views}</span>
      </span>
    </div>
  );
}

/** One round of an activity's 赛程: its dates, name and description on the time line. */
function RoundItem({ row }: { row: Row }) {
  return (
    <div>
      <span className={styles.timelineYears}>
        {row.startDate} 至 {row.endDate}
      </span>
      <span className={styles.timelineUnit}>{row.name}</span>
      {row.description && <p className={styles.workSummary}>{row.description}</p>}
    </div>
  );
}

/** One awarded work: its award level as a coloured badge, the title, authors, school and advisor. */
function AwardItem({ row }: { row: Row }) {
  return (
    <div className={styles.workRowInner}>
      <span className={styles.workTitle}>
        <span className={styles.awardLevel} style={{ background: AWARD_COLORS[String(row.awardLevel)] }}>
          {AWARD_LEVELS[String(row.awardLevel)]}
        </span>
        {row.title}
      </span>
      <span className={styles.workMeta}>
        <span>作者：{row.authors}</span>
        <span>{row.school}</span>
        {row.advisor && <span>指导教师：{row.advisor}</span>}
      </span>
      {row.summary && <p className={styles.workSummary}>{row.summary}</p>}
    </div>
  );
}

/** The tabs of an activity, each its own declared list of the activity's rows. */
const ACTIVITY_TABS = [
  { key: 'rounds', label: '赛程安排', resource: roundResource, noun: '赛程', layout: 'timeline', testId: 'activity-rounds', Item: RoundItem },
  { key: 'awards', label: '获奖作品', resource: awardWorkResource, noun: '获奖作品', testId: 'activity-awards', Item: AwardItem },
  { key: 'news', label: '活动资讯', resource: universityNewsResource, noun: '资讯', testId: 'activity-news', Item: NewsItem },
] as const;

/** 赛程安排, 获奖作品 and 活动资讯 of one activity. */
function ActivityExtra({ row }: { row: Row }) {
  const activityId = Number(row.id);
  return (
    <section className={styles.works} aria-label="活动内容">
      <Tabs items={ACTIVITY_TABS.map(({ key, label, Item, ...list }) => ({ key, label, children: <ChildList {...list} query={{ activityId }} renderItem={(r) => <Item row={r} />} /> }))} />
    </section>
  );
}

function Poster({ row, size }: { row: Row; size: 'card' | 'detail' }) {
  return (
    <span className={size === 'card' ? styles.schoolCover : styles.schoolCoverDetail}>
      <img src={String(row.coverUrl || '/activities/poster-1.svg')} alt={`${row.title}海报`} loading="lazy" />
    </span>
  );
}

export const activityArea: AreaConfig = {
  resource: 'universityActivities',
  title: '高校活动',
  listPath: '/universityActivity',
  detailPath: declaredDetail('universityActivity'),
  searchPlaceholder: '活动名称或主办单位',
  layout: 'rows',
  titleField: 'title',
  coverField: 'coverUrl',
  renderCover: (row, size) => <Poster row={row} size={size} />,
  tagField: 'status',
  listFields: ['activityType', 'organizer', 'startDate', 'endDate', 'joinNum'],
  summaryField: 'summary',
  filters: [
    { kind: 'chips', field: 'activityType', label: '活动类别', options: labelOptions(ACTIVITY_KINDS) },
    { kind: 'chips', field: 'status', label: '活动状态', options: labelOptions(ACTIVITY_STATUS) },
    regionFilter,
    { kind: 'year', field: 'outYear', label: '年份', from: 2024, to: 2027 },
  ],
  render: { status: (v) => <StatusTag value={v} />, provinceId: provinceCell },
  detailFields: ['activityType', 'organizer', 'coOrganizer', 'startDate', 'endDate', 'location', 'audience', 'provinceId', 'joinNum', 'views'],
  sections: [
    { field: 'summary', style: 'paragraphs' },
    { field: 'content', style: 'paragraphs' },
  ],
  extra: (row) => <ActivityExtra row={row} />,
  noun: '活动',
};

/** 最新资讯 beside the list: the newest five, with the way to all of them. */
function LatestNews() {
  return (
    <section className={styles.panel} style={{ marginTop: 0, marginBottom: 12 }} aria-label="活动资讯">
      <h2 className={styles.panelTitle}>
        活动资讯 <Link to="/universityActivity/news" style={{ float: 'right', fontSize: 13, fontWeight: 'normal' }}>更多资讯 »</Link>
      </h2>
      <ChildList method="POST" path={universityNewsResource.calls.list!.path} pageSize={5} paged={false} noun="资讯" testId="latest-news" renderItem={(n) => <NewsItem row={n} />} />
    </section>
  );
}

export function ActivityListPage() {
  return (
    <AreaListPage
      config={activityArea}
      intro={
        <>
          <ActivityBanner />
          <LatestNews />
        </>
      }
    />
  );
}

export function ActivityDetailPage() {
  return <AreaDetailPage config={activityArea} />;
}

export const activityNewsArea: AreaConfig = {
  resource: 'universityNews',
  title: '高校活动资讯',
  listPath: '/universityActivity/news',
  detailPath: (row) => `/universityActivity/news/${row.id}`,
  searchPlaceholder: '资讯标题',
  layout: 'rows',
  titleField: 'title',
  listFields: ['source', 'publishDate', 'views'],
  summaryField: 'summary',
  labels: { activityTitle: '所属活动' },
  render: { activityTitle: (v, row) => (v ? <Link to={`/universityActivity/${row.activityId}`}>{String(v)}</Link> : '—') },
  detailFields: ['activityTitle', 'source', 'publishDate', 'views'],
  sections: [{ field: 'content', style: 'paragraphs' }],
  noun: '资讯',
};

export function ActivityNewsListPage() {
  return <AreaListPage config={activityNewsArea} />;
}

export function ActivityNewsPage() {
  return <AreaDetailPage config={activityNewsArea} />;
}
