import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';


const areas = () => import('./areas');
const home = () => import('./PhotographyHome');
const AREAS = 'src/portal/photography/areas.tsx';
const PhotographyHome = areaPage('src/portal/photography/PhotographyHome.tsx', home, 'PhotographyHome');
const PhotoListPage = areaPage(AREAS, areas, 'PhotoListPage');
const PhotoDetailPage = areaPage(AREAS, areas, 'PhotoDetailPage');
const PhotoActivityListPage = areaPage(AREAS, areas, 'PhotoActivityListPage');
const PhotoActivityDetailPage = areaPage(AREAS, areas, 'PhotoActivityDetailPage');
const PhotoCourseListPage = areaPage(AREAS, areas, 'PhotoCourseListPage');
const PhotoCourseDetailPage = areaPage(AREAS, areas, 'PhotoCourseDetailPage');
const PhotoClassPage = areaPage(AREAS, areas, 'PhotoClassPage');

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
