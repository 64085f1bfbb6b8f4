import { Fragment, type ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A page of an education module, server-rendered and lazily loaded (as src/portal/library/routes.tsx). */
function areaPage<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M) {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

const famousTeachers = () => import('./famousTeachers');
const FamousTeacherListPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'FamousTeacherListPage');
const FamousTeacherDetailPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'FamousTeacherDetailPage');
const TeacherWorkDetailPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'TeacherWorkDetailPage');

/** Education and culture areas (issue 14), mounted inside the portal layout by App.tsx. */
export const educationRoutes = (
  <Fragment>
    <Route path="famousTeacher" element={<FamousTeacherListPage />} />
    <Route path="famousTeacher/:id" element={<FamousTeacherDetailPage />} />
    <Route path="famousTeacher/work/:id" element={<TeacherWorkDetailPage />} />
  </Fragment>
);
