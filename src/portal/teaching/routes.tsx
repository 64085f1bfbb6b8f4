import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';

const SOURCE = 'src/portal/teaching/teaching.tsx';
const teaching = () => import('./teaching');
const TeachingListPage = areaPage(SOURCE, teaching, 'TeachingListPage');
const TeachingDetailPage = areaPage(SOURCE, teaching, 'TeachingDetailPage');

/** 基础教育 (issue 14, edubasic): server-rendered, lazily loaded, mounted inside the portal layout by App.tsx. */
export const teachingRoutes = (
  <Fragment>
    <Route path="basicEducation" element={<TeachingListPage />} />
    <Route path="basicEducation/:id" element={<TeachingDetailPage />} />
  </Fragment>
);
