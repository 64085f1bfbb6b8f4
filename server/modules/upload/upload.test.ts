import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { pngDeclaring } from '../../../tests/helpers/images';
import { multipart } from '../../../tests/helpers/multipart';
import { IMAGE_UPLOAD_MSG } from './reencode';

let t: TestApp;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  adminToken = await signIn(app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/show/common/upload';

const upload = (data: Buffer, { filename = 'cover.jpg', type = 'image/jpeg', token = adminToken as string | null, field = 'file' } = {}) => {
  const m = multipart(filename, type, data, field);
  return app.inject({ method: 'POST', url: URL, payload: m.payload, headers: { ...m.headers, ...(token ? authed(token) : {}) } });
};

const storedFile = (url: string) => path.join(t.filesDir, 'image', url.slice('/files/image/'.length));
const imageFiles = () => (existsSync(path.join(t.filesDir, 'image')) ? readdirSync(path.join(t.filesDir, 'image')) : []);

/** A 640×400 photo as a camera writes it: EXIF with the maker, the GPS position and an orientation. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'WenkuCam', Model: 'Secret-Model-9', Copyright: 'GPS-home-address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' },
    })
    .toBuffer();
}

describe('POST /common/upload', () => {
  it('a PNG declaring 30000×30000 pixels is refused from its header with a Chinese 400; nothing is stored', async () => {
    const before = imageFiles();
    const res = await upload(pngDeclaring(30000, 30000), { filename: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: IMAGE_UPLOAD_MSG.tooManyPixels });
    expect(imageFiles()).toEqual(before);
    // The same file at a size a picture may have is decoded (the rows it lacks are refused as corrupt, not as too big).
    expect((await upload(pngDeclaring(300, 200), { filename: 'small.png', type: 'image/png' })).json().msg).not.toBe(IMAGE_UPLOAD_MSG.tooManyPixels);
  });

  it('a camera JPEG is re-encoded without its EXIF/GPS, stored with a 300 px thumbnail, and served', async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined(); // the test input really carries EXIF
    expect(original.includes(Buffer.from('Secret-Model-9'))).toBe(true);

    const res = await upload(original, { filename: '../../etc/passwd.jpg' });
    const body = res.json();
    expect(res.statusCode, body.msg).toBe(200);
    expect(body.msg).toBe('上传成功');
    expect(body.data).toMatchObject({ width: 640, height: 400 });
    // The server names the file; nothing of the client's file name survives.
    expect(body.data.url).toMatch(/^\/files\/image\/\d+-[0-9a-f]{24}\.jpg$/);
    expect(body.data.thumbUrl).toBe(body.data.url.replace('.jpg', '-thumb.jpg'));

    const stored = readFileSync(storedFile(body.data.url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret-Model-9'))).toBe(false);
    expect(stored.includes(Buffer.from('WenkuCam'))).toBe(false);

    const thumb = await sharp(readFileSync(storedFile(body.data.thumbUrl))).metadata();
    expect(thumb).toMatchObject({ width: 300, format: 'jpeg' });
    expect(thumb.exif).toBeUndefined();

    const served = await app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await app.inject({ method: 'GET', url: body.data.thumbUrl })).statusCode).toBe(200);
  });

  it('a transparent PNG stays PNG with its alpha channel; WEBP stays WEBP', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const pngBody = (await upload(png, { filename: 'logo.png', type: 'image/png' })).json();
    expect(pngBody.data.url).toMatch(/\.png$/);
    const pngMeta = await sharp(readFileSync(storedFile(pngBody.data.url))).metadata();
    expect(pngMeta).toMatchObject({ format: 'png', hasAlpha: true, width: 50, height: 40 });

    const webp = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#336699' } }).webp().toBuffer();
    const webpBody = (await upload(webp, { filename: 'a.webp', type: 'image/webp' })).json();
    expect(webpBody.data.url).toMatch(/\.webp$/);
  });

  it('an HTML page or an SVG with a script renamed .jpg is refused with a Chinese 400, and nothing is stored', async () => {
    const count = imageFiles().length;
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    for (const bytes of [html, svg, Buffer.from('just some text, not a picture at all')]) {
      const res = await upload(bytes, { filename: 'cover.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '文件不是有效的图片，仅支持JPG、PNG、WEBP、GIF格式' });
    }
    // A JPEG header with garbage behind it: sniffed as JPEG, refused by the decoder.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), Buffer.from('<script>alert(1)</script>'.repeat(20))]);
    expect((await upload(fake)).json()).toEqual({ code: 400, msg: '文件不是有效的图片，仅支持JPG、PNG、WEBP、GIF格式' });
    expect(imageFiles().length).toBe(count);
  });

  it('a polyglot (a real JPEG with HTML appended) is stored as only the pixels sharp wrote', async () => {
    const polyglot = Buffer.concat([await cameraJpeg(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const body = (await upload(polyglot)).json();
    expect(body.code).toBe(200);
    const stored = readFileSync(storedFile(body.data.url));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('a file over 8 MB answers 413 in Chinese', async () => {
    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '图片不能超过8MB，请压缩后重试' });
  });

  it('no file, or another field name: 请选择要上传的图片', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: {}, headers: authed(adminToken) });
    expect(res.json()).toEqual({ code: 400, msg: '请选择要上传的图片' });
    expect((await upload(await cameraJpeg(), { field: 'avatarfile' })).json()).toEqual({ code: 400, msg: '请选择要上传的图片' });
  });

  it('anonymous → 401; a reader who manages nothing → 403; a journal manager may upload', async () => {
    const jpeg = await cameraJpeg();
    const anon = await upload(jpeg, { token: null });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });

    const reader = await upload(jpeg, { token: await signIn(app, 'demo_member') });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toEqual({ code: 403, msg: '没有权限执行该操作' });

    const magazine = await upload(jpeg, { token: await signIn(app, 'demo_magazine') });
    expect(magazine.json().code).toBe(200);
  });
});
