import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppAbility } from '../../../src/access/ability';
import type { Subject } from '../../../src/access/policy';
import { forbidden, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { IMAGE_UPLOAD, type UploadedImage } from '../../../src/shared/imageUpload';
import { readOneFile } from '../../http/multipart';
import { mount } from '../../http/routes';
import { fileUrl } from '../../storage';
import { RATE } from '../auth/rate';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MSG, reencodeUpload } from './reencode';


/** What a reader may do to their own rows (collect, comment, order, profile, apply) does not make them a manager. */
const MANAGED_SUBJECTS: Subject[] = ['Journal', 'Period', 'Column', 'Article', 'Studio', 'StudioMember', 'Organization', 'Staff', 'Dept', 'OrgRole', 'BankAccount', 'Book', 'FamousTeacher', 'FamousTeacherWork', 'Headmaster', 'HeadmasterExp', 'HeadmasterWork', 'Photo', 'PhotoCourse', 'Content'];

/**
 * Whether the member manages some content: creates or updates a managed subject in some scope. Every
 * member may keep v1 works of their own (create/update, never `manage`): that alone is a reader's
 * right; the author roles' `manage Works` is a manager's.
 */
export const managesSomeContent = (ability: AppAbility) =>
  MANAGED_SUBJECTS.some((s) => ability.can('create', s) || ability.can('update', s)) || ability.can('manage', 'Works');

/**
 * The one picture of a multipart upload (field `file`): re-encoded (metadata stripped, anything
 * that is not a picture refused in Chinese), stored under /files/image by a name that starts with
 * the member's id, with a 300 px thumbnail.
 */
export async function storeUploadedImage(app: FastifyInstance, req: FastifyRequest, memberId: number): Promise<UploadedImage> {
  const data = await readOneFile(req, { field: IMAGE_UPLOAD.field, maxBytes: IMAGE_UPLOAD_MAX_BYTES, missing: IMAGE_UPLOAD_MSG.missing, tooBig: IMAGE_UPLOAD_MSG.tooBig });
  return storeImageBytes(app, data, memberId);
}

/** Picture bytes already read (an upload that may also be a PDF): re-encoded and stored as above. */
export async function storeImageBytes(app: FastifyInstance, data: Buffer, memberId: number): Promise<UploadedImage> {
  const image = await reencodeUpload(data);
  const base = `${memberId}-${randomBytes(12).toString('hex')}`;
  const name = `${base}.${image.format}`;
  const thumbName = `${base}-thumb.${image.format}`;
  await app.accounts.storage.put('image', name, image.data);
  await app.accounts.storage.put('image', thumbName, image.thumb);
  return { url: fileUrl('image', name), thumbUrl: fileUrl('image', thumbName), width: image.width, height: image.height };
}

/**
 * POST /common/upload, multipart field `file`: a picture for a cover, banner or licence. The server
 * re-encodes it (reencode.ts), names it, stores it and a 300 px thumbnail under /files/image, and
 * answers `{ url, thumbUrl, width, height }`; the form saves `url` in its field.
 */
export function uploadModule(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    'POST',
    IMAGE_UPLOAD.path,
    async (ctx) => {
      const access = await requestAccess(ctx);
      if (!managesSomeContent(access.ability)) throw forbidden();
      const uploaded = await storeUploadedImage(app, ctx.req, access.signedIn.member.id);
      return ok(uploaded, IMAGE_UPLOAD_MSG.success);
    },
    { config: { rateLimit: RATE.upload } },
  );
}
