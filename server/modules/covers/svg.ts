import type { CoverText } from '../../content/define';
import { escapeXml } from '../publicItems/xml';

export type { CoverText };

/** A cover's look: deep cloth colours, each with the paper of its title panel. */
const PALETTE: Array<{ cloth: string; paper: string; ink: string }> = [
  { cloth: '#8c1c13', paper: '#f5e6d8', ink: '#8c1c13' },
  { cloth: '#1f3a5f', paper: '#e8eef5', ink: '#1f3a5f' },
  { cloth: '#2f5d3a', paper: '#eaf2e3', ink: '#2f5d3a' },
  { cloth: '#5b3a29', paper: '#f3e9dc', ink: '#5b3a29' },
  { cloth: '#1d5c63', paper: '#e2f0ef', ink: '#1d5c63' },
  { cloth: '#4a2c5e', paper: '#efe6f4', ink: '#4a2c5e' },
  { cloth: '#7a5c12', paper: '#f7f0d8', ink: '#6b4f0f' },
  { cloth: '#333d47', paper: '#eceff2', ink: '#333d47' },
];

const SERIF = 'Noto Serif CJK SC,Source Han Serif SC,Songti SC,SimSun,serif';
const SANS = 'Noto Sans CJK SC,Source Han Sans SC,PingFang SC,Microsoft YaHei,sans-serif';


/** Cuts a title into at most `lines` lines of `width` characters, the last one ending in … if cut. */
export function wrapTitle(title: string, width: number, lines: number): string[] {
  const chars = Array.from(title.replace(/\s+/g, ''));
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += width) out.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * lines) out[lines - 1] = Array.from(out[lines - 1]).slice(0, width - 1).join('') + '…';
  return out;
}

const clip = (s: string, n: number) => (Array.from(s).length > n ? Array.from(s).slice(0, n - 1).join('') + '…' : s);

/** A 150 × 200 SVG cover that carries the title and the publisher: for items nobody uploaded a cover for. */
export function coverSvg(c: CoverText): string {
  const { cloth, paper, ink } = PALETTE[Math.abs(c.seed) % PALETTE.length];
  const byline = escapeXml(clip(c.byline, 13));
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="200" viewBox="0 0 150 200" role="img" aria-label="${escapeXml(clip(c.title, 40))}">`;
  if (c.style === 'thread-bound') {
    // A paper label down the upper left, the title read top to bottom; stitching on the spine.
    const chars = Array.from(c.title.replace(/\s+/g, '')).slice(0, 7);
    const size = chars.length > 5 ? 15 : 17;
    const text = chars.map((ch, i) => `<text x="47" y="${44 + i * (size + 3)}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="#222">${escapeXml(ch)}</text>`).join('');
    const stitches = [30, 75, 120, 165].map((y) => `<rect x="8" y="${y}" width="8" height="2" fill="${paper}" opacity=".7"/>`).join('');
    return `${head}<rect width="150" height="200" fill="${cloth}"/>${stitches}<rect x="34" y="22" width="26" height="${Math.max(60, 16 + chars.length * (size + 3))}" fill="${paper}"/>${text}<text x="140" y="188" text-anchor="end" font-family="${SANS}" font-size="9" fill="${paper}" opacity=".85">${byline}</text></svg>`;
  }
  const lines = wrapTitle(c.title, 6, 3);
  const longest = Math.max(...lines.map((l) => Array.from(l).length));
  const size = longest <= 4 ? 20 : 16;
  const top = 88 - ((lines.length - 1) * (size + 6)) / 2;
  const text = lines.map((l, i) => `<text x="80" y="${top + i * (size + 6)}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="${ink}" letter-spacing="1">${escapeXml(l)}</text>`).join('');
  return `${head}<rect width="150" height="200" fill="${cloth}"/><rect width="12" height="200" fill="#000" opacity=".18"/><rect x="24" y="28" width="112" height="118" fill="${paper}"/>${text}<rect x="56" y="${top + lines.length * (size + 6) - 4}" width="48" height="2" fill="${ink}" opacity=".5"/><text x="80" y="178" text-anchor="middle" font-family="${SANS}" font-size="10" fill="${paper}">${byline}</text></svg>`;
}
