import { Link } from 'react-router';
import type { ResourceSpec } from '../../resources/define';
import { FAMOUS_TEACHER_HOT_PATH, famousTeacherResource } from '../../resources/famousTeachers';
import { declaredChips } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import { provinceCell, regionFilter } from '../area/regions';
import type { AreaConfig, Row } from '../area/types';
import { TeacherWorks } from './TeacherWorks';
import { LazyCommentSection } from '../reader/LazyCommentSection';
import { READER_ITEM_TYPES } from '../../shared/readerItems';
import styles from './education.module.css';
import { declaredArea } from '../area/detailRoute';

/** A portrait: the uploaded photo, else the surname in a seal-red block. */
export function Portrait({ row, photoField, nameField, size }: { row: Row; photoField: string; nameField: string; size: 'card' | 'detail' }) {
  const name = String(row[nameField] ?? '');
  return (
    <span className={`${styles.portrait} ${size === 'card' ? styles.portraitCard : styles.portraitDetail}`} aria-label={`${name}照片`}>
      {row[photoField] ? <img src={String(row[photoField])} alt={`${name}照片`} /> : name.slice(0, 1)}
    </span>
  );
}

/** A directory's cover: the person's (or house's) photo in `photoField`, else the first character of `name`. */
export function portraitCover(photoField: string): Pick<AreaConfig, 'coverField' | 'renderCover'> {
  return { coverField: photoField, renderCover: (row, size) => <Portrait row={row} photoField={photoField} nameField="name" size={size} /> };
}

/** A directory of people (名师, 校长, 学者, 教师) or publishers: its declared area, rows titled by `name` with the photo in `photoField`. */
export function personDirectory(resource: Pick<ResourceSpec, 'name' | 'contentType'>, photoField: string): Omit<AreaConfig, 'listFields'> {
  return { ...declaredArea(resource), layout: 'rows', titleField: 'name', ...portraitCover(photoField) };
}

export const famousTeacherArea: AreaConfig = {
  ...personDirectory(famousTeacherResource, 'avatarUrl'),
  searchPlaceholder: '名师姓名、任教学校或职称',
  listFields: ['school', 'grade', 'subjectType', 'title'],
  summaryField: 'motto',
  filters: [
    ...declaredChips(famousTeacherResource, 'grade', 'subjectType'),
    regionFilter,
  ],
  render: { provinceId: provinceCell },
  detailFields: ['school', 'grade', 'subjectType', 'title', 'provinceId', 'motto', 'views'],
  sections: [
    { field: 'intro', style: 'paragraphs' },
    { field: 'honors', style: 'list' },
  ],
  extra: (row) => (
    <>
      <TeacherWorks teacherId={Number(row.id)} />
      <section className={styles.panel} aria-label="评论">
        <LazyCommentSection type={READER_ITEM_TYPES.famousTeacher.type} joinId={Number(row.id)} />
      </section>
    </>
  ),
};

/** A person's or a school's name in a hot list (热门名师, 热门校长, 热门名校). */
export const hotName = (row: Row) => String(row.name ?? row.title ?? '');

export function FamousTeacherListPage() {
  return <AreaListPage config={famousTeacherArea} intro={<HotStrip title="热门名师" path={FAMOUS_TEACHER_HOT_PATH} to={(r) => `/famousTeacher/${r.id}`} label={hotName} meta={(r) => [String(r.school ?? ''), `浏览 ${r.views}`]} testId="hot-teachers" />} />;
}

export function FamousTeacherDetailPage() {
  return <AreaDetailPage config={famousTeacherArea} />;
}

/** One article, book or lecture video of a famous teacher; a video plays here (range-streamed). */
export const teacherWorkArea: AreaConfig = {
  resource: 'famousTeacherWorks',
  title: '名师风采',
  listPath: '/famousTeacher',
  layout: 'rows',
  titleField: 'title',
  listFields: [],
  labels: { teacherName: '名师', teacherSchool: '任教学校' },
  render: {
    teacherName: (v, row) => <Link to={`/famousTeacher/${row.teacherId}`}>{String(v)}</Link>,
  },
  detailFields: ['teacherName', 'teacherSchool', 'workType', 'source', 'publishDate', 'duration', 'views'],
  sections: [
    { field: 'summary', style: 'paragraphs' },
    { field: 'content', style: 'paragraphs' },
  ],
  extra: (row) =>
    row.videoUrl ? (
      <section className={styles.player} aria-label="视频">
        <video src={String(row.videoUrl)} controls preload="metadata" data-testid="work-video" />
      </section>
    ) : null,
};

export function TeacherWorkDetailPage() {
  return <AreaDetailPage config={teacherWorkArea} />;
}
