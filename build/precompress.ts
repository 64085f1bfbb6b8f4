import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|wasm|ttf|otf|ico)$/i;
/** Below this a compressed copy saves less than the extra file costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the original. */
export async function precompressFile(file: string): Promise<{ br: number; gz: number } | null> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return null;
  const source = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (b.length < source.length) await writeFile(`${file}.br`, b);
  if (g.length < source.length) await writeFile(`${file}.gz`, g);
  return { br: b.length, gz: g.length };
}

/** Precompresses every compressible file of a built directory (assets and the copied public/ files). */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  const pending: Array<Promise<unknown>> = [];
  for await (const file of filesUnder(dir)) {
    if (/\.(?:br|gz)$/.test(file)) continue;
    pending.push(precompressFile(file).then((r) => r && count++));
  }
  await Promise.all(pending);
  return count;
}

/**
 * Vite build plugin: after the bundle is written, every text asset gets a brotli (quality 11) and a
 * gzip (level 9) sibling, which the server sends as they are (`@fastify/static` `preCompressed`),
 * so no CPU is spent compressing static files per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wenku-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressDir(outDir);
      config.logger.info(`precompressed ${count} files (br + gzip) in ${path.relative(config.root, outDir) || '.'}`);
    },
  };
}
