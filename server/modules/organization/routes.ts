import type { Module } from '../../http/routes';
import { areaRoutes } from './area';
import { bankRoutes } from './bank';
import { deptRoutes } from './depts';
import { infoRoutes } from './info';
import { orgsRoutes } from './orgs';
import { roleRoutes } from './roles';
import { samlIdpRoutes } from './samlIdps';
import { staffRoutes } from './staff';
import { usageRoutes } from './usage';

/**
 * Institution administration (docs/api-access.md, `O` = /uc_m/wkapi/v1/wenku_party/organization):
 * every call checks the caller's ability on the server (server/access), with the institution's
 * id as the row condition.
 */
export const organizationModule: Module = (app, db) => {
  infoRoutes(app, db);
  staffRoutes(app, db);
  deptRoutes(app, db);
  roleRoutes(app, db);
  bankRoutes(app, db);
  orgsRoutes(app, db);
  areaRoutes(app, db);
  usageRoutes(app, db);
  samlIdpRoutes(app, db);
};
