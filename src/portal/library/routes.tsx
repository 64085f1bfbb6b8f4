import { Fragment, lazy, type ComponentType } from 'react';
import { Navigate, Route } from 'react-router';
import { lazyPage } from '../lazyPage';

/** A lazily loaded page: each area module is its own chunk, fetched on the first visit. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The same for pages the server renders (server/ssr): named by their module's source path. */
function renderedPage<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M) {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

const books = () => import('./books');
const WorkDetailPage = lazy(() => import('../works/WorkDetailPage'));
const newspapers = () => import('./newspapers');
const ancient = () => import('./ancient');
const localHistory = () => import('./localHistory');
const theses = () => import('./theses');
const laws = () => import('./laws');
const standards = () => import('./standards');
const yearbooks = () => import('./yearbooks');

const BookListPage = renderedPage('src/portal/library/books.tsx', books, 'BookListPage');
const BookDetailPage = renderedPage('src/portal/library/books.tsx', books, 'BookDetailPage');
const BookPreviewPage = lazy(() => import('./BookPreviewPage'));
const NewspaperListPage = page(newspapers, 'NewspaperListPage');
const NewspaperDetailPage = page(newspapers, 'NewspaperDetailPage');
const NewsDetailPage = page(newspapers, 'NewsDetailPage');
const IndustryNewsListPage = page(newspapers, 'IndustryNewsListPage');
const IndustryNewsDetailPage = page(newspapers, 'IndustryNewsDetailPage');
const AncientListPage = page(ancient, 'AncientListPage');
const AncientDetailPage = page(ancient, 'AncientDetailPage');
const LocalHistoryListPage = page(localHistory, 'LocalHistoryListPage');
const LocalHistoryDetailPage = page(localHistory, 'LocalHistoryDetailPage');
const ThesisListPage = renderedPage('src/portal/library/theses.tsx', theses, 'ThesisListPage');
const ThesisDetailPage = renderedPage('src/portal/library/theses.tsx', theses, 'ThesisDetailPage');
const LawListPage = page(laws, 'LawListPage');
const LawDetailPage = page(laws, 'LawDetailPage');
const StandardListPage = page(standards, 'StandardListPage');
const StandardDetailPage = page(standards, 'StandardDetailPage');
const YearbookListPage = page(yearbooks, 'YearbookListPage');
const YearbookDetailPage = page(yearbooks, 'YearbookDetailPage');
const WriterLibraryPage = page(() => import('./writers'), 'WriterLibraryPage');

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
    <Route path="yearbook" element={<YearbookListPage />} />
    <Route path="yearbook/:id" element={<YearbookDetailPage />} />
    <Route path="writerLibrary" element={<WriterLibraryPage />} />
    <Route path="works/:id" element={<WorkDetailPage />} />
  </Fragment>
);
