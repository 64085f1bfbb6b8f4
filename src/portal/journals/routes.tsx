import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router';
import { PageLoading } from '../layout/PageLoading';

// Each page is its own chunk, so the home page's first load carries none of them.
const JournalListPage = lazy(() => import('./pages/JournalListPage'));
const JournalDetailPage = lazy(() => import('./pages/JournalDetailPage'));
const PeriodPage = lazy(() => import('./pages/PeriodPage'));
const ArticlePage = lazy(() => import('./pages/ArticlePage'));
const GuidelinesPage = lazy(() => import('./pages/GuidelinesPage'));
const EncyclopediaPage = lazy(() => import('./pages/EncyclopediaPage'));
const ConferencePage = lazy(() => import('./pages/ConferencePage'));

// A page's own Suspense keeps the header and footer on screen while its chunk loads.
const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Journal, conference and article routes, mounted inside the portal layout by App.tsx. */
export const journalRoutes = (
  <Fragment>
    <Route path="journal" element={page(<JournalListPage />)} />
    <Route path="journal/:id" element={page(<JournalDetailPage />)} />
    <Route path="journal/:id/period/:periodId" element={page(<PeriodPage />)} />
    <Route path="article/:id" element={page(<ArticlePage />)} />
    <Route path="journalGuidelines/:id" element={page(<GuidelinesPage />)} />
    <Route path="journalEncyclopedia" element={page(<EncyclopediaPage />)} />
    <Route path="conference" element={page(<ConferencePage />)} />
  </Fragment>
);
