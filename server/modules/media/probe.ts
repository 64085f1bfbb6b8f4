import { parseBuffer, type IFormat } from 'music-metadata';
import { MEDIA_MSG, MEDIA_UPLOAD, type MediaKind } from '../../../src/shared/mediaUpload';
import { badRequest } from '../../http/envelope';
import { extOf, mp4Duration } from '../studio/fileKinds';

/** The families an audio or video upload may be, by what its bytes are. */
type Family = 'mp4' | 'mp3' | 'ogg' | 'wav';

/** What the server read from a file: the extension and MIME type it is stored and served under, and its whole seconds. */
export interface ProbedMedia {
  kind: MediaKind;
  ext: 'mp4' | 'm4a' | 'mp3' | 'ogg' | 'wav';
  mime: string;
  duration: number;
}

/** Which family each extension a file's own name may have belongs to (MEDIA_UPLOAD.rules[…].exts). */
const FAMILY_OF_EXT: Readonly<Record<string, Family>> = { mp4: 'mp4', m4v: 'mp4', m4a: 'mp4', mp3: 'mp3', ogg: 'ogg', oga: 'ogg', opus: 'ogg', wav: 'wav' };

/**
 * music-metadata's reading of the bytes: it recognises the container from the content (file-type)
 * and parses it, so a file named .mp3 that is anything else fails here. null when it is none of
 * the formats it reads or is damaged.
 */
async function readFormat(data: Buffer): Promise<IFormat | null> {
  try {
    // `duration: true`: an Ogg file's length is its last page's granule (read to the end; cheap, docs/decisions/media-uploads.md).
    return (await parseBuffer(data, undefined, { skipCovers: true, duration: true })).format;
  } catch {
    return null;
  }
}

function familyOf(data: Buffer, format: IFormat): Family | null {
  // An ISO media file (MP4/M4A) names its brands as its container; its first box is `ftyp`.
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (format.container === 'MPEG' && /Layer 3/.test(format.codec ?? '')) return 'mp3';
  if (format.container === 'Ogg') return 'ogg';
  if (format.container === 'WAVE') return 'wav';
  return null;
}

const whole = (seconds: number | undefined) => (seconds && Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : 0);

/**
 * The kind, stored form and seconds of a file's bytes, or null when they are no audio or video
 * we keep. A video's seconds come from its MP4 movie header (music-metadata times an MP4 by its
 * audio track only, and a silent clip has none); audio's from music-metadata.
 */
export async function readMedia(data: Buffer): Promise<ProbedMedia | null> {
  const format = await readFormat(data);
  if (!format) return null;
  const family = familyOf(data, format);
  if (!family) return null;
  if (family === 'mp4') {
    const video = format.hasVideo === true;
    return video
      ? { kind: 'video', ext: 'mp4', mime: 'video/mp4', duration: mp4Duration(data) }
      : { kind: 'audio', ext: 'm4a', mime: 'audio/mp4', duration: whole(format.duration) || mp4Duration(data) };
  }
  const mime = { mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' }[family];
  return { kind: 'audio', ext: family, mime, duration: whole(format.duration) };
}

/**
 * An upload checked against the kind the field asked for: its own name's extension is one the
 * kind allows and agrees with what the bytes are, and its duration can be read. Throws the Chinese 400.
 */
export async function probeUpload(kind: MediaKind, originalName: string, data: Buffer): Promise<ProbedMedia> {
  const refusal = kind === 'video' ? MEDIA_MSG.badVideo : MEDIA_MSG.badAudio;
  const ext = extOf(originalName);
  if (!MEDIA_UPLOAD.rules[kind].exts.includes(ext)) throw badRequest(refusal);
  const probed = await readMedia(data);
  if (!probed || probed.kind !== kind || FAMILY_OF_EXT[ext] !== FAMILY_OF_EXT[probed.ext]) throw badRequest(refusal);
  if (probed.duration <= 0) throw badRequest(MEDIA_MSG.noDuration);
  return probed;
}
