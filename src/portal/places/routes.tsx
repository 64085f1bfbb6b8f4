import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';

const schools = () => import('./schools');
const studyPlaces = () => import('./studyPlaces');
const topics = () => import('./topics');
const databases = () => import('./databases');
const SchoolListPage = areaPage('src/portal/places/schools.tsx', schools, 'SchoolListPage');
const SchoolDetailPage = areaPage('src/portal/places/schools.tsx', schools, 'SchoolDetailPage');
const StudyPlaceListPage = areaPage('src/portal/places/studyPlaces.tsx', studyPlaces, 'StudyPlaceListPage');
const StudyPlaceDetailPage = areaPage('src/portal/places/studyPlaces.tsx', studyPlaces, 'StudyPlaceDetailPage');
const TopicListPage = areaPage('src/portal/places/topics.tsx', topics, 'TopicListPage');
const TopicDetailPage = areaPage('src/portal/places/topics.tsx', topics, 'TopicDetailPage');
const DatabaseNavPage = areaPage('src/portal/places/databases.tsx', databases, 'DatabaseNavPage');

/** 学校名录, 学习场所, 专题 and 数据库导航 (issue 14, places), mounted inside the portal layout by App.tsx. */
export const placesRoutes = (
  <Fragment>
    <Route path="school" element={<SchoolListPage />} />
    <Route path="school/:id" element={<SchoolDetailPage />} />
    <Route path="studyPlace" element={<StudyPlaceListPage />} />
    <Route path="studyPlace/:id" element={<StudyPlaceDetailPage />} />
    <Route path="topic" element={<TopicListPage />} />
    <Route path="topic/:id" element={<TopicDetailPage />} />
    <Route path="databases" element={<DatabaseNavPage />} />
  </Fragment>
);
