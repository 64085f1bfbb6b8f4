import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RichTextView } from '../../ui/RichTextView';
import { App, Breadcrumb, Button, Empty, List, Modal, Result, Spin, Tabs, Typography } from 'antd';
import { call } from '../../providers/http';
import { useOne } from '../data/hooks';
import { useDocumentTitle } from '../area/AreaListPage';
import { fillPath } from '../../resources/define';
import { STUDIO_CALLS, STUDIO_TYPE } from '../../resources/studios';
import { JoinButton } from './JoinButton';
import { accessCode } from './openFile';
import { StudioDocuments, StudioVideos } from './StudioFiles';
import styles from './studio.module.css';
import { chinaDate } from '../../shared/format';

interface StudioHome {
  id: number;
  name: string;
  studioType: number;
  subject: string;
  school: string;
  leader: string;
  intro: string;
  managerName: string;
  memberCount: number;
  members: Array<{ id: number; mname: string; joinTime: string }>;
  counts: { data: number; videos: number; infos: number };
}
interface InfoGroup {
  infoType: number;
  typeName: string;
  rows: Array<{ id: number; title: string; summary: string; createTime: string }>;
}
interface InfoDetail {
  id: number;
  title: string;
  content: string;
  createTime: string;
  hasAnnex: boolean;
}

/** 工作室资讯 by type; a title opens the article, with its annex behind an access code. */
function StudioInfos({ studioId }: { studioId: number }) {
  const { message } = App.useApp();
  const [groups, setGroups] = useState<InfoGroup[] | null>(null);
  const [open, setOpen] = useState<InfoDetail | null>(null);
  useEffect(() => {
    let live = true;
    call<InfoGroup[]>('get', STUDIO_CALLS.infoListOfType.path, { query: { studioId, size: 8 } }).then(
      (env) => live && setGroups(env.data ?? []),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [studioId]);
  const show = async (id: number) => {
    try {
      setOpen((await call<InfoDetail>('get', fillPath(STUDIO_CALLS.infoDetail.path, { id }))).data!);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const annex = async (id: number) => {
    try {
      window.open((await accessCode('annex', id, 'download')).url, '_blank', 'noopener');
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  if (!groups) return <Spin />;
  const filled = groups.filter((g) => g.rows.length);
  if (!filled.length) return <Empty description="暂无资讯" />;
  return (
    <div data-testid="studio-infos">
      {filled.map((g) => (
        <section key={g.infoType} className={styles.group}>
          <h3>{g.typeName}</h3>
          <ul className={styles.infoList}>
            {g.rows.map((r) => (
              <li key={r.id}>
                <button type="button" onClick={() => void show(r.id)}>
                  {r.title}
                </button>
                <span className={styles.date}>{chinaDate(r.createTime)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Modal open={!!open} title={open?.title} width={760} onCancel={() => setOpen(null)} footer={open?.hasAnnex ? <Button onClick={() => void annex(open.id)}>下载附件</Button> : null} destroyOnHidden>
        <Typography.Paragraph type="secondary">发布时间：{open ? chinaDate(open.createTime) : ''}</Typography.Paragraph>
        <RichTextView value={open?.content} className={styles.richContent} />
      </Modal>
    </div>
  );
}

/**
 * `/studio/:id`: a studio's home — its profile, info, documents, videos and members, and 申请加入.
 * Rendered on the server with its profile and the 工作室简介 tab (the data is a query the render
 * waits for); the other tabs load their lists when opened.
 */
export default function StudioHomePage() {
  const { id } = useParams();
  const { result: studio, query } = useOne<StudioHome>({ resource: 'studios', id: String(id), errorNotification: false, queryOptions: { retry: false } });
  useDocumentTitle(studio?.name);
  if (query.error) return <Result status="404" title={query.error.message || '工作室不存在'} extra={<Link to="/studio">返回工作室列表</Link>} />;
  if (!studio) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <div data-testid="studio-home">
      <div className={styles.hero}>
        <div className="wk-container">
          <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/studio">教师工作室</Link> }, { title: studio.name }]} className={styles.heroCrumb} />
          <div className={styles.heroRow}>
            <div>
              <h1>{studio.name}</h1>
              <div className={styles.heroMeta}>
                <span>{STUDIO_TYPE[studio.studioType as keyof typeof STUDIO_TYPE]}</span>
                {studio.subject && <span>学科：{studio.subject}</span>}
                {studio.school && <span>{studio.school}</span>}
                <span>领衔人：{studio.leader || studio.managerName}</span>
                <span>成员 {studio.memberCount} 人</span>
              </div>
            </div>
            <JoinButton studioId={studio.id} />
          </div>
        </div>
      </div>
      <div className={`wk-container ${styles.page}`}>
        <div className={styles.panel}>
          <Tabs
            items={[
              { key: 'intro', label: '工作室简介', children: <Typography.Paragraph className={styles.content}>{studio.intro}</Typography.Paragraph> },
              { key: 'infos', label: `工作室资讯（${studio.counts.infos}）`, children: <StudioInfos studioId={studio.id} /> },
              { key: 'data', label: `工作室资料（${studio.counts.data}）`, children: <StudioDocuments studioId={studio.id} /> },
              { key: 'videos', label: `工作室视频（${studio.counts.videos}）`, children: <StudioVideos studioId={studio.id} /> },
              {
                key: 'members',
                label: `工作室成员（${studio.memberCount}）`,
                children: (
                  <List
                    data-testid="studio-members"
                    grid={{ column: 4 }}
                    dataSource={studio.members}
                    locale={{ emptyText: '暂无成员' }}
                    renderItem={(m) => (
                      <List.Item>
                        <Typography.Text strong>{m.mname}</Typography.Text>
                        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                          {chinaDate(m.joinTime)} 加入
                        </Typography.Text>
                      </List.Item>
                    )}
                  />
                ),
              },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
