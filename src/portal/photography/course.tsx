import { LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import { call } from '../../providers/http';
import { EnvelopeError } from '../../shared/envelope';
import { fillPath } from '../../resources/define';
import { PHOTO_CALLS } from '../../resources/photography';
import { ORDER_TYPE } from '../../shared/order';
import { formatFen } from '../../shared/format';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import { BuyButton } from '../commerce/BuyButton';
import type { Row } from '../area/types';
import styles from './photography.module.css';

interface ClassRow {
  id: number;
  title: string;
  durationText: string;
  free: boolean;
  priceFen: number;
  bought: boolean;
}

/** A course's chapters with their classes (the course page's outline): free ones say 试看, bought ones 已购买. */
export function CourseOutline({ course }: { course: Row }) {
  const chapters = (course.chapters ?? []) as Array<{ id: number; title: string; classes: ClassRow[] }>;
  return (
    <section className={styles.outline} aria-label="课程目录" data-testid="course-outline">
      <h2 className={styles.blockTitle} style={{ marginTop: 12 }}>
        课程目录（共 {course.classCount} 节，{course.totalDuration}）
      </h2>
      {chapters.map((ch) => (
        <div key={ch.id}>
          <h3 className={styles.chapter}>{ch.title}</h3>
          {ch.classes.map((c) => (
            <div key={c.id} className={styles.classRow} data-testid="class-row">
              {c.free || c.bought ? <PlayCircleOutlined style={{ color: '#a61b29' }} /> : <LockOutlined style={{ color: '#8f959e' }} />}
              <Link to={`/photography/class/${c.id}`}>{c.title}</Link>
              <span className={styles.classMeta}>{c.durationText}</span>
              {c.free ? <Tag color="green">免费试看</Tag> : c.bought ? <Tag color="blue">已购买</Tag> : <Tag color="red">{formatFen(c.priceFen)}</Tag>}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/**
 * The class's video: `vod/{id}` answers a play URL with a short-lived code (a `<video>` sends no
 * Authorization header), which the player streams by ranges. A paid class asks to sign in, then
 * to buy it (order type 4, buy class 3 video) through the shared pay dialog.
 */
export function VodPlayer({ cls }: { cls: Row }) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const vod = useQuery({
    queryKey: ['photo-vod', cls.id, Boolean(auth)],
    queryFn: async () => (await call<{ url: string; durationText: string }>('GET', fillPath(PHOTO_CALLS.vod.path, { id: Number(cls.id) }))).data!,
    retry: false,
    staleTime: 30 * 60_000,
  });
  const error = vod.error instanceof EnvelopeError ? vod.error : null;
  return (
    <section className={styles.player} aria-label="视频" data-testid="vod-player">
      {vod.isLoading ? (
        <div className={styles.locked}>
          <Spin />
        </div>
      ) : vod.data ? (
        <video src={vod.data.url} controls preload="metadata" data-testid="class-video" />
      ) : (
        <div className={styles.locked} data-testid="vod-locked">
          <LockOutlined style={{ fontSize: 40 }} />
          <span>{error?.message ?? '视频加载失败，请稍后重试'}</span>
          {error?.code === 403 && !auth && (
            <Button type="primary" onClick={() => openLogin()}>
              登录后观看
            </Button>
          )}
          {error?.code === 403 && auth && <BuyButton orderType={ORDER_TYPE.video} joinId={Number(cls.id)} title={`${cls.courseTitle} · ${cls.title}`} label={`购买本节 ${formatFen(Number(cls.priceFen))}`} />}
        </div>
      )}
    </section>
  );
}
