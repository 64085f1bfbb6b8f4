import { Link } from 'react-router';
import { PHOTO_CALLS } from '../../resources/photography';
import { formatFen } from '../../shared/format';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import { CourseOutline, VodPlayer } from './course';
import { JoinButton, LikeButton } from './interactions';
import styles from './photography.module.css';
import { declaredDetail } from '../area/detailRoute';

const photoCover = (row: Row, size: 'card' | 'detail') =>
  size === 'card' ? <img className={styles.listCover} src={String(row.imageUrl ?? row.coverUrl ?? '')} alt={String(row.title)} loading="lazy" /> : null;

/** 摄影作品: the photos ("files" of spec §7), a grid of pictures filtered by type and activity. */
export const photoArea: AreaConfig = {
  resource: 'photos',
  title: '摄影作品',
  listPath: '/photography/photo',
  detailPath: declaredDetail('photo'),
  searchBar: true,
  searchPlaceholder: '作品名称、作者或拍摄地点',
  layout: 'rows',
  titleField: 'title',
  coverField: 'imageUrl',
  renderCover: photoCover,
  listFields: ['author', 'typeName', 'location', 'shootDate', 'likes', 'views'],
  summaryField: 'description',
  labels: { typeName: '分类', activityTitle: '参赛活动' },
  filters: [
    { kind: 'select', field: 'typeId', label: '摄影分类', optionsCall: PHOTO_CALLS.typeOptions.path, width: 180 },
  ],
  linkFilters: [{ field: 'activityId', label: '摄影活动' }],
  render: {
    activityTitle: (v, row) => (v ? <Link to={`/photography/activity/${row.activityId}`}>{String(v)}</Link> : '—'),
  },
  detailFields: ['author', 'typeName', 'activityTitle', 'location', 'camera', 'shootDate', 'likes', 'views'],
  sections: [{ field: 'description', style: 'paragraphs' }],
  actions: (row) => (
    <div className={styles.actions}>
      <LikeButton photoId={Number(row.id)} />
    </div>
  ),
  extra: (row) => (
    <figure className={styles.detailPhoto} data-testid="photo-full">
      <img src={String(row.imageUrl)} alt={String(row.title)} />
    </figure>
  ),
  noun: '摄影作品',
};

/** 摄影活动: contests and exhibitions members join (joinNum). */
export const photoActivityArea: AreaConfig = {
  resource: 'photoActivities',
  title: '摄影活动',
  listPath: '/photography/activity',
  detailPath: (row) => `/photography/activity/${row.id}`,
  searchPlaceholder: '活动名称或主办单位',
  layout: 'rows',
  titleField: 'title',
  coverField: 'coverUrl',
  renderCover: photoCover,
  listFields: ['organizer', 'beginDate', 'endDate', 'joinNum'],
  filters: [{ kind: 'select', field: 'typeId', label: '摄影分类', optionsCall: PHOTO_CALLS.typeOptions.path, width: 180 }],
  detailFields: ['organizer', 'beginDate', 'endDate', 'joinNum', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  actions: (row) => <JoinButton activityId={Number(row.id)} beginDate={String(row.beginDate)} endDate={String(row.endDate)} />,
  extra: (row) => <AreaListPage config={{ ...photoArea, fixedFilters: { activityId: Number(row.id) }, filters: [], searchBar: false }} embedded />,
  noun: '摄影活动',
};

/** 摄影课堂: forum courses; a course's page holds its chapters and classes. */
export const photoCourseArea: AreaConfig = {
  resource: 'photoCourses',
  title: '摄影课堂',
  listPath: '/photography/forum',
  detailPath: (row) => `/photography/forum/${row.id}`,
  searchPlaceholder: '课程名称或主讲人',
  layout: 'rows',
  titleField: 'title',
  coverField: 'coverUrl',
  renderCover: photoCover,
  listFields: ['teacher', 'typeName', 'views'],
  labels: { typeName: '分类', classCount: '小节数', totalDuration: '总时长' },
  filters: [{ kind: 'select', field: 'typeId', label: '摄影分类', optionsCall: PHOTO_CALLS.typeOptions.path, width: 180 }],
  detailFields: ['teacher', 'classCount', 'totalDuration', 'views'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  extra: (row) => <CourseOutline course={row} />,
  noun: '课程',
};

/** One class: its video (vod), its course and price. */
export const photoClassArea: AreaConfig = {
  resource: 'photoClasses',
  title: '摄影课堂',
  listPath: '/photography/forum',
  layout: 'rows',
  titleField: 'title',
  listFields: [],
  labels: { courseTitle: '所属课程', teacher: '主讲人', durationText: '时长' },
  render: {
    courseTitle: (v, row) => <Link to={`/photography/forum/${row.courseId}`}>{String(v)}</Link>,
    priceFen: (v, row) => (row.free ? '免费' : formatFen(Number(v))),
  },
  detailFields: ['courseTitle', 'teacher', 'durationText', 'priceFen', 'views'],
  extra: (row) => <VodPlayer cls={row} />,
};

export const PhotoListPage = () => <AreaListPage config={photoArea} />;
export const PhotoDetailPage = () => <AreaDetailPage config={photoArea} />;
export const PhotoActivityListPage = () => <AreaListPage config={photoActivityArea} />;
export const PhotoActivityDetailPage = () => <AreaDetailPage config={photoActivityArea} />;
export const PhotoCourseListPage = () => <AreaListPage config={photoCourseArea} />;
export const PhotoCourseDetailPage = () => <AreaDetailPage config={photoCourseArea} />;
export const PhotoClassPage = () => <AreaDetailPage config={photoClassArea} />;
