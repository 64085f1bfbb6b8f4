import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the demo library's committed clips live (server/media: video, audio, photo). */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');
