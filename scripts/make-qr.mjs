#!/usr/bin/env node
/**
 * Generates the footer's QR codes (src/shared/site.ts `qrCodes`) as static SVG files under
 * public/qr/. The outputs are committed, so neither the build nor the browser needs `qrcode`;
 * run this again only when a target address changes:
 *
 *   node scripts/make-qr.mjs
 *
 * `qrcode` is a devDependency. Targets: the portal home page (官方微信 scans land there) and
 * the mobile-client download page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'qr');

const targets = [
  { file: 'wechat.svg', url: 'https://www.wenku.com.cn/' },
  { file: 'app.svg', url: 'https://www.wenku.com.cn/app' },
];

await mkdir(outDir, { recursive: true });
for (const { file, url } of targets) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  await writeFile(path.join(outDir, file), svg, 'utf8');
  console.log(`public/qr/${file} <- ${url}`);
}
