import { COPYRIGHT_CALLS, COPYRIGHT_MSG, type CopyrightSample } from '../../../src/resources/copyright';
import { apiUrl } from '../../../src/shared/apiPath';
import { badRequest } from '../../http/envelope';

/** A sample PDF's storage name: `cr-<member id>-<random>.pdf`. */
export const PDF_NAME = /^cr-(\d{1,10})-[0-9a-f]{24}\.pdf$/;
const IMAGE_URL = /^\/files\/image\/(\d{1,10})-[0-9a-f]{24}\.(png|jpg|gif|webp)$/;
/** Where a sample PDF is read (its uploader and the reviewer only). */
export const pdfUrl = (name: string) => `${apiUrl(COPYRIGHT_CALLS.file.path)}?name=${name}`;

/**
 * Step 5's samples must be files this server stored for this member: a re-encoded picture whose
 * name starts with the member's id, or a checked PDF in the private area named the same way.
 */
export function checkSamples(memberId: number, samples: CopyrightSample[]): void {
  for (const s of samples) {
    const own = s.kind === 'image' ? IMAGE_URL.exec(s.url)?.[1] : PDF_NAME.exec(s.url.startsWith(pdfUrl('')) ? s.url.slice(pdfUrl('').length) : '')?.[1];
    if (own !== String(memberId)) throw badRequest(COPYRIGHT_MSG.badSample);
  }
}

