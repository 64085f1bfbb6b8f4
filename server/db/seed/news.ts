import type { Db } from '../client';
import { news, newspapers } from '../schema';
import { EDITIONS, INDUSTRY_TITLES, NEWS_BODY, NEWS_CITIES, NEWS_ORGS, NEWS_TOPICS, NEWSPAPER_SEEDS, PAPER_TITLES } from './tables/news';
import { chineseName } from './tables/people';
import { fill } from './tables/sentences';
import { daysBefore, mulberry32, noonOf, type Rng, SEED_REFERENCE_DATE } from './random';

/**
 * Age bands (days before the reference date) that news rows cycle through, so each of the
 * spec's news ranges (10, 5, 3, 1 years) has rows of its own.
 */
export const NEWS_AGE_BANDS: Array<[number, number]> = [
  [1, 330],
  [400, 1050],
  [1130, 1780],
  [1850, 3600],
];

function newsRow(rng: Rng, k: number, templates: string[], newspaperId: number | null) {
  const [lo, hi] = NEWS_AGE_BANDS[k % NEWS_AGE_BANDS.length];
  const publishDate = daysBefore(SEED_REFERENCE_DATE, rng.int(lo, hi));
  const vars = {
    C: rng.pick(NEWS_CITIES),
    T: rng.pick(NEWS_TOPICS),
    O: rng.pick(NEWS_ORGS),
    N: String(rng.int(3, 60)),
    Y: String(Number(publishDate.slice(0, 4)) - 1),
  };
  const title = fill(rng.pick(templates), vars);
  const body = [fill(rng.pick(NEWS_BODY.lead), { ...vars, H: title }), ...rng.sample(NEWS_BODY.detail, 2).map((s) => fill(s, vars)), rng.pick(NEWS_BODY.closing)];
  const reporter = chineseName(rng);
  return {
    newspaperId,
    infoType: newspaperId === null ? 2 : 1,
    title,
    author: newspaperId === null ? vars.O : `本报记者 ${reporter}`,
    edition: newspaperId === null ? null : rng.pick(EDITIONS),
    publishDate,
    content: newspaperId === null ? body.join('') : `本报讯（记者 ${reporter}）${body.join('')}`,
    views: rng.int(20, 8000),
    createTime: noonOf(publishDate),
  };
}

/** Eight newspapers with 20–40 articles each, and 30 industry news items, dated over ten years. */
/** Each demo newspaper's own beat (issue 34 item 6: all eight had said the same). Keyed by name. */
const NEWSPAPER_FOCUS: Record<string, string> = {
  华夏文化报: '以文化遗产、艺术评论和文化产业报道见长，周末版设有“非遗人物”专栏。',
  全民阅读报: '关注书香社会建设，每期刊发新书书评、阅读推广人访谈和各地读书活动消息。',
  教育发展导报: '聚焦基础教育改革与教师发展，常设“校长论坛”和“课堂观察”两个版面。',
  科技创新时报: '报道长三角的科研院所、高新企业与科技政策，每月出版一期“创新地图”特刊。',
  江南都市报: '立足江苏城乡，民生新闻、城市建设与消费维权报道占据主要版面。',
  岭南文化报: '介绍粤剧、广府建筑、岭南画派与侨乡文化，兼顾粤港澳三地的文化交流。',
  出版传媒周报: '面向出版发行业界，刊发行业数据、版权贸易动态和编辑出版经验。',
  巴蜀晨报: '以成渝两地的社会新闻和川渝文旅资讯为主，晨间出版，当日送达。',
};

export async function seedNews(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed03);
  const inserted = await db
    .insert(newspapers)
    .values(
      NEWSPAPER_SEEDS.map((p, i) => ({
        ...p,
        coverUrl: `/covers/journal-${(i * 5 + 3) % 12}.svg`,
        description: `《${p.name}》由${p.sponsor}主办，${p.frequency}，国内统一连续出版物号CN ${p.cn}，${NEWSPAPER_FOCUS[p.name] ?? ''}`,
      })),
    )
    .returning({ id: newspapers.id });
  // A reader who sees the same headline twice in a list takes it for a bug: draw again on a repeat.
  const seen = new Set<string>();
  const fresh = (k: number, templates: string[], newspaperId: number | null) => {
    let row = newsRow(rng, k, templates, newspaperId);
    for (let tries = 0; seen.has(row.title) && tries < 50; tries++) row = newsRow(rng, k, templates, newspaperId);
    seen.add(row.title);
    return row;
  };
  const rows = inserted.flatMap(({ id }) => {
    const count = rng.int(20, 40);
    return Array.from({ length: count }, (_, k) => fresh(k, PAPER_TITLES, id));
  });
  for (let k = 0; k < 30; k++) rows.push(fresh(k, INDUSTRY_TITLES, null));
  await db.insert(news).values(rows);
}
