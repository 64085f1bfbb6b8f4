import { CollectButton } from './CollectButton';
import { ErrorCorrectionButton } from './ErrorCorrectionButton';

/** 收藏 and 纠错 side by side: every detail page shows these two. */
export function ReaderActions({ type, itemId, title, size = 'large' }: { type: number; itemId: number; title?: string; size?: 'middle' | 'large' }) {
  return (
    <span style={{ display: 'inline-flex', gap: 8 }} data-testid="reader-actions">
      <CollectButton type={type} itemId={itemId} size={size} />
      <ErrorCorrectionButton type={type} itemId={itemId} title={title} size={size} />
    </span>
  );
}
