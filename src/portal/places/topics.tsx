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

function Sections({ row }: { row: Row }) {
  const sections = (row.sections ?? []) as Row[];
  return (
    <div data-testid="topic-sections">
      {(row.introParagraphs as string[] | undefined)?.map((p) => (
        <p key={p} className={styles.intro}>
          {p}
        </p>
      ))}
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
  detailFields: ['subtitle', 'editor', 'publishDate', 'views'],
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
