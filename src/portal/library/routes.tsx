import { Fragment, lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { areaPage, lazyPage } from '../lazyPage';

const books = () => import('./books');
// A work's, a writer's and a studio's pages are server-rendered (server/ssr/renderedRoutes.ts): loaded before hydrating.
const WorkDetailPage = lazyPage('src/portal/works/WorkDetailPage.tsx', () => import('../works/WorkDetailPage'));
const WriterPage = lazyPage('src/portal/works/WriterPage.tsx', () => import('../works/WriterPage'));
const StudioListPage = lazyPage('src/portal/studio/StudioListPage.tsx', () => import('../studio/StudioListPage'));
const StudioHomePage = lazyPage('src/portal/studio/StudioHomePage.tsx', () => import('../studio/StudioHomePage'));
const newspapers = () => import('./newspapers');
const ancient = () => import('./ancient');
const localHistory = () => import('./localHistory');
const theses = () => import('./theses');
const laws = () => import('./laws');
const standards = () => import('./standards');

const BookListPage = areaPage('src/portal/library/books.tsx', books, 'BookListPage');
const BookDetailPage = areaPage('src/portal/library/books.tsx', books, 'BookDetailPage');
// The preview is a reader's tool (a PDF viewer), not a landing page: client-only.
const BookPreviewPage = lazy(() => import('./BookPreviewPage'));
const NewspaperListPage = areaPage('src/portal/library/newspapers.tsx', newspapers, 'NewspaperListPage');
const NewspaperDetailPage = areaPage('src/portal/library/newspapers.tsx', newspapers, 'NewspaperDetailPage');
const NewsDetailPage = areaPage('src/portal/library/newspapers.tsx', newspapers, 'NewsDetailPage');
const IndustryNewsListPage = areaPage('src/portal/library/newspapers.tsx', newspapers, 'IndustryNewsListPage');
const IndustryNewsDetailPage = areaPage('src/portal/library/newspapers.tsx', newspapers, 'IndustryNewsDetailPage');
const AncientListPage = areaPage('src/portal/library/ancient.tsx', ancient, 'AncientListPage');
const AncientDetailPage = areaPage('src/portal/library/ancient.tsx', ancient, 'AncientDetailPage');
const LocalHistoryListPage = areaPage('src/portal/library/localHistory.tsx', localHistory, 'LocalHistoryListPage');
const LocalHistoryDetailPage = areaPage('src/portal/library/localHistory.tsx', localHistory, 'LocalHistoryDetailPage');
const ThesisListPage = areaPage('src/portal/library/theses.tsx', theses, 'ThesisListPage');
const ThesisDetailPage = areaPage('src/portal/library/theses.tsx', theses, 'ThesisDetailPage');
const LawListPage = areaPage('src/portal/library/laws.tsx', laws, 'LawListPage');
const LawDetailPage = areaPage('src/portal/library/laws.tsx', laws, 'LawDetailPage');
const StandardListPage = areaPage('src/portal/library/standards.tsx', standards, 'StandardListPage');
const StandardDetailPage = areaPage('src/portal/library/standards.tsx', standards, 'StandardDetailPage');
const WriterLibraryPage = areaPage('src/portal/library/writers.tsx', () => import('./writers'), 'WriterLibraryPage');

/**
 * Books, newspapers, industry news, ancient books, local histories, theses, standards, laws,
 * year-books and the writer library, mounted inside the portal layout by App.tsx (the layout
 * hides the header on /bookLists and /preBooks and the footer on /preBooks, spec §2).
 */
export const libraryRoutes = (
  <Fragment>
    <Route path="bookLists" element={<BookListPage />} />
    <Route path="book/:id" element={<BookDetailPage />} />
    <Route path="preBooks" element={<BookPreviewPage />} />
    <Route path="newspaper" element={<NewspaperListPage />} />
    <Route path="newspaper/:id" element={<NewspaperDetailPage />} />
    <Route path="newspaper/news/:id" element={<NewsDetailPage />} />
    <Route path="industryNews" element={<IndustryNewsListPage />} />
    <Route path="industryNews/:id" element={<IndustryNewsDetailPage />} />
    <Route path="ancient" element={<AncientListPage />} />
    <Route path="ancient/:id" element={<AncientDetailPage />} />
    <Route path="resnav/ancient" element={<Navigate to="/ancient" replace />} />
    <Route path="resnav/localHistory" element={<LocalHistoryListPage />} />
    <Route path="resnav/localHistory/:id" element={<LocalHistoryDetailPage />} />
    <Route path="resnav/oldLocalHistory" element={<LocalHistoryListPage />} />
    <Route path="resnav/oldLocalHistory/:id" element={<LocalHistoryDetailPage />} />
    <Route path="resnav/landBook" element={<LocalHistoryListPage />} />
    <Route path="resnav/landBook/:id" element={<LocalHistoryDetailPage />} />
    <Route path="dissertation" element={<ThesisListPage />} />
    <Route path="dissertation/:id" element={<ThesisDetailPage />} />
    <Route path="standard" element={<StandardListPage />} />
    <Route path="standard/:id" element={<StandardDetailPage />} />
    <Route path="lawsrules" element={<LawListPage />} />
    <Route path="lawsrules/:id" element={<LawDetailPage />} />
    <Route path="educationLawsrules" element={<LawListPage />} />
    <Route path="educationLawsrules/:id" element={<LawDetailPage />} />
    <Route path="studio" element={<StudioListPage />} />
    <Route path="studio/:id" element={<StudioHomePage />} />
    <Route path="writerLibrary" element={<WriterLibraryPage />} />
    <Route path="works/:id" element={<WorkDetailPage />} />
    <Route path="writerLibrary/:id" element={<WriterPage />} />
  </Fragment>
);
