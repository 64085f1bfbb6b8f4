import { Fragment, type ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A page of the photography module, server-rendered and lazily loaded (as src/portal/education/routes.tsx). */
function page<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M) {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

const areas = () => import('./areas');
const home = () => import('./PhotographyHome');
const AREAS = 'src/portal/photography/areas.tsx';
const PhotographyHome = page('src/portal/photography/PhotographyHome.tsx', home, 'PhotographyHome');
const PhotoListPage = page(AREAS, areas, 'PhotoListPage');
const PhotoDetailPage = page(AREAS, areas, 'PhotoDetailPage');
const PhotoActivityListPage = page(AREAS, areas, 'PhotoActivityListPage');
const PhotoActivityDetailPage = page(AREAS, areas, 'PhotoActivityDetailPage');
const PhotoCourseListPage = page(AREAS, areas, 'PhotoCourseListPage');
const PhotoCourseDetailPage = page(AREAS, areas, 'PhotoCourseDetailPage');
const PhotoClassPage = page(AREAS, areas, 'PhotoClassPage');

/** 摄影 (issue 14): the home, photos, activities, forum courses and their classes. */
export const photographyRoutes = (
  <Fragment>
    <Route path="photography" element={<PhotographyHome />} />
    <Route path="photography/photo" element={<PhotoListPage />} />
    <Route path="photography/photo/:id" element={<PhotoDetailPage />} />
    <Route path="photography/activity" element={<PhotoActivityListPage />} />
    <Route path="photography/activity/:id" element={<PhotoActivityDetailPage />} />
    <Route path="photography/forum" element={<PhotoCourseListPage />} />
    <Route path="photography/forum/:id" element={<PhotoCourseDetailPage />} />
    <Route path="photography/class/:id" element={<PhotoClassPage />} />
  </Fragment>
);
