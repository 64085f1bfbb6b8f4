import { Fragment } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

const SOURCE = 'src/portal/teaching/teaching.tsx';
const TeachingListPage = lazyPage(SOURCE, async () => ({ default: (await import('./teaching')).TeachingListPage }));
const TeachingDetailPage = lazyPage(SOURCE, async () => ({ default: (await import('./teaching')).TeachingDetailPage }));

/** 基础教育 (issue 14, edubasic): server-rendered, lazily loaded, mounted inside the portal layout by App.tsx. */
export const teachingRoutes = (
  <Fragment>
    <Route path="basicEducation" element={<TeachingListPage />} />
    <Route path="basicEducation/:id" element={<TeachingDetailPage />} />
  </Fragment>
);
