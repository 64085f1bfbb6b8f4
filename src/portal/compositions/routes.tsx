import { Fragment, type ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A page of this folder, server-rendered and lazily loaded (as src/portal/library/routes.tsx). */
function areaPage<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M) {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

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
