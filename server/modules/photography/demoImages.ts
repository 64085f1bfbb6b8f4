import sharp from 'sharp';

/**
 * Demo photographs drawn from a seed number: a sky gradient, a sun or moon, three ridges of
 * mountains fading with distance and a lake or field, in the palette of one time of day. Rendered
 * from SVG by sharp (its own thread pool, off the event loop) into a JPEG the size of an upload.
 */
const PALETTES = [
  { sky: ['#f6d365', '#fda085'], ridges: ['#6d4c6f', '#4b3a5a', '#2e2440'], ground: '#1f1a2e', sun: '#fff3c4' }, // 黄昏
  { sky: ['#a1c4fd', '#c2e9fb'], ridges: ['#7fa6b8', '#4f7d8f', '#2f5566'], ground: '#3d6b4f', sun: '#ffffff' }, // 晴日
  { sky: ['#0f2027', '#2c5364'], ridges: ['#30475e', '#222f3e', '#141d26'], ground: '#0b1117', sun: '#f4f1de' }, // 月夜
  { sky: ['#ffecd2', '#fcb69f'], ridges: ['#9b7a6a', '#7a5a4c', '#553c33'], ground: '#8a6a3a', sun: '#fff8e1' }, // 秋晨
  { sky: ['#d4fc79', '#96e6a1'], ridges: ['#5f8d4e', '#3f6b35', '#264d23'], ground: '#2d5a27', sun: '#fffde7' }, // 春野
  { sky: ['#e0eafc', '#cfdef3'], ridges: ['#b8c6db', '#8da2bb', '#61788f'], ground: '#eef2f7', sun: '#ffffff' }, // 雪原
];

/** A small deterministic generator, so the same seed draws the same picture on every start. */
function rng(seed: number) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

function ridge(rand: () => number, width: number, base: number, amp: number): string {
  const pts: string[] = [`0,${base}`];
  const steps = 9;
  for (let i = 0; i <= steps; i++) pts.push(`${Math.round((width * i) / steps)},${Math.round(base - amp * (0.35 + rand() * 0.65))}`);
  return `M${pts.join(' L')} L${width},${base + 400} L0,${base + 400} Z`;
}

export function landscapeSvg(seed: number, width = 960, height = 640): string {
  const rand = rng(seed + 1);
  const p = PALETTES[seed % PALETTES.length];
  const sunX = Math.round(width * (0.2 + rand() * 0.6));
  const sunY = Math.round(height * (0.18 + rand() * 0.2));
  const horizon = Math.round(height * 0.72);
  const ridges = p.ridges
    .map((c, i) => `<path d="${ridge(rand, width, horizon - 120 + i * 55, 170 - i * 40)}" fill="${c}" opacity="${0.75 + i * 0.12}"/>`)
    .join('');
  const lake = seed % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="120" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="34" fill="${p.sun}"/>
${ridges}
<rect y="${horizon + 40}" width="${width}" height="${height - horizon}" fill="${p.ground}"/>
${lake ? `<rect y="${horizon + 40}" width="${width}" height="${Math.round((height - horizon) * 0.6)}" fill="${p.sky[1]}" opacity="0.35"/><ellipse cx="${sunX}" cy="${horizon + 70}" rx="40" ry="6" fill="${p.sun}" opacity="0.6"/>` : ''}
</svg>`;
}

/** The JPEG of demo photograph `seed`. */
export function landscapeJpeg(seed: number, width = 960, height = 640): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(seed, width, height))).jpeg({ quality: 80 }).toBuffer();
}
