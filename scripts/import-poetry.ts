/**
 * `npm run import:poetry [-- --force] [-- --limit N]`: loads the open `chinese-poetry` corpus
 * (全唐诗, 全宋诗, 全宋词, 元曲, 诗经, 论语, 楚辞, 四书, 花间集 … some 330,000 texts) into the
 * library as ancient books (`ancient_book`) with their search documents, in the database at
 * DATA_DIR (PGlite, default ./data) or DATABASE_URL.
 *
 * - The npm package is installed on demand into a cache directory (POETRY_CACHE_DIR, default
 *   ./data/.cache/poetry) with `npm install --no-save --prefix`: it is not a dependency of the app.
 * - Texts are stored as they are (全唐诗 and 全宋诗 in this corpus are in traditional characters);
 *   the search folds traditional to simplified on both sides (server/search/fold.ts), so 长安
 *   finds 長安.
 * - One JSON file (≤ 1,000 texts) at a time, inserted in one transaction: memory stays bounded.
 * - The GIN index is dropped for the load and rebuilt once at the end (much faster than growing it
 *   row by row); if the run is interrupted, running the script again rebuilds it.
 * - Imported rows are marked by their edition (`… · chinese-poetry`); a second run does nothing
 *   unless `--force`, which removes them and loads again.
 * - A running server must be stopped first when using PGlite (one process per data directory).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/client';
import { ancientBooks } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { insertDocs } from '../server/search/indexer';
import { ancientDoc } from '../server/search/sources';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = 'chinese-poetry@2';
const MARK = ' · chinese-poetry';
const TITLE_MAX = 300;
const AUTHOR_MAX = 200;

interface Collection {
  name: string;
  dir: string;
  /** Files of the directory to read, in order. */
  files: RegExp;
  dynasty: string;
  category: '经' | '史' | '子' | '集';
  /** Turns one JSON entry into a text; null skips it. */
  map: (e: Record<string, unknown>, file: string) => { title: string; author: string; content: string } | null;
}

const lines = (v: unknown): string => (Array.isArray(v) ? v.filter((x) => typeof x === 'string').join('\n') : typeof v === 'string' ? v : '');
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' && v.trim() ? v.trim() : fallback);

const poem = (e: Record<string, unknown>) => ({ title: str(e.title, str(e.rhythmic, '无题')), author: str(e.author, '佚名'), content: lines(e.paragraphs ?? e.para ?? e.content) });

