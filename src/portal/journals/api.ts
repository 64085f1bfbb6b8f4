import { useCustom, useOne } from '../data/hooks';
import { hotArticles, type ArticleDetails, type HotArticleRow } from '../../resources/articles';
import { fillPath } from '../../resources/define';
import { JOURNAL_CALLS, type JournalDetails, type JournalGuidelines, type JournalNav } from '../../resources/journals';
import type { PeriodCatalogue } from '../../resources/periods';
import type { EnvelopeError } from '../../shared/envelope';
import { ARTICLE_READING_CALL, type ArticleReading } from '../../resources/articleReading';

/** The server's Chinese message and code of a failed query (404 pages show their own text). */
export function errorOf(error: unknown): { code: number; msg: string } | undefined {
  if (!error) return undefined;
  const e = error as Partial<EnvelopeError>;
  return { code: Number(e.code ?? e.statusCode ?? 500), msg: e.message || '加载失败，请稍后重试' };
}

const quiet = { errorNotification: false as const };

export function useJournalDetails(id: string | undefined) {
  const { result, query } = useOne<JournalDetails>({ resource: 'journals', id: id ?? '', queryOptions: { enabled: Boolean(id) }, ...quiet });
  return { journal: result, loading: query.isLoading, error: errorOf(query.error) };
}

export function useCatalogue(periodId: number | string | undefined) {
  const { result, query } = useOne<PeriodCatalogue>({ resource: 'periods', id: periodId ?? '', queryOptions: { enabled: Boolean(periodId) }, ...quiet });
  return { catalogue: result, loading: query.isLoading, error: errorOf(query.error) };
}

export function useArticle(id: string | undefined) {
  const { result, query } = useOne<ArticleDetails>({ resource: 'articles', id: id ?? '', queryOptions: { enabled: Boolean(id) }, ...quiet });
  return { article: result, loading: query.isLoading, error: errorOf(query.error) };
}

export function useJournalNav() {
  const { result, query } = useCustom<JournalNav>({ url: JOURNAL_CALLS.nav.path, method: 'get', ...quiet });
  return { nav: query.isSuccess ? result.data : undefined, loading: query.isLoading };
}

export function useGuidelines(id: string | number | undefined) {
  const { result, query } = useCustom<JournalGuidelines>({
    url: fillPath(JOURNAL_CALLS.guidelines.path, { id: id ?? '' }),
    method: 'get',
    queryOptions: { enabled: Boolean(id) },
    ...quiet,
  });
  return { guidelines: query.isSuccess ? result.data : undefined, loading: query.isLoading, error: errorOf(query.error) };
}

/** The most read articles (spec §9 hot list of 5). */
export function useHotArticles(pageSize = 5) {
  const { result, query } = useCustom<{ rows: HotArticleRow[]; total: number }>({
    url: hotArticles.call.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize } },
    ...quiet,
  });
  return { rows: query.isSuccess ? (result.data.rows ?? []) : [], loading: query.isLoading };
}

/** An article's HTML reading: the text the server lets this reader have, its outline and references. */
export function useReading(id: string | undefined) {
  const { result, query } = useCustom<ArticleReading>({
    url: fillPath(ARTICLE_READING_CALL.path, { id: id ?? '' }),
    method: 'get',
    queryOptions: { enabled: Boolean(id) },
    ...quiet,
  });
  return { data: query.isSuccess ? result.data : undefined, loading: query.isLoading, error: errorOf(query.error) };
}
