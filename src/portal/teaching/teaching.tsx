import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { apiUrl } from '../../shared/apiPath';
import { API_BASE, downloadFile } from '../../providers/http';
import { fillPath } from '../../resources/define';
import { TEACHING_CALLS, TEACHING_FILE_TYPES, TEACHING_GRADES, TEACHING_SUBJECTS } from '../../resources/teaching';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import { labelOptions } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import type { AreaConfig, Row } from '../area/types';
import { CatalogueTree, ChosenPath } from './CatalogueTree';
import styles from './teaching.module.css';
import { declaredDetail } from '../area/detailRoute';
import { formatBytes } from '../../shared/format';

const sizeText = formatBytes;
const fileUrl = (id: number, accessMethod: 'preview' | 'download') => `${apiUrl(fillPath(TEACHING_CALLS.file.path, { id }), API_BASE)}?accessMethod=${accessMethod}`;

/** 下载资源: signed-in readers only (the server says so too); the login dialog otherwise. */
function DownloadButton({ row }: { row: Row }) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!row.fileExt) return null;
  const download = async () => {
    if (!auth) {
      message.info('请登录后下载资源');
      openLogin();
      return;
    }
    setBusy(true);
    try {
      await downloadFile(fillPath(TEACHING_CALLS.file.path, { id: row.id }), { accessMethod: 'download' }, `${row.title}.${row.fileExt}`);
    } catch (err) {
      message.error(err instanceof Error ? err.message : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="teaching-download">
      下载资源（{String(row.fileExt).toUpperCase()}，{sizeText(Number(row.fileSize))}）
    </Button>
  );
}

/** 在线预览: PDF and text in a frame, 微课视频 in a player (range requests); other formats are downloaded. */
function Preview({ row }: { row: Row }) {
  if (!row.fileExt) return null;
  const id = Number(row.id);
  return (
    <section className={styles.preview} aria-label="在线预览" data-testid="teaching-preview">
      <h2 className={styles.previewTitle}>在线预览</h2>
      {!row.previewable ? (
        <div className={styles.previewNote}>该格式（{String(row.fileExt).toUpperCase()}）不支持在线预览，请登录后下载查看。</div>
      ) : row.fileExt === 'mp4' ? (
        <video className={styles.previewVideo} src={fileUrl(id, 'preview')} controls preload="metadata" />
      ) : (
        <iframe className={styles.previewFrame} src={fileUrl(id, 'preview')} title={`${row.title} 预览`} />
      )}
    </section>
  );
}

/** 基础教育: teaching resources by the catalogue tree on the left, by 资源类型 and 学段 above the list. */
export const teachingArea: AreaConfig = {
  resource: 'teachingResources',
  title: '基础教育',
  listPath: '/basicEducation',
  detailPath: declaredDetail('teaching'),
  searchPlaceholder: '资源标题、作者、关键词或学校',
  layout: 'rows',
  titleField: 'title',
  tagField: 'fileType',
  listFields: ['subjectType', 'grade', 'teachingVersion', 'unitName', 'author', 'views', 'downloads'],
  summaryField: 'intro',
  filters: [
    { kind: 'chips', field: 'fileType', label: '资源类型', options: labelOptions(TEACHING_FILE_TYPES) },
    {
      kind: 'chips',
      field: 'eduLevel',
      label: '学段',
      options: labelOptions({ 1: '小学', 2: '初中', 3: '高中' }),
    },
  ],
  // The catalogue tree on the left sets these.
  linkFilters: [
    { field: 'subjectType', label: '学科', hidden: true },
    { field: 'grade', label: '年级', hidden: true },
    { field: 'teachingVersion', label: '教材版本', hidden: true },
    { field: 'knowledge', label: '单元', hidden: true },
  ],
  labels: { unitName: '单元' },
  detailFields: ['subjectType', 'grade', 'teachingVersion', 'unitName', 'eduLevel', 'fileType', 'author', 'school', 'keywords', 'createTime', 'views', 'downloads'],
  sections: [{ field: 'intro', style: 'paragraphs' }],
  actions: (row) => <DownloadButton row={row} />,
  extra: (row) => <Preview row={row} />,
  noun: '教学资源',
};

export function TeachingListPage() {
  return (
    <AreaListPage
      config={teachingArea}
      aside={<CatalogueTree />}
      intro={
        <>
          <HotStrip
            path={TEACHING_CALLS.hot.path}
            title="热门资源"
            testId="hot-teaching"
            to={(r) => `/basicEducation/${r.id}`}
            label={(r) => String(r.title)}
            meta={(r) => [`${TEACHING_SUBJECTS[r.subjectType] ?? ''} · ${TEACHING_GRADES[r.grade] ?? ''}`, TEACHING_FILE_TYPES[r.fileType] ?? '', `浏览 ${r.views}`]}
          />
          <ChosenPath />
        </>
      }
    />
  );
}

export function TeachingDetailPage() {
  return <AreaDetailPage config={teachingArea} />;
}
