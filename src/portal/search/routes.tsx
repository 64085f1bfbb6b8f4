import { Fragment, lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { PageLoading } from '../layout/PageLoading';

// Its own chunk: the home page's first load does not carry the results page.
const SearchPage = lazy(() => import('./SearchPage'));

/** The search results route, mounted inside the portal layout by App.tsx. */
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
  </Fragment>
);
