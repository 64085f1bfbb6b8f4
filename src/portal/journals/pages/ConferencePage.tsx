import { useList } from '../../data/hooks';
import type { CrudFilter } from '@refinedev/core';
import { Breadcrumb, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useQueryParams } from '../../useQueryParams';
import type { ConferenceRow } from '../../../resources/conferences';
import { DICTS } from '../../../shared/dict';
import { JournalCover } from '../components/JournalCover';
import { EmptyState } from '../components/PageStatus';
import { useDocumentTitle } from '../useDocumentTitle';
import shared from '../journals.module.css';
import styles from './ConferencePage.module.css';

const PAGE_SIZE = 14; // spec §9: meetings 14 a page

/** `/conference`: conference proceedings (会议论文集), each opening onto its sessions like a journal. */
export default function ConferencePage() {
  const [params, set] = useQueryParams();
  const q = params.get('q') ?? '';
  const subject = Number(params.get('subject')) || undefined;
  const page = Number(params.get('page')) || 1;
  useDocumentTitle('会议论文');
  const filters: CrudFilter[] = [
    { field: 'keyword', operator: 'contains', value: q || undefined },
    { field: 'journalType', operator: 'eq', value: subject },
  ];
  const { result, query } = useList<ConferenceRow>({
    resource: 'conferences',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters,
    errorNotification: false,
  });
  const total = result.total ?? 0;

  return (
    <div className={`wk-container ${shared.page}`} data-testid="conference-page">
      <Breadcrumb className={shared.crumbs} items={[{ title: <Link to="/">首页</Link> }, { title: '会议论文' }]} />
      <section className={`${shared.panel} ${styles.head}`}>
        <div>
          <h1>会议论文</h1>
          <p className={shared.muted}>国内学术会议论文集：按届浏览会议论文</p>
        </div>
        <Select
          aria-label="学科分类"
          allowClear
          placeholder="全部学科"
          value={subject ? String(subject) : undefined}
          style={{ width: 160 }}
          options={DICTS.subject_type.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(v) => set({ subject: v })}
        />
        <Input.Search key={q} defaultValue={q} placeholder="输入会议名称或主办单位" enterButton="检索" allowClear maxLength={100} className={styles.search} onSearch={(v) => set({ q: v.trim() })} />
      </section>
      <section className={shared.panel}>
        <div className={styles.count}>
          共 <strong>{query.isLoading ? '…' : total}</strong> 个会议论文集
        </div>
        {query.isLoading ? (
          <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 4 }} />
        ) : result.data.length === 0 ? (
          <>
            <EmptyState text={q || subject ? '没有找到符合条件的会议论文集，请更换检索词或学科' : '本站暂未收录会议论文集'} />
            <p className={styles.emptyLink}>
              <Link to="/journal">先去期刊导航看看 &gt;</Link>
            </p>
          </>
        ) : (
          <ul className={styles.list}>
            {result.data.map((c) => (
              <li key={c.id}>
                <Link to={`/journal/${c.id}`} aria-hidden="true" tabIndex={-1}>
                  <JournalCover name={c.name} coverUrl={c.coverUrl} size="sm" />
                </Link>
                <div className={styles.body}>
                  <h2>
                    <Link to={`/journal/${c.id}`}>{c.name}</Link>
                    {c.journalTypeName && <Tag>{c.journalTypeName}</Tag>}
                  </h2>
                  {c.nameEn && <div className={shared.muted}>{c.nameEn}</div>}
                  <div className={styles.facts}>
                    {c.sponsor && <span>主办单位：{c.sponsor}</span>}
                    <span>
                      收录 {c.periodCount} 届 · {c.articleCount} 篇论文
                    </span>
                    {c.years.length > 0 && <span>年份：{c.years.slice(0, 6).join('、')}</span>}
                  </div>
                  {c.description && <p className={styles.desc}>{c.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
        {total > PAGE_SIZE && <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={(p) => set({ page: p > 1 ? p : undefined })} />}
      </section>
    </div>
  );
}
