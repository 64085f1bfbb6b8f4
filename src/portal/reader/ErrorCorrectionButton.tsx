import { Button } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';

const ErrorCorrectionDialog = lazy(() => import('./ErrorCorrectionDialog'));

interface Props {
  type: number;
  itemId: number;
  /** Shown in the dialog's title so the reader knows what the report is about. */
  title?: string;
  size?: 'middle' | 'large';
}

/** 纠错: any reader (signed in or not) reports an error in an item (POST /w_bc/wkapi/v1/errorCorrection). */
export function ErrorCorrectionButton({ type, itemId, title, size = 'large' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<FlagOutlined />} onClick={() => setOpen(true)} data-testid="error-correction-button">
        纠错
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ErrorCorrectionDialog type={type} itemId={itemId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
