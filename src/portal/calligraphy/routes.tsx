import { Fragment, type ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A page of the calligraphy module, server-rendered and lazily loaded (as src/portal/education/routes.tsx). */
function page<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M) {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

const areas = () => import('./areas');
const word = () => import('./WordPage');
const AREAS = 'src/portal/calligraphy/areas.tsx';
const CalligraphyListPage = page(AREAS, areas, 'CalligraphyListPage');
const CalligraphyDetailPage = page(AREAS, areas, 'CalligraphyDetailPage');
const CalligrapherListPage = page(AREAS, areas, 'CalligrapherListPage');
const CalligrapherDetailPage = page(AREAS, areas, 'CalligrapherDetailPage');
const WordPage = page('src/portal/calligraphy/WordPage.tsx', word, 'WordPage');

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
