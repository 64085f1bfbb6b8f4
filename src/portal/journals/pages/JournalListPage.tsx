import { useList } from '../../data/hooks';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { issueLabel, type PeriodRow } from '../../../resources/periods';
import { provinceLabel, type JournalRow } from '../../../resources/journals';
import { dictLabel } from '../../../shared/dict';
import { formatAuthors } from '../../../shared/format';
import { useHotArticles, useJournalNav } from '../api';
import { JournalCover } from '../components/JournalCover';
import { EmptyState } from '../components/PageStatus';
import { Panel } from '../components/Panel';
import { useDocumentTitle } from '../useDocumentTitle';
import { JournalFacets } from './JournalFacets';
import shared from '../journals.module.css';
import styles from './JournalListPage.module.css';

const PAGE_SIZE = 14; // spec §9: journals 14 a page

const SORTS: Array<{ value: string; label: string; sorter?: CrudSort }> = [
  { value: '', label: '默认排序' },
  { value: 'views', label: '按浏览量', sorter: { field: 'views', order: 'desc' } },
  { value: 'foundedYear', label: '按创刊年（早→晚）', sorter: { field: 'foundedYear', order: 'asc' } },
  { value: 'foundedYearDesc', label: '按创刊年（晚→早）', sorter: { field: 'foundedYear', order: 'desc' } },
  { value: 'name', label: '按刊名', sorter: { field: 'name', order: 'asc' } },
];

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** `/journal`: journal navigation with facets, search, sort and 14 covers a page; the URL holds the state. */
export default function JournalListPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const subject = int(params.get('subject'));
  const province = int(params.get('province'));
  const core = params.get('core') === '1';
  const sort = SORTS.find((s) => s.value === (params.get('sort') ?? '')) ?? SORTS[0];
  const page = int(params.get('page')) ?? 1;
  const facet = [subject && dictLabel('subject_type', subject), province && provinceLabel(province), core && '核心'].filter(Boolean).join('');
  useDocumentTitle(facet ? `${facet}期刊 - 期刊导航` : '期刊导航');

  const update = (patch: Record<string, string | number | boolean | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '' || v === false) next.delete(k);
      else next.set(k, v === true ? '1' : String(v));
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const filters: CrudFilter[] = [
    { field: 'keyword', operator: 'contains', value: q || undefined },
    { field: 'journalType', operator: 'eq', value: subject },
    { field: 'provinceId', operator: 'eq', value: province },
    { field: 'isCore', operator: 'eq', value: core ? true : undefined },
  ];
  const { result, query } = useList<JournalRow>({
    resource: 'journals',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters,
    sorters: sort.sorter ? [sort.sorter] : [],
    errorNotification: false,
  });
  const { nav } = useJournalNav();
  const latest = useList<PeriodRow>({ resource: 'periods', pagination: { currentPage: 1, pageSize: 5 }, errorNotification: false });
  const hot = useHotArticles(5);

  const active = [
    q && { key: 'q', label: `检索：${q}` },
    subject && { key: 'subject', label: `学科：${dictLabel('subject_type', subject)}` },
    province && { key: 'province', label: `地区：${provinceLabel(province)}` },
    core && { key: 'core', label: '核心期刊' },
  ].filter(Boolean) as Array<{ key: string; label: string }>;

  return (
    <div className={`wk-container ${shared.page}`} data-testid="journal-list-page">
      <div className={styles.searchBar}>
        <div>
          <h1 className={styles.h1}>期刊导航</h1>
          <p className={shared.muted}>按学科、地区浏览学术期刊，按年按期阅读目录与全文</p>
        </div>
        <Input.Search
          key={q}
          className={styles.search}
          defaultValue={q}
          placeholder="输入刊名、ISSN、CN 或主办单位"
          enterButton="检索期刊"
          size="large"
          allowClear
          maxLength={100}
          aria-label="期刊检索"
          onSearch={(v) => update({ q: v.trim() })}
        />
        <Link to="/journalEncyclopedia" className={styles.encyclopediaLink}>
          期刊百科 A–Z &gt;
        </Link>
      </div>
      <div className={styles.body}>
        <aside className={styles.aside}>
          <JournalFacets nav={nav} subject={subject} province={province} core={core} onChange={(p) => update(p)} />
          <Panel title="热门文章" testId="hot-articles">
            {hot.loading ? (
              <Skeleton active paragraph={{ rows: 5 }} title={false} />
            ) : hot.rows.length === 0 ? (
              <EmptyState text="暂无热门文章" />
            ) : (
              <ol className={shared.smallList}>
                {hot.rows.map((a, i) => (
                  <li key={a.id}>
                    <Link to={`/article/${a.id}`}>
                      <span className={i < 3 ? `${shared.rank} ${shared.rankTop}` : shared.rank}>{i + 1}</span>
                      {a.title}
                    </Link>
                    <small>
                      {formatAuthors(a.authors, 2)} ·《{a.journalName}》 · 浏览 {a.views}
                      {a.citedCount ? ` · 被引 ${a.citedCount}` : ''}
                    </small>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </aside>
        <main className={styles.main}>
          <section className={shared.panel}>
            <div className={styles.toolbar}>
              <div className={styles.count} data-testid="journal-count" aria-live="polite">
                共找到 <strong>{query.isLoading ? '…' : result.total}</strong> 种期刊
              </div>
              <div className={styles.activeTags}>
                {active.map((a) => (
                  <Tag key={a.key} closable color="red" onClose={() => update({ [a.key]: undefined })}>
                    {a.label}
                  </Tag>
                ))}
              </div>
              <Select aria-label="排序方式" value={sort.value} style={{ width: 180 }} options={SORTS.map(({ value, label }) => ({ value, label }))} onChange={(v) => update({ sort: v })} />
            </div>
            {query.isLoading ? (
              <div className={styles.grid}>
                {Array.from({ length: PAGE_SIZE }, (_, i) => (
                  <Skeleton.Node key={i} active style={{ width: 120, height: 200 }} />
                ))}
              </div>
            ) : query.isError ? (
              <EmptyState text="期刊加载失败，请稍后重试" />
            ) : result.data.length === 0 ? (
              <EmptyState text="没有找到符合条件的期刊，请更换检索词或筛选条件" />
            ) : (
              <ul className={styles.grid} data-testid="journal-grid">
                {result.data.map((j) => (
                  <li key={j.id}>
                    <Link to={`/journal/${j.id}`} className={styles.card} title={j.name}>
                      <JournalCover name={j.name} coverUrl={j.coverUrl} />
                      <span className={styles.cardName}>{j.name}</span>
                    </Link>
                    <span className={styles.cardMeta}>
                      {j.isCore && <span className={styles.coreMark}>核心</span>}
                      {j.frequency}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {(result.total ?? 0) > PAGE_SIZE && (
              <Pagination
                className={styles.pager}
                current={page}
                pageSize={PAGE_SIZE}
                total={result.total ?? 0}
                showSizeChanger={false}
                showQuickJumper
                onChange={(p) => update({ page: p > 1 ? p : undefined }, true)}
              />
            )}
          </section>
          <Panel title="最新出版" testId="latest-issues">
            {latest.query.isLoading ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : latest.result.data.length === 0 ? (
              <EmptyState text="暂无最新出版的期次" />
            ) : (
              <ul className={styles.latest}>
                {latest.result.data.map((p) => (
                  <li key={p.id}>
                    <Link to={`/journal/${p.journalId}/period/${p.id}`} title={`${p.journalName} ${issueLabel(p)}`}>
                      <JournalCover name={p.journalName} coverUrl={p.coverUrl} size="sm" caption={`${p.year}·${p.issue}`} />
                      <span className={styles.cardName}>{p.journalName}</span>
                      <span className={styles.cardMeta}>
                        {issueLabel(p)} · {p.articleCount}篇
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </main>
      </div>
    </div>
  );
}
