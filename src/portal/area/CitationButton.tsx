import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { FormatPainterOutlined } from '@ant-design/icons';
import type { CitableWork } from '../../shared/citation';

// The dialog (four styles, copy, download) is its own chunk, fetched on the first press: detail
// pages paint and hydrate without it.
const CitationDialog = lazy(() => import('./CitationDialog'));

/**
 * 引用: a button that opens the citation of a work in the four styles (GB/T 7714-2015, BibTeX,
 * RIS, EndNote) with copy and download. The one citation button of the article, book and thesis pages.
 */
export function CitationButton({ work, buttonProps }: { work: CitableWork; buttonProps?: Parameters<typeof Button>[0] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FormatPainterOutlined />} size="large" {...buttonProps} onClick={() => setOpen(true)} data-testid="citation-button">
        引用
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CitationDialog work={work} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
