import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useHydrated } from '../../hydrated';

// Like the comment section: below the article, so neither the server render nor the first paint
// waits for it; its chunk and its call start once the page has hydrated.
const KnowledgeNetwork = lazy(() => import('./KnowledgeNetwork'));

const placeholder = <Skeleton active paragraph={{ rows: 4 }} />;

export function LazyKnowledgeNetwork({ articleId }: { articleId: number }) {
  const hydrated = useHydrated();
  return <Suspense fallback={placeholder}>{hydrated ? <KnowledgeNetwork articleId={articleId} /> : placeholder}</Suspense>;
}
