import { Empty } from 'antd';
import { Link } from 'react-router';
import { COMPOSITION_GRADES } from '../../resources/compositions';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS } from '../../resources/famousTeachers';
import {
  DISCIPLINES,
  PEOPLE_HOT_PATHS,
  PROFILE_ITEMS_PAGE_SIZE,
  PUBLISHER_BOOKS_PATH,
  PUBLISHER_KINDS,
  publisherResource,
  SCHOLAR_ARTICLES_PATH,
  scholarResource,
  SCHOLAR_TITLES,
  TEACHER_RESOURCES_PATH,
  TEACHER_TITLES,
  teacherResource,
} from '../../resources/people';
import { formatDuration } from '../../shared/format';
import { declaredChips } from '../area/filterOptions';
import { useAreaCall } from '../area/useAreaCall';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { provinceCell, regionFilter } from '../area/regions';
import type { AreaConfig, Row } from '../area/types';
import { ChildList } from '../education/ChildList';
import { personDirectory } from '../education/famousTeachers';
import { HotStrip } from '../area/HotStrip';
import styles from '../education/education.module.css';
import { declaredDetail } from '../area/detailRoute';

/**
 * The people directories (issue 14): 学者, 出版社 and 教师 on the shared area pages — filters of
 * their declarations, a hot strip from the views counter, and beside each profile what it leads to
 * in the library (a scholar's articles, a publisher's books, a teacher's studio and students' work).
 */
const orDash = (labels: Readonly<Record<string, string>>) => (v: unknown) => labels[String(v)] ?? '—';

/**
 * What a profile leads to in the library, one paged list each: its path and the profile's id
 * parameter, the item's detail page, how its title reads and the source after its authors.
 */
const PROFILE_ITEMS = {
  scholarArticles: { title: '收录论文', path: SCHOLAR_ARTICLES_PATH, by: 'scholarId', testId: 'scholar-articles', to: declaredDetail('article'), name: (a: Row) => a.title, source: (a: Row) => a.journalName && `《${a.journalName}》` },
  publisherBooks: { title: '出版图书', path: PUBLISHER_BOOKS_PATH, by: 'publisherId', testId: 'publisher-books', to: declaredDetail('book'), name: (b: Row) => `《${b.title}》`, source: (b: Row) => b.isbn && `ISBN ${b.isbn}` },
} as const;

/** One profile's own paged list (a scholar's articles, a publisher's books), or its empty state. */
function ProfileItems({ of, profileId }: { of: keyof typeof PROFILE_ITEMS; profileId: number }) {
  const { title, path, by, testId, to, name, source } = PROFILE_ITEMS[of];
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <ChildList
        path={path}
        query={{ [by]: profileId }}
        pageSize={PROFILE_ITEMS_PAGE_SIZE}
        noun={title}
        testId={testId}
        renderItem={(item) => (
          <div className={styles.workRowInner}>
            <Link to={to(item)} className={styles.workTitle}>
              {name(item)}
            </Link>
            <span className={styles.workMeta}>
              <span>{String(item.authors).split(';').join('，')}</span>
              {source(item) && <span>{source(item)}</span>}
              {item.publishDate && <span>{String(item.publishDate)}</span>}
            </span>
          </div>
        )}
      />
    </section>
  );
}

export const scholarArea: AreaConfig = {
  ...personDirectory(scholarResource, 'avatarUrl'),
  searchPlaceholder: '学者姓名、所在单位或研究方向',
  listFields: ['institution', 'title', 'discipline'],
  summaryField: 'researchField',
  filters: [
    ...declaredChips(scholarResource, 'discipline', 'title'),
    { kind: 'select', field: 'institution', label: '所在单位', width: 200, options: ['北京大学', '清华大学', '北京师范大学', '复旦大学', '南京大学', '浙江大学', '武汉大学', '中山大学', '四川大学'].map((u) => ({ value: u, label: u })) },
  ],
  render: { provinceId: provinceCell, title: orDash(SCHOLAR_TITLES), discipline: orDash(DISCIPLINES) },
  detailFields: ['institution', 'department', 'title', 'discipline', 'researchField', 'provinceId', 'views'],
  sections: [
    { field: 'intro', style: 'paragraphs' },
    { field: 'achievements', style: 'list' },
  ],
  extra: (row) => <ProfileItems of="scholarArticles" profileId={Number(row.id)} />,
};

