import { useMemo, useState } from 'react';
import { App, Button, Modal, Segmented, Space } from 'antd';
import { CopyOutlined, DownloadOutlined, FormatPainterOutlined } from '@ant-design/icons';
import { CITATION_STYLES, formatCitation, type CitableWork, type CitationStyle } from '../../../shared/citation';
import styles from './CitationButton.module.css';

/** 引用: the work's citation in GB/T 7714, BibTeX, RIS or EndNote, to copy or download. */
export function CitationButton({ work, fileName }: { work: CitableWork; fileName: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CitationStyle>('gbt7714');
  const text = useMemo(() => formatCitation(style, work), [style, work]);
  const meta = CITATION_STYLES.find((s) => s.style === style)!;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success('引文已复制');
    } catch {
      void message.warning('浏览器不允许自动复制，请选中文字后按 Ctrl+C 复制');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: `${meta.mime};charset=utf-8` }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.${meta.extension}`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <Button icon={<FormatPainterOutlined />} onClick={() => setOpen(true)} data-testid="cite-button">
        引用
      </Button>
      <Modal
        title="引用本文"
        open={open}
        onCancel={() => setOpen(false)}
        width={640}
        footer={
          <Space>
            <Button icon={<DownloadOutlined />} onClick={download}>
              下载（.{meta.extension}）
            </Button>
            <Button type="primary" icon={<CopyOutlined />} onClick={copy}>
              复制
            </Button>
          </Space>
        }
      >
        <Segmented<CitationStyle>
          block
          value={style}
          onChange={setStyle}
          options={CITATION_STYLES.map((s) => ({ value: s.style, label: s.label }))}
        />
        <pre className={styles.text} data-testid="citation-text" aria-label={`${meta.label}格式引文`}>
          {text}
        </pre>
        <p className={styles.hint}>GB/T 7714 为国家标准参考文献格式；BibTeX、RIS、EndNote 可导入文献管理软件。</p>
      </Modal>
    </>
  );
}
