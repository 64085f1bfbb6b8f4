import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './envelope';

/** What an upload call says about its one file, with its Chinese refusals. */
export interface OneFileRule {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** No multipart body, no file, or the file under another field (400). */
  missing: string;
  /** Over `maxBytes` (413). */
  tooBig: string;
  /** Told the file's name as the client sent it (kept only to choose an extension). */
  onFile?: (filename: string) => void;
}

const isTooLarge = (err: unknown) => {
  const e = err as { code?: string; statusCode?: number };
  return e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413;
};

/** The one file of a multipart upload, read whole and never past `maxBytes`. */
export async function readOneFile(req: FastifyRequest, rule: OneFileRule): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(rule.missing);
  let data: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!file || file.fieldname !== rule.field) throw badRequest(rule.missing);
    rule.onFile?.(file.filename);
    data = await file.toBuffer();
  } catch (err) {
    if (isTooLarge(err)) throw new AppError(413, rule.tooBig);
    throw err;
  }
  if (data.length > rule.maxBytes) throw new AppError(413, rule.tooBig);
  return data;
}
