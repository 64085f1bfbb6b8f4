/**
 * The admin's image upload call (docs/decisions.md "Image upload"), shared by the Upload control
 * and the server route so the path, the field name and the size limit cannot disagree.
 */
export const IMAGE_UPLOAD = {
  path: '/common/upload',
  /** The multipart field carrying the file. */
  field: 'file',
  maxBytes: 8 * 1024 * 1024,
  /** What the file picker offers; the server decides by the bytes, never by this. */
  accept: 'image/jpeg,image/png,image/webp,image/gif',
} as const;

export const IMAGE_UPLOAD_TOO_BIG_MSG = '图片不能超过8MB，请压缩后重试';

/** The answer's `data`: the stored picture and its 300 px thumbnail. */
export interface UploadedImage {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}
