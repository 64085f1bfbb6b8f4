import { Tabs } from 'antd';
import { Link } from 'react-router';
import { fillPath } from '../../resources/define';
import { teacherWorkResource, teacherWorksPath, type TeacherWorkKind } from '../../resources/famousTeachers';
import { formatDuration } from '../../shared/format';
import { ChildList } from './ChildList';
import styles from './education.module.css';

const TABS: Array<{ kind: TeacherWorkKind; label: string }> = [
  { kind: 'article', label: '文章' },
  { kind: 'book', label: '著作' },
  { kind: 'video', label: '视频' },
];

/** One kind of a teacher's works (`article/{id}` …), paged on the server. */
function WorkList({ teacherId, kind }: { teacherId: number; kind: TeacherWorkKind }) {
  return (
    <ChildList
      path={fillPath(teacherWorksPath(kind), { id: teacherId })}
      pageSize={teacherWorkResource.pageSize}
      noun={TABS.find((t) => t.kind === kind)!.label}
      testId={`teacher-${kind}s`}
      renderItem={(w) => (
        <div data-testid="teacher-work" className={styles.workRowInner}>
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
        </div>
      )}
    />
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
