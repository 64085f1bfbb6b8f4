import { useCallback, useEffect, useState } from 'react';
import { FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Popconfirm, Progress, Space, Typography, Upload, type FormInstance, type UploadProps } from 'antd';
import { call, downloadFile } from '../providers/http';
import { ARTICLE_FILE_CALLS, ARTICLE_FILE_MSG, type ArticlePdfState, type ParsedManuscriptFields } from '../resources/articles';
import { fillPath } from '../resources/define';
import { formatBytes, chinaDateTime } from '../shared/format';

const MANUSCRIPT_MAX = 10 * 1024 * 1024;
const PDF_MAX = 30 * 1024 * 1024;

const sizeText = formatBytes;

/** Sends one file as multipart field `file`, reporting progress. */
function sendFile<T>(path: string, file: Blob, query: Record<string, unknown>, onProgress: (p: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return call<T>('post', path, { body, query, onUploadProgress: onProgress });
}

/**
 * 上传稿件自动识别: a .docx or PDF manuscript is read on the server and its title, authors,
 * institution, abstract, keywords, text and 参考文献 (one entry per line, parsed and matched to the
 * library when saved) fill the form. Nothing is saved until 保存; fields the manuscript does not
 * have keep what was typed.
 */
function ManuscriptReader({ form }: { form: FormInstance }) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const [found, setFound] = useState<string[] | null>(null);
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    sendFile<ParsedManuscriptFields>(ARTICLE_FILE_CALLS.parse.path, file as Blob, {}, setPercent).then(
      (env) => {
        const p = env.data!;
        const references = p.references.map((r, i) => `[${i + 1}] ${r}`).join('\n');
        const values: Record<string, string> = { title: p.title, titleEn: p.titleEn, authors: p.authors, institution: p.institution, abstract: p.abstract, keywords: p.keywords, fullText: p.fullText, references };
        const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
        form.setFieldsValue(filled);
        setFound(Object.keys(filled));
        setPercent(null);
        void message.success(env.msg || ARTICLE_FILE_MSG.parsed);
      },
      (err: Error) => {
        setPercent(null);
        void message.error(err.message);
      },
    );
  };
  const LABELS: Record<string, string> = { title: '题名', titleEn: '英文题名', authors: '作者', institution: '作者单位', abstract: '摘要', keywords: '关键词', fullText: '正文', references: '参考文献' };
  return (
    <Card size="small" title="上传稿件自动识别" style={{ marginBottom: 16, maxWidth: 560 }} data-testid="manuscript-reader">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload
          accept=".docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > MANUSCRIPT_MAX) {
              void message.error(ARTICLE_FILE_MSG.manuscriptTooBig);
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={customRequest}
        >
          <Button icon={<FileWordOutlined />} loading={percent !== null}>
            选择 Word 或 PDF 稿件
          </Button>
        </Upload>
        {percent !== null && <Progress percent={percent} size="small" status="active" />}
        {found ? (
          <Alert type="success" showIcon message={`已识别并填入：${found.map((k) => LABELS[k]).join('、')}。请核对后保存。`} />
        ) : (
          <Typography.Text type="secondary">支持 .docx 和文字版 PDF，不超过 10MB；识别题名、作者、单位、摘要、关键词、正文和参考文献。</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** 全文PDF of a saved article: what is there, 上传 / 替换, 下载, 删除. */
export function ArticlePdfPanel({ articleId, title }: { articleId: number; title?: string }) {
  const { message } = App.useApp();
  const [state, setState] = useState<ArticlePdfState | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const load = useCallback(() => {
    call<ArticlePdfState>('get', ARTICLE_FILE_CALLS.check.path, { query: { articleId } }).then(
      (env) => setState(env.data ?? null),
      (err: Error) => void message.error(err.message),
    );
  }, [articleId, message]);
  useEffect(load, [load]);

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    sendFile<ArticlePdfState>(ARTICLE_FILE_CALLS.upload.path, file as Blob, { articleId }, setPercent).then(
      (env) => {
        setPercent(null);
        setState(env.data ?? null);
        void message.success(env.msg);
      },
      (err: Error) => {
        setPercent(null);
        void message.error(err.message);
      },
    );
  };
  const remove = async () => {
    try {
      const env = await call<ArticlePdfState>('delete', fillPath(ARTICLE_FILE_CALLS.remove.path, { articleId }));
      setState(env.data ?? null);
      void message.success(env.msg);
    } catch (err) {
      void message.error((err as Error).message);
    }
  };
  const download = () => downloadFile(ARTICLE_FILE_CALLS.download.path, { articleId }, `${title || `文章${articleId}`}.pdf`).catch((err: Error) => void message.error(err.message));

  return (
    <Card size="small" title="全文PDF" style={{ marginBottom: 16, maxWidth: 560 }} data-testid="article-pdf">
      {state?.exists ? (
        <Descriptions size="small" column={3} items={[
          { key: 'pages', label: '页数', children: `${state.pages} 页` },
          { key: 'size', label: '大小', children: sizeText(state.fileSize) },
          { key: 'time', label: '上传时间', children: state.uploadTime ? chinaDateTime(state.uploadTime) : '' },
        ]} />
      ) : (
        <Typography.Text type="secondary">{state ? '尚未上传PDF。读者购买后下载的即是此文件。' : '正在读取…'}</Typography.Text>
      )}
      {percent !== null && <Progress percent={percent} size="small" status="active" />}
      <Space style={{ marginTop: 12 }}>
        <Upload
          accept=".pdf,application/pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > PDF_MAX) {
              void message.error(ARTICLE_FILE_MSG.pdfTooBig);
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={customRequest}
        >
          <Button icon={<FilePdfOutlined />} loading={percent !== null} disabled={!state}>
            {state?.exists ? '替换PDF' : '上传PDF'}
          </Button>
        </Upload>
        {state?.exists && (
          <>
            <Button onClick={download}>下载</Button>
            <Popconfirm title="确定删除该文章的PDF吗？" okText="删除" cancelText="取消" onConfirm={remove}>
              <Button danger>删除PDF</Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </Card>
  );
}

/** Above the article form: the manuscript reader, and on a saved article its PDF. */
export function ArticleFormExtras({ form, mode, id }: { form: FormInstance; mode: 'create' | 'edit'; id?: string }) {
  // The download is saved under the title being edited.
  const title = Form.useWatch('title', form) as string | undefined;
  return (
    <>
      <ManuscriptReader form={form} />
      {mode === 'edit' && id && <ArticlePdfPanel articleId={Number(id)} title={title} />}
    </>
  );
}
