import { randomBytes } from 'node:crypto';
import { STUDIO_MSG, type StudioUploadKind } from '../../../src/resources/studios';
import { badRequest } from '../../http/envelope';

/** What a studio file's extension says it is, and the MIME type it is served with. */
export const STUDIO_MIME: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
};

/** Server-made names: `<kind>-<memberId>-<24 hex>.<ext>` (the uploader is read back from it). */
export const STUDIO_FILE_RE = /^(data|annex|video)-(\d{1,10})-[0-9a-f]{24}\.(pdf|doc|docx|ppt|pptx|xls|xlsx|txt|mp4)$/;

export const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The family the bytes belong to, whatever the file claims. */
function sniff(data: Buffer): 'pdf' | 'ooxml' | 'ole' | 'mp4' | 'text' | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'ooxml';
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole';
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (!data.includes(0) && new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 65536)).indexOf('\uFFFD') === -1) return 'text';
  return null;
}

const FAMILY: Record<string, ReturnType<typeof sniff>> = { pdf: 'pdf', docx: 'ooxml', pptx: 'ooxml', xlsx: 'ooxml', doc: 'ole', ppt: 'ole', xls: 'ole', txt: 'text', mp4: 'mp4' };

/** Checks an upload's bytes against its kind and original name; answers the name to store it under. */
export function storedNameFor(kind: StudioUploadKind, memberId: number, originalName: string, data: Buffer): string {
  const ext = extOf(originalName);
  const family = sniff(data);
  if (kind === 'video') {
    if (family !== 'mp4' || (ext !== 'mp4' && ext !== originalName.toLowerCase())) throw badRequest(STUDIO_MSG.badVideo);
    return `video-${memberId}-${randomBytes(12).toString('hex')}.mp4`;
  }
  if (!(ext in FAMILY) || ext === 'mp4' || FAMILY[ext] !== family) throw badRequest(STUDIO_MSG.badFile);
  return `${kind}-${memberId}-${randomBytes(12).toString('hex')}.${ext}`;
}

/**
 * An MP4's duration in whole seconds from its movie header (`moov` → `mvhd`: timescale and
 * duration, version 0 or 1); 0 when there is none.
 */
export function mp4Duration(data: Buffer): number {
  const boxes = (start: number, end: number, want: string): number | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = data.readUInt32BE(at);
      const type = data.subarray(at + 4, at + 8).toString('latin1');
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return null;
        size = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header) return null;
      if (type === want) return at + header;
      at += size;
    }
    return null;
  };
  const moov = boxes(0, data.length, 'moov');
  if (moov === null) return 0;
  const moovEnd = moov - 8 + data.readUInt32BE(moov - 8);
  const mvhd = boxes(moov, Math.min(moovEnd, data.length), 'mvhd');
  if (mvhd === null || mvhd + 32 > data.length) return 0;
  const version = data[mvhd];
  const timescale = version === 1 ? data.readUInt32BE(mvhd + 20) : data.readUInt32BE(mvhd + 12);
  const duration = version === 1 ? Number(data.readBigUInt64BE(mvhd + 24)) : data.readUInt32BE(mvhd + 16);
  return timescale > 0 ? Math.round(duration / timescale) : 0;
}

/** A tiny MP4 container (ftyp, moov/mvhd of `seconds`, empty mdat): demo rows and tests. */
export function mp4Container(seconds: number, padding = 0): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  mvhd.writeUInt32BE(0x00010000, 20);
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(padding))]);
}
