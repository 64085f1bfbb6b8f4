import type { ReactNode } from 'react';
import shared from '../journals.module.css';

/**
 * A white panel of the journal pages (hot articles, latest issues, 刊期浏览 …): its heading with a
 * red rule, an optional note beside it (a count), then its content.
 */
export function Panel({ title, note, as: Tag = 'section', testId, children }: { title: string; note?: ReactNode; as?: 'section' | 'aside'; testId?: string; children: ReactNode }) {
  return (
    <Tag className={shared.panel} data-testid={testId}>
      <div className={shared.panelHead}>
        <h2>{title}</h2>
        {note}
      </div>
      {children}
    </Tag>
  );
}
