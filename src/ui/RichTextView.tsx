import { richTextHtml } from '../shared/richText';

/**
 * A rich-text field (FieldSpec kind `richtext`) as readers see it: the HTML the server cleaned on
 * its way in (server/http/richText.ts), or an older plain-text value as one paragraph a line.
 */
export function RichTextView({ value, className, testId }: { value: string | null | undefined; className?: string; testId?: string }) {
  // Safe to insert: every write of a rich-text field passes the server's allow-list, and plain text is escaped.
  return <div className={className} data-testid={testId} data-rich-text="" dangerouslySetInnerHTML={{ __html: richTextHtml(value) }} />;
}
