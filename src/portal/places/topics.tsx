import { Link } from 'react-router';
import { Tag } from 'antd';
import { TOPIC_HOT_PATH } from '../../resources/topics';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import type { AreaConfig, Row } from '../area/types';
import styles from './places.module.css';
import { declaredDetail } from '../area/detailRoute';

/** One referenced item as a card linking to its own detail page. */
function ItemCard({ item }: { item: Row }) {
  return (
    <Link to={item.path} className={styles.card} data-testid="topic-item">
      {item.cover ? <img className={styles.cardCover} src={item.cover} alt="" loading="lazy" /> : null}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle} title={item.title}>
          <Tag color="red">{item.typeLabel}</Tag>
          {item.title}
        </span>
        {item.authors && <span className={styles.cardMeta}>{item.authors}</span>}
        {item.note && <span className={styles.cardNote}>{item.note}</span>}
      </span>
    </Link>
  );
}

/**
 * A topic's cover is a wide 16:9 drawing (its title at the left): the book-jacket frame of the
 * covers grid and the detail cropped it to its middle (依法治教 read 治教). Drawn whole at its own
 * shape; an uploaded picture of another shape is fitted, never cut.
 */
export const TOPIC_COVER_SIZE = { card: { width: 208, height: 117 }, detail: { width: 320, height: 180 } } as const;

function TopicCover({ row, size }: { row: Row; size: 'card' | 'detail' }) {
  const { width, height } = TOPIC_COVER_SIZE[size];
  return (
    <img
      className={size === 'card' ? styles.topicCoverCard : styles.topicCoverDetail}
      src={String(row.coverUrl || '/topics/topic-1.svg')}
      alt={`${String(row.title ?? '')}封面`}
      width={width}
      height={height}
      loading={size === 'card' ? 'lazy' : undefined}
      data-testid="topic-cover"
    />
  );
}

function Sections({ row }: { row: Row }) {
  const sections = (row.sections ?? []) as Row[];
  return (
    <div data-testid="topic-sections">
      {sections.map((s) => (
        <section key={s.id} className={styles.topicSection} aria-label={s.title}>
          <h2 className={styles.sectionTitle}>{s.title}</h2>
          {s.intro && <p className={styles.topicSectionIntro}>{s.intro}</p>}
          {s.items.length ? (
            <div className={styles.cards}>
              {(s.items as Row[]).map((item) => (
                <ItemCard key={`${item.type}:${item.itemId}`} item={item} />
              ))}
            </div>
          ) : (
            <p className={styles.topicSectionIntro}>本栏目资源整理中</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** 专题: curated sets of items from every area, each a cover, an introduction and ordered sections. */
export const topicArea: AreaConfig = {
  resource: 'topics',
  title: '专题',
  listPath: '/topic',
  detailPath: declaredDetail('topic'),
  searchPlaceholder: '专题名称或导语',
  layout: 'covers',
  titleField: 'title',
  coverField: 'coverUrl',
  listFields: ['subtitle', 'publishDate', 'itemCount'],
  filters: [{ kind: 'year', field: 'year', label: '发布年份', from: 2024 }],
  labels: { itemCount: '收录资源' },
  render: { itemCount: (v) => `${v ?? 0}种资源` },
  renderCover: (row, size) => <TopicCover row={row} size={size} />,
  detailFields: ['subtitle', 'editor', 'publishDate', 'views'],
  // The intro in a card of its own, like every long text of a detail page (it stood outside any card).
  sections: [{ field: 'intro' }],
  extra: (row) => <Sections row={row} />,
  noun: '专题',
};

export function TopicListPage() {
  return (
    <AreaListPage
      config={topicArea}
      intro={<HotStrip path={TOPIC_HOT_PATH} title="热门专题" testId="hot-topics" to={(r) => `/topic/${r.id}`} label={(r) => String(r.title)} meta={(r) => [String(r.publishDate ?? ''), `浏览 ${r.views}`]} />}
    />
  );
}

export function TopicDetailPage() {
  return <AreaDetailPage config={topicArea} />;
}
