import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';

const people = () => import('./people');
const SOURCE = 'src/portal/people/people.tsx';

const ScholarListPage = areaPage(SOURCE, people, 'ScholarListPage');
const ScholarDetailPage = areaPage(SOURCE, people, 'ScholarDetailPage');
const PublisherListPage = areaPage(SOURCE, people, 'PublisherListPage');
const PublisherDetailPage = areaPage(SOURCE, people, 'PublisherDetailPage');
const TeacherListPage = areaPage(SOURCE, people, 'TeacherListPage');
const TeacherDetailPage = areaPage(SOURCE, people, 'TeacherDetailPage');

/** 学者, 出版社 and 教师 (issue 14, people), mounted inside the portal layout by App.tsx. */
export const peopleRoutes = (
  <Fragment>
    <Route path="scholar" element={<ScholarListPage />} />
    <Route path="scholar/:id" element={<ScholarDetailPage />} />
    <Route path="publisher" element={<PublisherListPage />} />
    <Route path="publisher/:id" element={<PublisherDetailPage />} />
    <Route path="teacher" element={<TeacherListPage />} />
    <Route path="teacher/:id" element={<TeacherDetailPage />} />
  </Fragment>
);
