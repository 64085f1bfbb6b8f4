import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { fillPath } from '../../resources/define';
import { teacherWorkResource, teacherWorksPath, type TeacherWorkKind } from '../../resources/famousTeachers';
import { callPage } from '../../providers/http';
import { formatDuration } from '../../shared/format';
import type { Row } from '../area/types';
import styles from './education.module.css';

const TABS: Array<{ kind: TeacherWorkKind; label: string }> = [
  { kind: 'article', label: '文章' },
  { kind: 'book', label: '著作' },
  { kind: 'video', label: '视频' },
];

/** One kind of a teacher's works (`article/{id}` …), paged on the server. */
function WorkList({ teacherId, kind }: { teacherId: number; kind: TeacherWorkKind }) {
  const [pageNum, setPageNum] = useState(1);
  const pageSize = teacherWorkResource.pageSize;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['teacher-works', teacherId, kind, pageNum],
    queryFn: () => callPage<Row>('GET', fillPath(teacherWorksPath(kind), { id: teacherId }), { query: { pageNum, pageSize } }),
    staleTime: 60_000,
  });
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError || !data) return <Empty description="加载失败，请稍后重试" />;
  if (data.rows.length === 0) return <Empty description={`暂无${TABS.find((t) => t.kind === kind)!.label}`} />;
  return (
    <>
      <ul className={styles.workList} data-testid={`teacher-${kind}s`}>
        {data.rows.map((w) => (
          <li key={w.id} className={styles.workRow} data-testid="teacher-work">
            <Link to={`/famousTeacher/work/${w.id}`} className={styles.workTitle}>
              {kind === 'book' ? `《${w.title}》` : w.title}
            </Link>
            <span className={styles.workMeta}>
              {w.source && <span>{w.source}</span>}
              {w.publishDate && <span>{String(w.publishDate)}</span>}
              {kind === 'video' && w.duration != null && <span>时长 {formatDuration(Number(w.duration))}</span>}
              <span>浏览 {w.views}</span>
            </span>
            {w.summary && <p className={styles.workSummary}>{w.summary}</p>}
          </li>
        ))}
      </ul>
      {data.total > pageSize && (
        <Pagination style={{ marginTop: 16, textAlign: 'center' }} current={pageNum} pageSize={pageSize} total={data.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </>
  );
}

/** A famous teacher's articles, books and lecture videos, one tab each. */
export function TeacherWorks({ teacherId }: { teacherId: number }) {
  return (
    <section className={styles.works} aria-label="名师成果">
      <Tabs items={TABS.map((t) => ({ key: t.kind, label: t.label, children: <WorkList teacherId={teacherId} kind={t.kind} /> }))} />
    </section>
  );
}