export const publisherArea: AreaConfig = {
  ...personDirectory(publisherResource, 'logoUrl'),
  searchPlaceholder: '出版社名称、城市或出版方向',
  listFields: ['kind', 'city', 'foundedYear'],
  summaryField: 'specialties',
  filters: [
    ...declaredChips(publisherResource, 'kind'),
    regionFilter,
  ],
  render: { provinceId: provinceCell, kind: orDash(PUBLISHER_KINDS) },
  detailFields: ['kind', 'provinceId', 'city', 'address', 'foundedYear', 'licenseNo', 'specialties', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  extra: (row) => <ProfileItems of="publisherBooks" profileId={Number(row.id)} />,
};

interface TeacherResources {
  studios: Row[];
  compositions: Row[];
  recitations: Row[];
}

/** A teacher's studio and the compositions and recitations of their students, where they exist. */
function TeacherResourcesPanel({ teacherId }: { teacherId: number }) {
  const { data } = useAreaCall<TeacherResources>(TEACHER_RESOURCES_PATH, { teacherId });
  if (!data) return null;
  const none = !data.studios.length && !data.compositions.length && !data.recitations.length;
  return (
    <section className={styles.panel} aria-label="工作室与教学资源" data-testid="teacher-resources">
      <h2 className={styles.panelTitle}>工作室与教学资源</h2>
      {none && <Empty description="暂无工作室与教学资源" />}
      {data.studios.map((s) => (
        <p key={s.id} className={styles.workRowInner}>
          <Link to={`/studio/${s.id}`} className={styles.workTitle}>
            {s.name}
          </Link>
          <span className={styles.workMeta}>
            <span>{s.school}</span>
            {s.subject && <span>{s.subject}</span>}
          </span>
        </p>
      ))}
      {data.compositions.length > 0 && (
        <>
          <h3 className={styles.workTitle}>指导的学生习作</h3>
          <ul className={styles.workList}>
            {data.compositions.map((c) => (
              <li key={c.id} className={styles.workRow}>
                <Link to={`/composition/${c.id}`}>{c.title}</Link>
                <span className={styles.workMeta}>
                  <span>{c.author}</span>
                  <span>{COMPOSITION_GRADES[c.grade] ?? ''}</span>
                  <span>{c.year}年</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.recitations.length > 0 && (
        <>
          <h3 className={styles.workTitle}>指导的朗诵</h3>
          <ul className={styles.workList}>
            {data.recitations.map((r) => (
              <li key={r.id} className={styles.workRow}>
                <Link to={`/recitation/${r.id}`}>{r.title}</Link>
                <span className={styles.workMeta}>
                  <span>{r.reciter}</span>
                  <span>时长 {formatDuration(Number(r.duration))}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const teacherArea: AreaConfig = {
  ...personDirectory(teacherResource, 'avatarUrl'),
  searchPlaceholder: '教师姓名或任教学校',
  listFields: ['school', 'grade', 'subjectType', 'title'],
  filters: [
    ...declaredChips(teacherResource, 'subjectType', 'grade'),
    regionFilter,
  ],
  render: { provinceId: provinceCell, title: orDash(TEACHER_TITLES), grade: orDash(SCHOOL_STAGES), subjectType: orDash(SCHOOL_SUBJECTS), teachingYears: (v) => (v == null ? '—' : `${v}年`) },
  detailFields: ['school', 'grade', 'subjectType', 'title', 'provinceId', 'teachingYears', 'views'],
  sections: [
    { field: 'intro', style: 'paragraphs' },
    { field: 'honors', style: 'list' },
  ],
  extra: (row) => <TeacherResourcesPanel teacherId={Number(row.id)} />,
};

/** A directory's list page (with its hot strip from the views counter) and detail page. */
function directoryPages(config: AreaConfig, hot: { path: string; title: string; testId: string; meta: (row: Row) => string }) {
  const strip = <HotStrip path={hot.path} title={hot.title} testId={hot.testId} to={(row) => config.detailPath!(row)} label={(row) => String(row.name)} meta={(row) => [hot.meta(row), `浏览 ${row.views}`]} />;
  return {
    List: () => <AreaListPage config={config} intro={strip} />,
    Detail: () => <AreaDetailPage config={config} />,
  };
}

const scholarPages = directoryPages(scholarArea, { path: PEOPLE_HOT_PATHS.scholar, title: '热门学者', testId: 'hot-scholars', meta: (r) => String(r.institution ?? '') });
const publisherPages = directoryPages(publisherArea, { path: PEOPLE_HOT_PATHS.publisher, title: '热门出版社', testId: 'hot-publishers', meta: (r) => String(r.city ?? '') });
const teacherPages = directoryPages(teacherArea, { path: PEOPLE_HOT_PATHS.teacher, title: '热门教师', testId: 'hot-teachers-directory', meta: (r) => String(r.school ?? '') });

export const ScholarListPage = scholarPages.List;
export const ScholarDetailPage = scholarPages.Detail;
export const PublisherListPage = publisherPages.List;
export const PublisherDetailPage = publisherPages.Detail;
export const TeacherListPage = teacherPages.List;
export const TeacherDetailPage = teacherPages.Detail;
