import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Carousel, Empty } from 'antd';
import type { ReactNode } from 'react';
import { callPage } from '../../providers/http';
import { Link } from 'react-router';
import { PHOTO_CALLS, photoActivityResource, photoCourseResource, photoResource } from '../../resources/photography';
import { useAreaCall } from '../area/useAreaCall';
import { useDocumentTitle } from '../area/AreaListPage';
import styles from './photography.module.css';

interface Slide {
  id: number;
  title: string;
  imageUrl: string;
  organizer: string | null;
  link: string;
}
interface TypeNode {
  id: number;
  name: string;
  children: Array<{ id: number; name: string }>;
}
interface Page<T> {
  rows: T[];
  total: number;
}
type Card = { id: number; title: string; imageUrl?: string; coverUrl?: string; author?: string; teacher?: string; likes?: number; views?: number; organizer?: string; beginDate?: string; endDate?: string; joinNum?: number };

/** A list call's first page (the home's blocks read the same calls as the list pages). */
function usePage(path: string, query: Record<string, unknown>) {
  return useQuery({ queryKey: ['area-page', path, query], queryFn: async (): Promise<Page<Card>> => callPage<Card>('GET', path, { query }), staleTime: 60_000 });
}

function Block({ title, more, children, testId }: { title: string; more?: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.block} aria-label={title} data-testid={testId}>
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>{title}</h2>
        {more && (
          <Link className={styles.more} to={more}>
            更多 »
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * 摄影 home: the banner of activities, the type tree, open activities with their joinNum, the
 * latest works and the hot (most liked) ones, and the forum courses.
 */
export function PhotographyHome() {
  useDocumentTitle('摄影');
  const banner = useAreaCall<{ list: Slide[] }>(PHOTO_CALLS.banner.path);
  const types = useAreaCall<TypeNode[]>(PHOTO_CALLS.typeTree.path);
  const activities = usePage(photoActivityResource.calls.list!.path, { pageSize: 4, orderByColumn: 'endDate', isAsc: 'desc' });
  const latest = usePage(photoResource.calls.list!.path, { pageSize: 8, orderByColumn: 'createTime', isAsc: 'desc' });
  const hot = useAreaCall<Card[]>(PHOTO_CALLS.hot.path, { pageSize: 5 });
  const courses = usePage(photoCourseResource.calls.list!.path, { pageSize: 4 });
  return (
    <div className={`wk-container ${styles.home}`} data-testid="photography-home">
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: '摄影' }]} style={{ marginBottom: 12 }} />
      <div className={styles.banner}>
        {banner.data?.list.length ? (
          <Carousel autoplay autoplaySpeed={5000}>
            {banner.data.list.map((s) => (
              <Link key={s.id} to={s.link} aria-label={s.title}>
                <img src={s.imageUrl} alt={s.title} />
                <div className={styles.bannerCaption}>
                  <h2>{s.title}</h2>
                  <span>{s.organizer}</span>
                </div>
              </Link>
            ))}
          </Carousel>
        ) : null}
      </div>

      <Block title="作品分类" more="/photography/photo" testId="photo-types">
        <div className={styles.types}>
          {(types.data ?? []).map((t) => (
            <div key={t.id} className={styles.typeGroup}>
              <Link to={`/photography/photo?typeId=${t.id}`}>
                <b>{t.name}</b>
              </Link>
              {t.children.map((c) => (
                <Link key={c.id} to={`/photography/photo?typeId=${c.id}`}>
                  {c.name}
                </Link>
              ))}
            </div>
          ))}
        </div>
      </Block>

      <Block title="摄影活动" more="/photography/activity" testId="photo-activities">
        <div className={styles.activities}>
          {(activities.data?.rows ?? []).map((a) => (
            <Link key={a.id} to={`/photography/activity/${a.id}`} className={styles.activity}>
              <img src={a.coverUrl} alt={a.title} loading="lazy" />
              <div>
                <h3>{a.title}</h3>
                <p>{a.organizer}</p>
                <p>
                  {a.beginDate} 至 {a.endDate}
                </p>
                <p>已有 {a.joinNum} 人参加</p>
              </div>
            </Link>
          ))}
        </div>
      </Block>

      <div className={styles.cols}>
        <Block title="最新作品" more="/photography/photo" testId="photo-latest">
          <div className={styles.grid} style={{ gridTemplateColumns: 'repeat(4, 1fr)' }}>
            {(latest.data?.rows ?? []).map((p) => (
              <Link key={p.id} to={`/photography/photo/${p.id}`} className={styles.card}>
                <img className={styles.photo} src={p.imageUrl} alt={p.title} loading="lazy" />
                <div className={styles.cardTitle}>{p.title}</div>
                <div className={styles.cardMeta}>
                  <span>{p.author}</span>
                  <span>赞 {p.likes}</span>
                </div>
              </Link>
            ))}
          </div>
        </Block>
        <Block title="热门作品" testId="photo-hot">
          {hot.data?.length ? (
            <ol className={styles.hotList}>
              {hot.data.map((p) => (
                <li key={p.id}>
                  <img src={p.imageUrl} alt="" loading="lazy" />
                  <Link to={`/photography/photo/${p.id}`}>{p.title}</Link>
                  <span className={styles.hotLikes}>赞 {p.likes}</span>
                </li>
              ))}
            </ol>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无作品" />
          )}
        </Block>
      </div>

      <Block title="摄影课堂" more="/photography/forum" testId="photo-courses">
        <div className={styles.grid}>
          {(courses.data?.rows ?? []).map((c) => (
            <Link key={c.id} to={`/photography/forum/${c.id}`} className={styles.card}>
              <img className={styles.photo} src={c.coverUrl} alt={c.title} loading="lazy" />
              <div className={styles.cardTitle}>{c.title}</div>
              <div className={styles.cardMeta}>
                <span>主讲 {c.teacher}</span>
                <span>{c.views} 人学习</span>
              </div>
            </Link>
          ))}
        </div>
      </Block>
    </div>
  );
}
