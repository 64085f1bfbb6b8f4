import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useHydrated } from '../hydrated';

// The comment section sits below the fold: neither the server render nor the first paint waits
// for it. The server sends its placeholder, the page hydrates with the same placeholder, and only
// then is its chunk (list, pagination, text area, select…) fetched. Server-rendered it was about
// thirty modulepreloads ahead of the article's first paint (docs/decisions.md "Speed (speed)").
const CommentSection = lazy(() => import('./CommentSection'));

const placeholder = <Skeleton active avatar paragraph={{ rows: 2 }} />;

export function LazyCommentSection({ type, joinId }: { type: number; joinId: number }) {
  const hydrated = useHydrated();
  return <Suspense fallback={placeholder}>{hydrated ? <CommentSection type={type} joinId={joinId} /> : placeholder}</Suspense>;
}
