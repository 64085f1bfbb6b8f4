import { Tabs } from 'antd';
import { fillPath } from '../../resources/define';
import { teacherWorkResource, teacherWorksPath, type TeacherWorkKind } from '../../resources/famousTeachers';
import { ChildList } from './ChildList';
import { WorkRow } from './WorkRow';
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
        <WorkRow work={w} to={`/famousTeacher/work/${w.id}`} title={kind === 'book' ? `《${w.title}》` : w.title} video={kind === 'video'} testId="teacher-work" />
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
