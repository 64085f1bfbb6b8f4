import { useEffect } from 'react';
import { usePersonalSession } from '../../session/useSession';
import { recordReading } from './api';
import { CollectButton } from './CollectButton';
import { ErrorCorrectionButton } from './ErrorCorrectionButton';

/** A signed-in reader's visit (a personal account's) goes into 阅读记录, once per page shown; a failure costs the reader nothing. */
function useRecordReading(type: number, itemId: number) {
  // An IP-range session is the whole campus's: it keeps no personal reading log.
  const personal = usePersonalSession();
  useEffect(() => {
    if (personal && itemId > 0) recordReading(type, itemId).catch(() => undefined);
  }, [personal, type, itemId]);
}

/** 收藏 and 纠错 side by side: every detail page shows these two (and records the visit). */
export function ReaderActions({ type, itemId, title, size = 'large' }: { type: number; itemId: number; title?: string; size?: 'middle' | 'large' }) {
  useRecordReading(type, itemId);
  return (
    <span style={{ display: 'inline-flex', gap: 8 }} data-testid="reader-actions">
      <CollectButton type={type} itemId={itemId} size={size} />
      <ErrorCorrectionButton type={type} itemId={itemId} title={title} size={size} />
    </span>
  );
}
