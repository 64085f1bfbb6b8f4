import { Fragment, lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { PageLoading } from '../layout/PageLoading';

// Its own chunk: the home page's first load does not carry the results page.
const SearchPage = lazy(() => import('./SearchPage'));
const AdvancedSearchPage = lazy(() => import('./AdvancedSearchPage'));

/** The search results route and 高级检索 / 专业检索 / 作者发文检索, mounted inside the portal layout by App.tsx. */
export const searchRoutes = (
  <Fragment>
    <Route
      path="search"
      element={
        <Suspense fallback={<PageLoading />}>
          <SearchPage />
        </Suspense>
      }
    />
    <Route
      path="search/advanced"
      element={
        <Suspense fallback={<PageLoading />}>
          <AdvancedSearchPage />
        </Suspense>
      }
    />
  </Fragment>
);
