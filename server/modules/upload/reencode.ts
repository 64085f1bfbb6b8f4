import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_UPLOAD, IMAGE_UPLOAD_TOO_BIG_MSG } from '../../../src/shared/imageUpload';
import { badRequest } from '../../http/envelope';
import { sniffImage } from '../../storage/sniff';

/** Output formats: what the browser shows everywhere and what keeps transparency. */
export type OutputFormat = 'jpg' | 'png' | 'webp';

export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD.maxBytes;
/** Width of the thumbnail stored beside every upload (lists and pickers show it). */
export const THUMB_WIDTH = 300;
/** Larger pictures are scaled down to fit this box: covers and banners never need more. */
const MAX_EDGE = 4096;
/**
 * Decompression bombs: a small file that claims a huge canvas (a 30000×30000 PNG of one colour is
 * a few hundred kilobytes) is refused from its header, before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_UPLOAD_MSG = {
  missing: '请选择要上传的图片',
  tooBig: IMAGE_UPLOAD_TOO_BIG_MSG,
  badType: '文件不是有效的图片，仅支持JPG、PNG、WEBP、GIF格式',
  tooManyPixels: `图片尺寸过大（不能超过${MAX_INPUT_PIXELS / 10_000}万像素），请缩小后重试`,
  success: '上传成功',
} as const;

export class NotAnImage extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

export interface ReencodedImage {
  format: OutputFormat;
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload and writes a new file from its pixels only: EXIF (GPS, camera), XMP, ICC
 * comments and anything appended or embedded (an HTML or script tail of a polyglot) are gone,
 * because nothing of the original bytes is kept. The first bytes must already be JPEG, PNG, WEBP
 * or GIF (so SVG, HTML, TIFF or PDF never reach the decoder). JPEG stays JPEG, WEBP stays WEBP,
 * PNG and GIF (first frame) become PNG so transparency survives. The orientation tag is applied
 * to the pixels before it is dropped. sharp decodes on libuv's thread pool, off the event loop.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new NotAnImage(IMAGE_UPLOAD_MSG.badType);
  const format: OutputFormat = kind === 'jpg' ? 'jpg' : kind === 'webp' ? 'webp' : 'png';
  const encode = (img: Sharp) =>
    format === 'jpg' ? img.jpeg({ quality: 85, mozjpeg: true }) : format === 'webp' ? img.webp({ quality: 85 }) : img.png({ compressionLevel: 9 });

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new NotAnImage(IMAGE_UPLOAD_MSG.badType);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new NotAnImage(IMAGE_UPLOAD_MSG.tooManyPixels);
    const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    decoded = await encode(base).toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof NotAnImage) throw err;
    // libvips refuses truncated, corrupt or disguised files: the client sent something that is not a picture.
    throw new NotAnImage(IMAGE_UPLOAD_MSG.badType);
  }
  const thumb = await encode(sharp(decoded.data).resize({ width: THUMB_WIDTH, withoutEnlargement: true })).toBuffer();
  return { format, data: decoded.data, thumb, width: decoded.info.width, height: decoded.info.height };
}

/**
 * The one way an uploaded picture is stored anywhere (images, covers, avatars): re-encoded as above,
 * a refusal answered as a 400 with its Chinese message (`badTypeMsg` where a form words it its own way).
 */
export async function reencodeUpload(input: Buffer, badTypeMsg: string = IMAGE_UPLOAD_MSG.badType): Promise<ReencodedImage> {
  try {
    return await reencodeImage(input);
  } catch (err) {
    if (err instanceof NotAnImage) throw badRequest(err.userMessage === IMAGE_UPLOAD_MSG.badType ? badTypeMsg : err.userMessage);
    throw err;
  }
}
