import { Fragment, Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lazyPage';
import { Route } from 'react-router';
import { PageLoading } from '../layout/PageLoading';

// Each page is its own chunk, so the home page's first load carries none of them.
const JournalListPage = lazyPage('src/portal/journals/pages/JournalListPage.tsx', () => import('./pages/JournalListPage'));
const JournalDetailPage = lazyPage('src/portal/journals/pages/JournalDetailPage.tsx', () => import('./pages/JournalDetailPage'));
const PeriodPage = lazyPage('src/portal/journals/pages/PeriodPage.tsx', () => import('./pages/PeriodPage'));
const ArticlePage = lazyPage('src/portal/journals/pages/ArticlePage.tsx', () => import('./pages/ArticlePage'));
const ReadingPage = lazyPage('src/portal/journals/pages/ReadingPage.tsx', () => import('./pages/ReadingPage'));
const GuidelinesPage = lazyPage('src/portal/journals/pages/GuidelinesPage.tsx', () => import('./pages/GuidelinesPage'));
const EncyclopediaPage = lazyPage('src/portal/journals/pages/EncyclopediaPage.tsx', () => import('./pages/EncyclopediaPage'));
const ConferencePage = lazyPage('src/portal/journals/pages/ConferencePage.tsx', () => import('./pages/ConferencePage'));

// A page's own Suspense keeps the header and footer on screen while its chunk loads.
const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Journal, conference and article routes, mounted inside the portal layout by App.tsx. */
export const journalRoutes = (
  <Fragment>
    <Route path="journal" element={page(<JournalListPage />)} />
    <Route path="journal/:id" element={page(<JournalDetailPage />)} />
    <Route path="journal/:id/period/:periodId" element={page(<PeriodPage />)} />
    <Route path="article/:id" element={page(<ArticlePage />)} />
    <Route path="article/:id/read" element={page(<ReadingPage />)} />
    <Route path="journalGuidelines/:id" element={page(<GuidelinesPage />)} />
    <Route path="journalEncyclopedia" element={page(<EncyclopediaPage />)} />
    <Route path="conference" element={page(<ConferencePage />)} />
  </Fragment>
);
