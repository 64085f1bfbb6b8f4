import { routesModule } from '../../http/declareRoute';
import { applyRoutes } from './applies';
import { copyrightPdfs } from './certificateStore';
import { ownerRoutes } from './owners';
import { reviewRoutes } from './review';
import { uploadRoutes } from './uploads';

/**
 * 版权登记 (spec §7 Copyright, issue 13): owners (`/custom/owner`), the six-step registration and
 * its drafts (`/custom/copyright`, `/copyright/saveApply`), sample uploads, the platform review,
 * certificates and the public verification (`batchQueryWorks`).
 */
export const copyrightModule = routesModule(
  'copyright',
  (db, app) => {
    const pdfs = copyrightPdfs(app.accounts.storage);
    app.addHook('onClose', () => pdfs.close());
    return [...ownerRoutes(db), ...applyRoutes(db), ...uploadRoutes(app, pdfs), ...reviewRoutes(db, pdfs)];
  },
  { tags: ['版权登记'] },
);
