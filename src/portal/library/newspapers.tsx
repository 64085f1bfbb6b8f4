import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { DICTS } from '../../shared/dict';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { provinceCell, provinceOptions } from '../area/regions';
import type { AreaConfig, Row } from '../area/types';
import { IssueBrowser } from './IssueBrowser';
import styles from './library.module.css';
import { declaredDetail } from '../area/detailRoute';

/** Spec §9 news ranges 10, 5, 3, 1 years, labelled by the news_range dictionary. */
const rangeChips = { kind: 'chips' as const, field: 'range', label: '时间范围', options: DICTS.news_range.map(({ value, label }) => ({ value, label })) };

/** A newspaper's masthead (报头) in place of a cover picture. */
function Masthead({ paper, size }: { paper: Row; size: 'card' | 'detail' }) {
  return (
    <div
      className={size === 'card' ? styles.masthead : `${styles.masthead} ${styles.mastheadLarge}`}
      aria-label={`${paper.name}报头`}
      style={{ '--name-chars': Math.max(4, [...String(paper.name ?? '')].length) } as CSSProperties}
    >
      <span className={styles.mastheadName}>{paper.name}</span>
      <span className={styles.mastheadRule} />
      <span className={styles.mastheadMeta}>
        CN {paper.cn} · {paper.frequency}
      </span>
      <span className={styles.mastheadSponsor} title={`${paper.sponsor}主办`}>
        {paper.sponsor}主办
      </span>
    </div>
  );
}

export const newspaperArea: AreaConfig = {
  resource: 'newspapers',
  title: '报纸',
  listPath: '/newspaper',
  detailPath: declaredDetail('newspaper'),
  searchPlaceholder: '报纸名称、主办单位或 CN 号',
  layout: 'covers',
  titleField: 'name',
  renderCover: (row, size) => <Masthead paper={row} size={size} />,
  listFields: ['sponsor', 'frequency'],
  filters: [{ kind: 'chips', field: 'provinceId', label: '地区', options: provinceOptions([110000, 310000, 320000, 330000, 420000, 440000, 510000, 610000]) }],
  render: { provinceId: provinceCell, articleCount: (v) => `${v} 篇` },
  labels: { articleCount: '收录文章', latestIssue: '最新一期' },
  detailFields: ['cn', 'sponsor', 'frequency', 'provinceId', 'articleCount', 'latestIssue'],
  sections: [{ field: 'description', style: 'paragraphs' }],
};

/** A newspaper's articles, searchable by time range (embedded in the newspaper's page). */
const paperArticles = (paper: Row): AreaConfig => ({
  resource: 'news',
  title: `${paper.name}文章`,
  noun: '文章',
  listPath: `/newspaper/${paper.id}`,
  detailPath: (row) => `/newspaper/news/${row.id}`,
  fixedFilters: { newspaperId: paper.id, infoType: 1 },
  searchPlaceholder: '在本报中检索标题或作者',
  layout: 'rows',
  titleField: 'title',
  listFields: ['author', 'edition', 'publishDate'],
  filters: [rangeChips],
});

export function NewspaperListPage() {
  return <AreaListPage config={newspaperArea} />;
}

export function NewspaperDetailPage() {
  const config: AreaConfig = {
    ...newspaperArea,
    extra: (paper) => (
      <>
        <IssueBrowser newspaperId={paper.id} />
        <section className={`${styles.issues} ${styles.articleSearch}`} aria-label="文章检索">
          <h2>文章检索</h2>
          <AreaListPage config={paperArticles(paper)} embedded />
        </section>
      </>
    ),
  };
  return <AreaDetailPage config={config} />;
}

const newsDetailFields = ['newspaperName', 'author', 'edition', 'publishDate', 'views'];

export const newsArea: AreaConfig = {
  resource: 'news',
  title: '报纸',
  noun: '文章',
  listPath: '/newspaper',
  layout: 'rows',
  titleField: 'title',
  listFields: ['author', 'publishDate'],
  detailFields: newsDetailFields,
  labels: { newspaperName: '来源报纸' },
  render: { newspaperName: (v, row) => (v ? <Link to={`/newspaper/${row.newspaperId}`}>《{v}》</Link> : '—') },
  sections: [{ field: 'content', style: 'paragraphs' }],
};

export function NewsDetailPage() {
  return <AreaDetailPage config={newsArea} />;
}

export const industryNewsArea: AreaConfig = {
  resource: 'news',
  title: '行业资讯',
  listPath: '/industryNews',
  detailPath: (row) => `/industryNews/${row.id}`,
  fixedFilters: { infoType: 2 },
  searchPlaceholder: '在行业资讯中检索标题或来源',
  layout: 'rows',
  titleField: 'title',
  listFields: ['author', 'publishDate', 'views'],
  filters: [rangeChips],
  labels: { author: '来源' },
  detailFields: ['author', 'publishDate', 'views'],
  sections: [{ field: 'content', style: 'paragraphs' }],
};

export function IndustryNewsListPage() {
  return <AreaListPage config={industryNewsArea} />;
}

export function IndustryNewsDetailPage() {
  return <AreaDetailPage config={industryNewsArea} />;
}
