import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

// The comment section is its own chunk: a detail page's first load does not carry it.
const CommentSection = lazy(() => import('./CommentSection'));

export function LazyCommentSection({ type, joinId }: { type: number; joinId: number }) {
  return (
    <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
      <CommentSection type={type} joinId={joinId} />
    </Suspense>
  );
}
