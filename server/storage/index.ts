import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (ARCHITECTURE "Data"): a small interface so an S3-compatible store can
 * replace the local directory. Files are addressed by an area (`avatar`, …) and a server-chosen
 * name; neither ever comes from the client unchecked.
 */
export interface FileStorage {
  put(area: StorageArea, name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it does not exist (or the name is not one we could have made). */
  get(area: StorageArea, name: string): Promise<Buffer | null>;
  remove(area: StorageArea, name: string): Promise<void>;
  /** Removes the area's files older than `maxAgeMs` (short-lived files such as exports); how many went. */
  sweep(area: StorageArea, maxAgeMs: number): Promise<number>;
  /** The file's size in bytes, or null when it does not exist. */
  size(area: StorageArea, name: string): Promise<number | null>;
  /** Bytes `start`…`end` (inclusive) of a file, streamed (a video's HTTP range); the caller checked the bounds. */
  stream(area: StorageArea, name: string, start: number, end: number): ReadStream;
}

/** `avatar`: members' own pictures; `image`: pictures uploaded in the admin (covers, banners, licences) and their thumbnails. Served as files. */
export const PUBLIC_STORAGE_AREAS = ['avatar', 'image'] as const;
/**
 * Never served as files, read through calls that check who asks: `pdf` articles' full-text PDFs;
 * `export` Excel exports of admin lists, kept an hour for the member who made them; `studio` teacher
 * studios' documents, annexes and videos, opened only through short-lived access codes; `vod`
 * photography course videos, streamed by `/common/photographic/vod/{id}` to whoever may watch.
 */
export const PRIVATE_STORAGE_AREAS = ['pdf', 'export', 'studio', 'vod'] as const;
/** `media`: audio and video uploaded in the admin (校长视频, 名师成果, 朗诵): public, streamed with ranges by server/modules/media. */
export const STREAMED_STORAGE_AREAS = ['media'] as const;
export const STORAGE_AREAS = [...PUBLIC_STORAGE_AREAS, ...PRIVATE_STORAGE_AREAS, ...STREAMED_STORAGE_AREAS] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Names we generate: letters, digits, `-` and `_`, then one image extension. No dots, no slashes. */
export const FILE_NAME_RE = /^[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp)$/;
const NAME_RE: Record<StorageArea, RegExp> = { avatar: FILE_NAME_RE, image: FILE_NAME_RE, pdf: /^[A-Za-z0-9_-]{1,80}\.pdf$/, export: /^[A-Za-z0-9_-]{1,80}\.xlsx$/, studio: /^[A-Za-z0-9_-]{1,80}\.(pdf|doc|docx|ppt|pptx|xls|xlsx|txt|mp4)$/, vod: /^[A-Za-z0-9_-]{1,80}\.mp4$/, media: /^\d{1,10}-[0-9a-f]{24}\.(mp4|mp3|m4a|ogg|wav)$/ };

export const isStorageArea = (v: string): v is StorageArea => (STORAGE_AREAS as readonly string[]).includes(v);
const validName = (area: string, name: string) => isStorageArea(area) && NAME_RE[area].test(name);

function checked(area: string, name: string): void {
  if (!validName(area, name)) throw new Error(`refused storage name ${area}/${name}`);
}

/** The local implementation: `<root>/<area>/<name>`, written through a temporary file and a rename. */
export function localFileStorage(root: string): FileStorage {
  const dir = path.resolve(root);
  const file = (area: string, name: string) => path.join(dir, area, name);
  return {
    async put(area, name, data) {
      checked(area, name);
      await mkdir(path.join(dir, area), { recursive: true });
      const tmp = `${file(area, name)}.${process.pid}.tmp`;
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, file(area, name));
    },
    async get(area, name) {
      if (!validName(area, name)) return null;
      try {
        return await readFile(file(area, name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async sweep(area, maxAgeMs) {
      if (!isStorageArea(area)) return 0;
      const names = await readdir(path.join(dir, area)).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!NAME_RE[area].test(name)) continue;
        const info = await stat(file(area, name)).catch(() => null);
        if (info && Date.now() - info.mtimeMs > maxAgeMs) {
          await unlink(file(area, name)).catch(() => undefined);
          removed++;
        }
      }
      return removed;
    },
    async size(area, name) {
      if (!validName(area, name)) return null;
      const info = await stat(file(area, name)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    stream(area, name, start, end) {
      checked(area, name);
      return createReadStream(file(area, name), { start, end });
    },
    async remove(area, name) {
      if (!validName(area, name)) return;
      await unlink(file(area, name)).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    },
  };
}

/** The public URL of a stored file (served read-only by the accounts plugin, `/files/<area>/<name>`). */
export const fileUrl = (area: (typeof PUBLIC_STORAGE_AREAS)[number], name: string) => `/files/${area}/${name}`;
