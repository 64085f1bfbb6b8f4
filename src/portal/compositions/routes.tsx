import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';

const compositions = () => import('./compositions');
const recitations = () => import('./recitations');
const CompositionListPage = areaPage('src/portal/compositions/compositions.tsx', compositions, 'CompositionListPage');
const CompositionDetailPage = areaPage('src/portal/compositions/compositions.tsx', compositions, 'CompositionDetailPage');
const RecitationListPage = areaPage('src/portal/compositions/recitations.tsx', recitations, 'RecitationListPage');
const RecitationDetailPage = areaPage('src/portal/compositions/recitations.tsx', recitations, 'RecitationDetailPage');

/** 作文 and 朗诵 (issue 14), mounted inside the portal layout by App.tsx. */
export const compositionRoutes = (
  <Fragment>
    <Route path="composition" element={<CompositionListPage />} />
    <Route path="composition/:id" element={<CompositionDetailPage />} />
    <Route path="recitation" element={<RecitationListPage />} />
    <Route path="recitation/:id" element={<RecitationDetailPage />} />
  </Fragment>
);
