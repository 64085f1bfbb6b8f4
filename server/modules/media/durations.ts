import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldSpec } from '../../../src/resources/define';
import { MEDIA_MSG, UPLOADED_MEDIA_RE, type MediaKind } from '../../../src/shared/mediaUpload';
import { badRequest } from '../../http/envelope';
import type { FileStorage } from '../../storage';
import { MEDIA_DIR } from './paths';
import { readMedia } from './probe';

/** One declared audio or video field: its URL field, its kind and the field its seconds go in. */
interface MediaField {
  url: string;
  kind: MediaKind;
  duration: string;
  /** What the duration is without a file: 0 where the column is NOT NULL (朗诵), else null. */
  empty: 0 | null;
}

/** Who writes, as a management call knows them (the row as it was on an update). */
interface Writer {
  id: number;
  everywhere: boolean;
  before?: Record<string, unknown>;
}

/** The seconds of a committed demo clip (server/media), or null when it cannot be read (a recorded WebM has no duration header). */
async function committedSeconds(url: string): Promise<number | null> {
  const [, folder, name] = /^\/media\/(video|audio)\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/.exec(url) ?? [];
  if (!folder) return null;
  const data = await readFile(path.join(MEDIA_DIR, folder, name)).catch(() => null);
  const read = data ? await readMedia(data) : null;
  return read && read.duration > 0 ? read.duration : null;
}

/**
 * Fills the declared duration fields of a create or update body from the files its audio and
 * video fields name (docs/decisions/media-uploads.md): never the seconds the client sent, but for
 * a committed demo clip the server cannot read. An uploaded file must be the writer's own (the
 * platform admin: anyone's), unless the row already named it.
 */
export function mediaDurations(fields: Readonly<Record<string, FieldSpec>> | undefined, columns: Record<string, PgColumn>) {
  const media: MediaField[] = Object.entries(fields ?? {}).flatMap(([url, f]) =>
    f.media ? [{ url, kind: f.media.kind, duration: f.media.duration, empty: columns[f.media.duration]?.notNull ? 0 : null } as MediaField] : [],
  );
  if (media.length === 0) return null;
  return async (storage: FileStorage, values: Record<string, unknown>, who: Writer): Promise<void> => {
    for (const f of media) {
      if (!(f.url in values) && !(f.duration in values)) continue;
      const target = f.url in values ? values[f.url] : who.before?.[f.url];
      const unchanged = who.before !== undefined && target === who.before[f.url];
      if (typeof target !== 'string' || target === '') {
        values[f.duration] = f.empty;
        continue;
      }
      const uploaded = UPLOADED_MEDIA_RE.exec(target);
      if (uploaded && unchanged) {
        // Read when the row first named it; the row keeps those seconds.
        delete values[f.duration];
        continue;
      }
      if (uploaded) {
        if (!who.everywhere && Number(uploaded[1]) !== who.id) throw badRequest(MEDIA_MSG.notOwnFile);
        const data = await storage.get('media', target.slice('/files/media/'.length));
        if (!data) throw badRequest(MEDIA_MSG.fileMissing);
        const read = await readMedia(data);
        if (!read || read.duration <= 0) throw badRequest(MEDIA_MSG.noDuration);
        values[f.duration] = read.duration;
        continue;
      }
      const seconds = await committedSeconds(target);
      if (seconds !== null) values[f.duration] = seconds;
    }
  };
}
