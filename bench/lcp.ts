/**
 * Largest Contentful Paint of portal pages in Chromium under a slow phone-like profile: CPU
 * throttled 4× and a 10 Mbit/s link with 40 ms round trips (Chrome DevTools Protocol), a fresh
 * browser context (cold cache) per load, median of RUNS loads. Part of `npm run bench`.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
export const CPU_SLOWDOWN = 4;
export const LINK_MBITS = 10;
export const RTT_MS = 40;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LcpRow {
  label: string;
  path: string;
  /** Median LCP per variant label (ms), and each run. */
  medians: Record<string, number>;
  runs: Record<string, number[]>;
  /** Bytes over the wire per variant (median of the loads): the document and every resource until the network was idle. */
  bytes: Record<string, number>;
  /** Requests per variant in the last load (document included). */
  requests: Record<string, number>;
}

interface Load {
  lcp: number;
  /** Transfer sizes (headers and encoded bodies) of the document and its resources: what came over the wire. */
  bytes: number;
  requests: number;
}

/** Median of the loads that recorded an LCP entry (0: none recorded, shown as "–"). */
const median = (xs: number[]) => {
  const s = xs.filter((x) => x > 0).sort((a, b) => a - b);
  if (s.length === 0) return 0;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A load that recorded no LCP entry (Chromium skipped it, e.g. the paint raced the observer) is repeated. */
async function loadOnce(browser: Browser, url: string, ready: string): Promise<Load> {
  for (let attempt = 1; ; attempt++) {
    const load = await lcpOfLoad(browser, url, ready);
    if (load.lcp > 0 || attempt === 3) return load;
  }
}

async function lcpOfLoad(browser: Browser, url: string, ready: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: (LINK_MBITS * 1_000_000) / 8,
      uploadThroughput: (LINK_MBITS * 1_000_000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The page's content first: a single-page load can sit without network for more than
    // networkidle's 500 ms while its scripts compile (4× CPU), and then "settled" came before it painted.
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // LCP candidates stop once the page has settled (all data in, nothing more to paint).
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(() => {
      // Same origin, so every entry's transferSize is filled in (0 only for what came from a cache: none, cold).
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return { lcp: (window as unknown as { __lcp: number }).__lcp, bytes: entries.reduce((sum, e) => sum + e.transferSize, 0), requests: entries.length };
    });
  } finally {
    await context.close();
  }
}

/** LCP medians of each page on each server (variant label → base URL), loads interleaved. */
/** A page to measure; `ready` is a selector of its main content (waited for before LCP is read). */
export interface LcpPage {
  label: string;
  path: string;
  ready: string;
}

export async function measureLcp(variants: Record<string, string>, pages: LcpPage[]): Promise<LcpRow[] | string> {
  if (!existsSync(CHROMIUM)) return `not measured: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  try {
    const rows: LcpRow[] = [];
    for (const p of pages) {
      const runs: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
      const bytes: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
      const requests: Record<string, number> = {};
      // One warm-up load per variant (server caches, first render), not counted.
      for (const base of Object.values(variants)) await loadOnce(browser, `${base}${p.path}`, p.ready);
      for (let i = 0; i < LCP_RUNS; i++) {
        for (const [v, base] of Object.entries(variants)) {
          const load = await loadOnce(browser, `${base}${p.path}`, p.ready);
          runs[v]!.push(Math.round(load.lcp));
          bytes[v]!.push(load.bytes);
          requests[v] = load.requests;
        }
      }
      rows.push({
        label: p.label,
        path: p.path,
        runs,
        medians: Object.fromEntries(Object.entries(runs).map(([v, xs]) => [v, median(xs)])),
        bytes: Object.fromEntries(Object.entries(bytes).map(([v, xs]) => [v, median(xs)])),
        requests,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** Issue 10, goal 1: the home page's first load (cold cache) over the wire. */
const FIRST_LOAD_GOAL_BYTES = 250_000;

export function lcpTable(result: LcpRow[] | string, targets: Record<string, number>): string[] {
  const lines = [
    `Chromium, CPU throttled ${CPU_SLOWDOWN}× and ${LINK_MBITS} Mbit/s with ${RTT_MS} ms latency (CDP \`Emulation.setCPUThrottlingRate\`, \`Network.emulateNetworkConditions\`), a fresh context (cold cache) per load, median of ${LCP_RUNS} loads after one warm-up (a load with no LCP entry after three tries, shown as –, is left out). Without server rendering is the same build served as the plain single-page app.`,
    '',
  ];
  if (typeof result === 'string') return [...lines, result, ''];
  const variants = Object.keys(result[0]?.medians ?? {});
  lines.push(`| Page | ${variants.map((v) => `LCP ${v}`).join(' | ')} | Goal | Runs |`, `|---|${variants.map(() => '---:').join('|')}|---:|---|`);
  for (const r of result) {
    const goal = targets[r.label];
    lines.push(
      `| ${r.label} \`${r.path}\` | ${variants.map((v) => `${r.medians[v]} ms`).join(' | ')} | ${goal ? `≤ ${goal} ms` : '—'} | ${variants.map((v) => `${v}: ${r.runs[v]!.map((x) => (x > 0 ? x : '–')).join(', ')}`).join('; ')} |`,
    );
  }
  lines.push(
    '',
    `Over the wire (cold cache, the document and every resource until the network was idle: JavaScript, CSS, images; transfer sizes, so headers and compressed bodies; median of the loads). Goal for the home page: ≤ ${FIRST_LOAD_GOAL_BYTES / 1000} kB.`,
    '',
    `| Page | ${variants.map((v) => `Bytes ${v} (requests)`).join(' | ')} |`,
    `|---|${variants.map(() => '---:').join('|')}|`,
  );
  for (const r of result) lines.push(`| ${r.label} \`${r.path}\` | ${variants.map((v) => `${kB(r.bytes[v] ?? 0)} (${r.requests[v] ?? 0})`).join(' | ')} |`);
  return [...lines, ''];
}
