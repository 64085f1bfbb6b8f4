import { useMemo, useState } from 'react';
import { App, Button, Modal, Segmented } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { CITATION_STYLES, formatCitation, type CitableWork, type CitationStyle } from '../../shared/citation';
import styles from './CitationButton.module.css';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: a hidden text area and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  document.body.removeChild(area);
  if (!ok) throw new Error('copy failed');
}

/** Saves text as a file in the browser (also the search selection's 导出引文). */
export function download(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A safe file name from a title (no path separators or reserved characters, at most 60 characters). */
export function citationFileName(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'citation';
  return `${base}.${extension}`;
}

/** The citation dialog of CitationButton: its own chunk, loaded when 引用 is first pressed. */
export default function CitationDialog({ work, onClose }: { work: CitableWork; onClose: () => void }) {
  const [style, setStyle] = useState<CitationStyle>('gbt7714');
  const { message } = App.useApp();
  const current = CITATION_STYLES.find((s) => s.style === style)!;
  const text = useMemo(() => formatCitation(style, work), [style, work]);

  return (
    <Modal
      open
      title="引用本文献"
      width={680}
      onCancel={onClose}
      footer={[
        <Button key="download" icon={<DownloadOutlined />} onClick={() => download(text, citationFileName(work.title, current.extension), current.mime)}>
          下载 .{current.extension}
        </Button>,
        <Button
          key="copy"
          type="primary"
          icon={<CopyOutlined />}
          onClick={() =>
            copyText(text).then(
              () => void message.success('已复制到剪贴板'),
              () => void message.error('复制失败，请选中文本后手动复制'),
            )
          }
        >
          复制
        </Button>,
      ]}
    >
      <Segmented
        block
        value={style}
        onChange={(v) => setStyle(v as CitationStyle)}
        options={CITATION_STYLES.map((s) => ({ value: s.style, label: s.label }))}
        aria-label="引用格式"
      />
      <pre className={styles.text} data-testid="citation-text" tabIndex={0} aria-label={`${current.label} 格式的引用`}>
        {text}
      </pre>
      <p className={styles.hint}>GB/T 7714 为国家标准参考文献格式；BibTeX、RIS、EndNote 可导入文献管理软件。</p>
    </Modal>
  );
}
