import { useList } from '../../data/hooks';
import type { CrudFilter } from '@refinedev/core';
import { Input, Pagination, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useQueryParams } from '../../useQueryParams';
import type { JournalRow } from '../../../resources/journals';
import { DICTS, dictLabel } from '../../../shared/dict';
import { StandaloneTop } from '../../layout/StandaloneTop';
import { useJournalNav } from '../api';
import { JournalCover } from '../components/JournalCover';
import { EmptyState } from '../components/PageStatus';
import { Panel } from '../components/Panel';
import { useDocumentTitle } from '../useDocumentTitle';
import shared from '../journals.module.css';
import styles from './EncyclopediaPage.module.css';

const PAGE_SIZE = 14;

function Entry({ j }: { j: JournalRow }) {
  const facts = [
    ['主办', j.sponsor],
    ['周期', j.frequency],
    ['创刊', j.foundedYear ? `${j.foundedYear}年` : ''],
    ['ISSN', j.issn],
    ['CN', j.cn],
    ['地区', j.provinceName],
  ].filter(([, v]) => v);
  return (
    <article className={styles.entry} data-testid="encyclopedia-entry">
      <Link to={`/journal/${j.id}`} aria-hidden="true" tabIndex={-1}>
        <JournalCover name={j.name} coverUrl={j.coverUrl} size="sm" />
      </Link>
      <div className={styles.entryBody}>
        <h3>
          <Link to={`/journal/${j.id}`}>{j.name}</Link>
          {j.isCore && <Tag color="red">核心期刊</Tag>}
          <Tag>{j.journalTypeName}</Tag>
        </h3>
        {j.nameEn && <div className={styles.en}>{j.nameEn}</div>}
        <div className={styles.facts}>
          {facts.map(([k, v]) => (
            <span key={k}>
              <em>{k}</em>
              {v}
            </span>
          ))}
        </div>
        {j.description && <p className={styles.desc}>{j.description}</p>}
        <div className={styles.links}>
          <Link to={`/journal/${j.id}`}>期刊主页</Link>
          <Link to={`/journalGuidelines/${j.id}`}>投稿指南</Link>
        </div>
      </div>
    </article>
  );
}

/**
 * The journal encyclopedia (期刊百科, spec §2: a route without the common header): every journal's
 * key facts, indexed A–Z by the pinyin initial of its name and by subject, in pinyin order.
 */
export default function EncyclopediaPage() {
  const [params, set] = useQueryParams();
  const letter = /^[A-Z#]$/.test(params.get('letter') ?? '') ? params.get('letter')! : undefined;
  const subject = Number(params.get('subject')) || undefined;
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  useDocumentTitle(letter ? `期刊百科 ${letter}` : '期刊百科');
  const { nav } = useJournalNav();
  const filters: CrudFilter[] = [
    { field: 'firstLetter', operator: 'eq', value: letter },
    { field: 'journalType', operator: 'eq', value: subject },
    { field: 'keyword', operator: 'contains', value: q || undefined },
  ];
  const { result, query } = useList<JournalRow>({
    resource: 'journals',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters,
    sorters: [{ field: 'name', order: 'asc' }],
    errorNotification: false,
  });
  // Rows arrive in pinyin order, so each initial's entries are together.
  const groups: Array<{ letter: string; rows: JournalRow[] }> = [];
  for (const j of result.data) {
    const last = groups[groups.length - 1];
    if (last?.letter === j.initial) last.rows.push(j);
    else groups.push({ letter: j.initial, rows: [j] });
  }
  const counted = !subject && !q;

  return (
    <div data-testid="encyclopedia-page">
      <StandaloneTop title="期刊百科" subtitle="收录本站全部学术期刊的基本信息：主办单位、出版周期、创刊时间、ISSN、CN 与投稿指南">
        <Input.Search key={q} defaultValue={q} className={styles.search} placeholder="输入刊名、ISSN 或主办单位" enterButton="查找" size="large" allowClear maxLength={100} onSearch={(v) => set({ q: v.trim() })} />
      </StandaloneTop>
      <div className={`wk-container ${shared.page}`}>
        <nav className={styles.letters} aria-label="按刊名首字母">
          <button type="button" className={!letter ? styles.letterOn : styles.letter} onClick={() => set({ letter: undefined })}>
            全部
          </button>
          {(nav?.letters ?? []).map((l) => (
            <button
              type="button"
              key={l.letter}
              className={letter === l.letter ? styles.letterOn : styles.letter}
              disabled={counted && l.count === 0}
              title={`${l.letter}：${l.count}种`}
              aria-pressed={letter === l.letter}
              onClick={() => set({ letter: l.letter })}
            >
              {l.letter}
            </button>
          ))}
        </nav>
        <div className={styles.body}>
          <Panel title="学科分类" as="aside">
            <ul className={styles.subjects}>
              <li>
                <button type="button" className={!subject ? styles.subjectOn : styles.subject} onClick={() => set({ subject: undefined })}>
                  全部学科
                </button>
              </li>
              {DICTS.subject_type.map((d) => {
                const n = nav?.subjects.find((s) => String(s.value) === d.value)?.count;
                return (
                  <li key={d.value}>
                    <button type="button" className={String(subject) === d.value ? styles.subjectOn : styles.subject} onClick={() => set({ subject: d.value })}>
                      {d.label}
                      {n !== undefined && <small>{n}</small>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Panel>
          <main className={shared.panel}>
            <div className={styles.summary}>
              {letter ? `首字母 ${letter}` : '全部期刊'}
              {subject ? ` · ${dictLabel('subject_type', subject)}` : ''}
              {q ? ` · “${q}”` : ''}，共 <strong>{query.isLoading ? '…' : (result.total ?? 0)}</strong> 种，按刊名拼音排序
            </div>
            {query.isLoading ? (
              <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 6 }} />
            ) : result.data.length === 0 ? (
              <EmptyState text="没有符合条件的期刊，请换一个首字母或学科" />
            ) : (
              groups.map((g) => (
                <section key={`${g.letter}-${g.rows[0].id}`} className={styles.group}>
                  <h2 className={styles.groupLetter}>{g.letter}</h2>
                  <div>
                    {g.rows.map((j) => (
                      <Entry key={j.id} j={j} />
                    ))}
                  </div>
                </section>
              ))
            )}
            {(result.total ?? 0) > PAGE_SIZE && (
              <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={result.total ?? 0} showSizeChanger={false} onChange={(p) => set({ page: p > 1 ? p : undefined })} />
            )}
          </main>
        </div>
      </div>
    </div>
  );
}
