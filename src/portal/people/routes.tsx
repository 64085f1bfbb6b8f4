import { Fragment, type ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A page of the people directories, server-rendered and lazily loaded (as src/portal/education/routes.tsx). */
function peoplePage(name: 'ScholarListPage' | 'ScholarDetailPage' | 'PublisherListPage' | 'PublisherDetailPage' | 'TeacherListPage' | 'TeacherDetailPage') {
  return lazyPage('src/portal/people/people.tsx', async () => ({ default: (await import('./people'))[name] as ComponentType }));
}

const ScholarListPage = peoplePage('ScholarListPage');
const ScholarDetailPage = peoplePage('ScholarDetailPage');
const PublisherListPage = peoplePage('PublisherListPage');
const PublisherDetailPage = peoplePage('PublisherDetailPage');
const TeacherListPage = peoplePage('TeacherListPage');
const TeacherDetailPage = peoplePage('TeacherDetailPage');

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
