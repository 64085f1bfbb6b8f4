import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { lazyPage } from '../lazyPage';

// The comment section is its own chunk: a detail page's first load does not carry it. When the
// server rendered it, the client loads it before hydrating (a boundary still waiting for its chunk
// when the IP sign-in changes the session would be thrown away and rendered again).
const CommentSection = lazyPage('src/portal/reader/CommentSection.tsx', () => import('./CommentSection'));

export function LazyCommentSection({ type, joinId }: { type: number; joinId: number }) {
  return (
    <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
      <CommentSection type={type} joinId={joinId} />
    </Suspense>
  );
}
