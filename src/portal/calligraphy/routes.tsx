import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';


const areas = () => import('./areas');
const word = () => import('./WordPage');
const AREAS = 'src/portal/calligraphy/areas.tsx';
const CalligraphyListPage = areaPage(AREAS, areas, 'CalligraphyListPage');
const CalligraphyDetailPage = areaPage(AREAS, areas, 'CalligraphyDetailPage');
const CalligrapherListPage = areaPage(AREAS, areas, 'CalligrapherListPage');
const CalligrapherDetailPage = areaPage(AREAS, areas, 'CalligrapherDetailPage');
const WordPage = areaPage('src/portal/calligraphy/WordPage.tsx', word, 'WordPage');

/** 书法 (issue 14): works, calligraphers and the character dictionary. */
export const calligraphyRoutes = (
  <Fragment>
    <Route path="calligraphy" element={<CalligraphyListPage />} />
    <Route path="calligraphy/:id" element={<CalligraphyDetailPage />} />
    <Route path="calligraphy/calligrapher" element={<CalligrapherListPage />} />
    <Route path="calligraphy/calligrapher/:id" element={<CalligrapherDetailPage />} />
    <Route path="calligraphy/word" element={<WordPage />} />
  </Fragment>
);