const COLLECTIONS: Collection[] = [
  { name: '全唐诗', dir: 'quantangshi', files: /^poet\.tang\.\d+\.json$/, dynasty: '唐', category: '集', map: poem },
  { name: '全宋诗', dir: 'quantangshi', files: /^poet\.song\.\d+\.json$/, dynasty: '宋', category: '集', map: poem },
  { name: '全宋词', dir: 'songci', files: /^ci\.song\.\d+\.json$/, dynasty: '宋', category: '集', map: (e) => ({ ...poem(e), title: str(e.rhythmic, '无题') }) },
  { name: '元曲', dir: 'yuanqu', files: /^yuanqu\.json$/, dynasty: '元', category: '集', map: poem },
  { name: '花间集', dir: 'wudaishici/huajianji', files: /-juan\.json$/, dynasty: '五代', category: '集', map: poem },
  { name: '南唐二主词', dir: 'wudaishici/nantang', files: /^poetrys\.json$/, dynasty: '五代', category: '集', map: (e) => ({ ...poem(e), title: str(e.title, str(e.rhythmic, '无题')) }) },
  { name: '诗经', dir: 'shijing', files: /^shijing\.json$/, dynasty: '先秦', category: '经', map: (e) => ({ title: `${str(e.title)}（${[str(e.chapter), str(e.section)].filter(Boolean).join('·')}）`, author: '佚名', content: lines(e.content) }) },
  { name: '楚辞', dir: 'chuci', files: /^chuci\.json$/, dynasty: '战国', category: '集', map: (e) => ({ title: str(e.title, '无题'), author: str(e.author, '佚名'), content: lines(e.content) }) },
  { name: '论语', dir: 'lunyu', files: /^lunyu\.json$/, dynasty: '春秋', category: '经', map: (e) => ({ title: `论语·${str(e.chapter)}`, author: '孔子弟子及再传弟子', content: lines(e.paragraphs) }) },
  {
    name: '四书',
    dir: 'sishuwujing',
    files: /\.json$/,
    dynasty: '先秦',
    category: '经',
    map: (e, file) => {
      const book = { 'mengzi.json': '孟子', 'daxue.json': '大学', 'zhongyong.json': '中庸' }[file] ?? '四书';
      const chapter = str(e.chapter);
      return { title: chapter && chapter !== book ? `${book}·${chapter}` : book, author: book === '孟子' ? '孟子及其弟子' : '佚名', content: lines(e.paragraphs) };
    },
  },
  { name: '曹操诗集', dir: 'caocaoshiji', files: /\.json$/, dynasty: '东汉', category: '集', map: (e) => ({ ...poem(e), author: '曹操' }) },
  { name: '纳兰性德诗集', dir: 'nalanxingde', files: /\.json$/, dynasty: '清', category: '集', map: poem },
  { name: '幽梦影', dir: 'youmengying', files: /\.json$/, dynasty: '清', category: '子', map: (e) => ({ title: `幽梦影·${str(e.content).slice(0, 12)}`, author: '张潮', content: [str(e.content), lines(e.comment)].filter(Boolean).join('\n') }) },
];

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The package's `dist/` directory, installing the package into the cache first if needed. */
function corpusDir(): string {
  const cache = path.resolve(process.env.POETRY_CACHE_DIR ?? path.join(ROOT, 'data', '.cache', 'poetry'));
  const dist = path.join(cache, 'node_modules', 'chinese-poetry', 'dist');
  if (!existsSync(dist)) {
    mkdirSync(cache, { recursive: true });
    console.log(`正在安装 ${PACKAGE} 到 ${cache}（约 350 MB，只需一次）…`);
    const started = Date.now();
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', cache, PACKAGE], { stdio: 'inherit' });
    console.log(`安装完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  }
  return dist;
}

/** At most n characters (code points, as PostgreSQL's varchar counts them). */
function clip(s: string, n: number): string {
  const chars = Array.from(s);
  return chars.length > n ? chars.slice(0, n).join('') : s;
}

/** Inserts one file's texts and their search documents in one transaction; returns how many. */
async function importFile(db: Db, c: Collection, file: string, full: string): Promise<number> {
  const data: unknown = JSON.parse(readFileSync(full, 'utf8'));
  const entries = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  const rows = entries.flatMap((e) => {
    const t = c.map(e, file);
    if (!t || !t.content.trim()) return [];
    return [{ title: clip(t.title, TITLE_MAX), author: clip(t.author, AUTHOR_MAX), dynasty: c.dynasty, category: c.category, edition: `${c.name}${MARK}`, content: t.content }];
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    const inserted = (await tx.execute(
      sql`insert into ancient_book (title, author, dynasty, category, edition, content)
          select title, author, dynasty, category, edition, content from json_populate_recordset(null::ancient_book, ${JSON.stringify(rows)}::json)
          returning id, title, author, dynasty, category, edition, summary, content`,
    )) as unknown as { rows: Array<Parameters<typeof ancientDoc>[0]> };
    await insertDocs(tx as unknown as Db, inserted.rows.map(ancientDoc));
  });
  return rows.length;
}

async function main() {
  const started = Date.now();
  const force = process.argv.includes('--force');
  const limit = Number(argValue('--limit') ?? Infinity);
  const config = readConfig();
  const dist = corpusDir();
  const where = config.databaseUrl ? 'DATABASE_URL' : path.join(config.dataDir, 'pglite');
  console.log(`数据库：${where}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite') });
  const db = database.db;
  try {
    await seedIfEmpty(db, (m) => console.log(m));
    const marked = sql`edition like ${`%${MARK}`}`;
    const [{ n: existing }] = (await db.execute(sql`select count(*)::int as n from ancient_book where ${marked}`) as unknown as { rows: Array<{ n: number }> }).rows;
    if (existing > 0 && !force) {
      console.log(`已导入 ${existing} 篇，无需重复导入（重新导入请加 --force）。`);
      return;
    }
    if (existing > 0) {
      console.log(`删除已导入的 ${existing} 篇…`);
      await db.execute(sql`delete from search_doc where doc_type = 'ancient' and doc_id in (select id from ${ancientBooks} where ${marked})`);
      await db.execute(sql`delete from ${ancientBooks} where ${marked}`);
    }

    // Load without the GIN index, then build it once.
    await db.execute(sql`drop index if exists search_doc_tsv`);
    const importStarted = Date.now();
    let total = 0;
    let lastReport = Date.now();
    const perCollection: Array<[string, number]> = [];
    for (const c of COLLECTIONS) {
      if (total >= limit) break;
      const dir = path.join(dist, c.dir);
      if (!existsSync(dir)) continue;
      const files = readdirSync(dir)
        .filter((f) => c.files.test(f))
        .sort((a, b) => (Number(a.match(/\d+/)?.[0] ?? 0) - Number(b.match(/\d+/)?.[0] ?? 0)) || a.localeCompare(b));
      let count = 0;
      for (const f of files) {
        if (total >= limit) break;
        const n = await importFile(db, c, f, path.join(dir, f));
        count += n;
        total += n;
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now();
          const secs = (Date.now() - importStarted) / 1000;
          const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
          console.log(`  ${c.name}：已导入 ${total.toLocaleString('zh-CN')} 篇（${Math.round(total / secs)} 篇/秒，内存 ${rss} MB）`);
        }
      }
      if (count > 0) perCollection.push([c.name, count]);
      console.log(`${c.name}：${count.toLocaleString('zh-CN')} 篇`);
    }
    const indexStarted = Date.now();
    console.log('正在建立全文索引（GIN）…');
    await db.execute(sql`set maintenance_work_mem = '256MB'`);
    await db.execute(sql`create index if not exists search_doc_tsv on search_doc using gin (tsv)`);
    // Vacuum too, not only analyze: the visibility map it sets is what index-only scans read, and
    // PGlite runs no autovacuum (server/db/upkeep.ts).
    console.log('正在整理数据表（VACUUM ANALYZE）…');
    await db.execute(sql`vacuum (analyze) search_doc`);
    await db.execute(sql`vacuum (analyze) ancient_book`);
    const indexSecs = ((Date.now() - indexStarted) / 1000).toFixed(1);
    const loadSecs = ((indexStarted - importStarted) / 1000).toFixed(1);
    const secs = (Date.now() - started) / 1000;
    console.log(`完成：共导入 ${total.toLocaleString('zh-CN')} 篇（${perCollection.map(([k, v]) => `${k} ${v}`).join('，')}）。`);
    console.log(`写入 ${loadSecs} 秒，建索引 ${indexSecs} 秒，总用时 ${secs.toFixed(1)} 秒，内存峰值约 ${Math.round(process.resourceUsage().maxRSS / 1024)} MB。`);
  } finally {
    // Whatever happened, leave the index in place.
    await db.execute(sql`create index if not exists search_doc_tsv on search_doc using gin (tsv)`).catch(() => {});
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
