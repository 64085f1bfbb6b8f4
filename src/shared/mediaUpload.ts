/**
 * The admin's audio and video upload (校长视频, 名师成果, 朗诵 …: docs/decisions/media-uploads.md),
 * shared by the upload control and the server so the path, the kinds, the limits and the messages
 * cannot disagree. The file is public once uploaded (the portal's players read it by URL).
 */
export type MediaKind = 'video' | 'audio';

export interface MediaRule {
  /** What the file picker offers; the server decides by the bytes, never by this. */
  accept: string;
  /** Extensions a file's own name may have (and must agree with what its bytes are). */
  exts: readonly string[];
  maxBytes: number;
  label: string;
}

export const MEDIA_UPLOAD = {
  /** `?kind=video|audio`; multipart field `file`. */
  path: '/common/upload/media',
  field: 'file',
  rules: {
    video: { accept: '.mp4,.m4v,video/mp4', exts: ['mp4', 'm4v'], maxBytes: 200 * 1024 * 1024, label: '视频' },
    audio: { accept: '.mp3,.m4a,.ogg,.oga,.opus,.wav,audio/mpeg,audio/mp4,audio/ogg,audio/wav', exts: ['mp3', 'm4a', 'ogg', 'oga', 'opus', 'wav'], maxBytes: 50 * 1024 * 1024, label: '音频' },
  } satisfies Record<MediaKind, MediaRule>,
} as const;

export const MEDIA_MSG = {
  badKind: '上传类型只能是视频(video)或音频(audio)',
  missing: '请选择要上传的文件',
  tooBig: (kind: MediaKind) => `${MEDIA_UPLOAD.rules[kind].label}文件不能超过${MEDIA_UPLOAD.rules[kind].maxBytes / 1024 / 1024}MB`,
  badVideo: '视频格式不正确，仅支持MP4视频',
  badAudio: '音频格式不正确，仅支持MP3、M4A、OGG和WAV音频',
  noDuration: '无法读取该文件的时长，请确认文件完整后重新上传',
  uploaded: '上传成功',
  badVideoUrl: '视频地址不正确，请上传视频文件',
  badAudioUrl: '音频地址不正确，请上传音频文件',
  notOwnFile: '只能使用本人上传的文件，请重新上传',
  fileMissing: '文件不存在，请重新上传',
} as const;

/** The answer's `data`: where the file is served and what the server read from it. */
export interface UploadedMedia {
  url: string;
  /** The name the file had on the uploader's computer (shown only; never a storage name). */
  originalName: string;
  size: number;
  /** Whole seconds, read from the file by the server. */
  duration: number;
  /** The MIME type the bytes were recognised as. */
  mime: string;
}

/** Extensions the server stores an upload under, by kind (chosen from the bytes). */
export const STORED_MEDIA_EXTS: Readonly<Record<MediaKind, readonly string[]>> = { video: ['mp4'], audio: ['mp3', 'm4a', 'ogg', 'wav'] };

/** An uploaded file's URL: `/files/media/<uploader's member id>-<24 hex>.<ext>`. */
export const UPLOADED_MEDIA_RE = /^\/files\/media\/(\d{1,10})-[0-9a-f]{24}\.(mp4|mp3|m4a|ogg|wav)$/;

/** The demo library's committed clips (server/media, older records): `/media/video/…` and `/media/audio/…`. */
export const COMMITTED_MEDIA_RE: Readonly<Record<MediaKind, RegExp>> = {
  video: /^\/media\/video\/[A-Za-z0-9_-]+\.(webm|mp4)$/,
  audio: /^\/media\/audio\/[A-Za-z0-9_-]+\.(ogg|mp3|m4a)$/,
};

/** Whether a URL names a file of this kind the server serves: an upload of the kind, or a committed clip. */
export function isMediaUrl(kind: MediaKind, url: string): boolean {
  const uploaded = UPLOADED_MEDIA_RE.exec(url);
  if (uploaded) return STORED_MEDIA_EXTS[kind].includes(uploaded[2]);
  return COMMITTED_MEDIA_RE[kind].test(url);
}
