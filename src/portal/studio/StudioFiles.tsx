import { useEffect, useState } from 'react';
import { App, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { callPage } from '../../providers/http';
import { DATA_CALLS, FILE_TYPE, VIDEO_CALLS } from '../../resources/studios';
import { accessCode } from './openFile';
import { formatBytes, chinaDate } from '../../shared/format';

interface FileRow {
  id: number;
  title: string;
  fileType?: number;
  intro: string;
  authorName: string;
  fileSize: number;
  durationText?: string;
  createTime: string;
}

/** What differs between a studio's documents and its videos: the list call, the table's test id, the noun and its measure word. */
const FILE_KINDS = {
  data: { list: DATA_CALLS.list, testId: 'studio-documents', noun: '资料', unit: '份' },
  video: { list: VIDEO_CALLS.list, testId: 'studio-videos', noun: '视频', unit: '个' },
} as const;
type FileKind = keyof typeof FILE_KINDS;

/** A file's 发布时间 column: the day it was published. */
const publishedColumn = { title: '发布时间', dataIndex: 'createTime', width: 110, render: (v: string) => chinaDate(v) };

/**
 * Opens a studio file through a fresh access code (`onUrl` gets its URL); a refusal, such as a
 * visitor who may not download, shows its Chinese message.
 */
function useAccessCode(kind: FileKind) {
  const { message } = App.useApp();
  return async (row: FileRow, onUrl: (url: string) => void, method?: 'preview' | 'download') => {
    try {
      onUrl((await accessCode(kind, row.id, method)).url);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
}

const sizeText = formatBytes;

/** One studio's documents or videos as a table paged on the server (10 a page): the title (资料标题, 视频标题), then `columns`. */
function FileTable({ kind, studioId, columns }: { kind: FileKind; studioId: number; columns: TableColumnsType<FileRow> }) {
  const { list, testId, noun, unit } = FILE_KINDS[kind];
  const [pageNum, setPageNum] = useState(1);
  const [state, setState] = useState<{ rows: FileRow[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    callPage<FileRow>(list.method, list.path, { query: { studioId, pageNum, pageSize: 10 } }).then(
      (p) => live && setState({ rows: p.rows, total: p.total, loading: false }),
      () => live && setState({ rows: [], total: 0, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [list, studioId, pageNum]);
  return (
    <Table<FileRow>
      data-testid={testId}
      rowKey="id"
      size="middle"
      loading={state.loading}
      dataSource={state.rows}
      locale={{ emptyText: `暂无${noun}` }}
      pagination={{ current: pageNum, pageSize: 10, total: state.total, onChange: setPageNum, showTotal: (n) => `共 ${n} ${unit}${noun}` }}
      columns={[{ title: `${noun}标题`, dataIndex: 'title' }, ...columns]}
    />
  );
}

/** 工作室资料: each document opens (预览) or downloads (下载) through a fresh access code. */
export function StudioDocuments({ studioId }: { studioId: number }) {
  const withCode = useAccessCode('data');
  const open = (row: FileRow, method: 'preview' | 'download') => withCode(row, (url) => window.open(url, '_blank', 'noopener'), method);
  return (
    <FileTable
      kind="data"
      studioId={studioId}
      columns={[
        { title: '类型', dataIndex: 'fileType', width: 80, render: (v: number) => <Tag>{FILE_TYPE[v as keyof typeof FILE_TYPE]}</Tag> },
        { title: '发布人', dataIndex: 'authorName', width: 90 },
        { title: '大小', dataIndex: 'fileSize', width: 90, render: sizeText },
        publishedColumn,
        {
          title: '操作',
          key: 'op',
          width: 140,
          render: (_: unknown, row) => (
            <Space size="small">
              <Button size="small" onClick={() => void open(row, 'preview')}>
                预览
              </Button>
              <Button size="small" type="primary" onClick={() => void open(row, 'download')}>
                下载
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** 工作室视频: the duration as h:mm:ss; 播放 streams through an access code (HTTP ranges, so it seeks). */
export function StudioVideos({ studioId }: { studioId: number }) {
  const withCode = useAccessCode('video');
  const [playing, setPlaying] = useState<{ title: string; url: string } | null>(null);
  const play = (row: FileRow) => withCode(row, (url) => setPlaying({ title: row.title, url }));
  return (
    <>
      <FileTable
        kind="video"
        studioId={studioId}
        columns={[
          { title: '简介', dataIndex: 'intro', ellipsis: true },
          { title: '时长', dataIndex: 'durationText', width: 90 },
          publishedColumn,
          { title: '操作', key: 'op', width: 80, render: (_: unknown, row) => <Button size="small" type="primary" onClick={() => void play(row)}>播放</Button> },
        ]}
      />
      <Modal open={!!playing} title={playing?.title} footer={null} width={760} destroyOnHidden onCancel={() => setPlaying(null)}>
        {playing && <video src={playing.url} controls autoPlay style={{ width: '100%', background: '#000' }} data-testid="studio-video-player" />}
      </Modal>
    </>
  );
}
