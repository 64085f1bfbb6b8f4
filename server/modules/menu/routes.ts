import { eq, inArray } from 'drizzle-orm';
import { MENU_CALLS, type OrgRouterRole } from '../../../src/resources/menus';
import { forbidden, requestAccess } from '../../access/authorize';
import { menuTree, orgRoleMenusFor, organizationMenus, personMenusFor } from '../../access/menus';
import { organizations, orgRoles } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { pathId } from '../organization/shared';
import { menuAdminRoutes } from './admin';
import { routeCheckRoutes } from './routeCheck';

const ROLE_ID_MSG = '角色编号不正确';

/**
 * getRouters (spec §7 User, docs/api-access.md "Menus"). Person menus: `roleId` must be one of the
 * caller's partyRoleIds. Organization menus: the institution account's partyRoleId opens every
 * organization menu; a staff member's org_role id opens that role's menus (none once disabled).
 */
export const menuModule: Module = (app, db) => {
  routeCheckRoutes(app, db);
  menuAdminRoutes(app, db);

  mount(app, db, 'GET', MENU_CALLS.personRouters.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const roleId = pathId(ctx.params.roleId, ROLE_ID_MSG);
    const role = access.signedIn.roles.find((r) => r.id === roleId);
    if (!role) throw forbidden();
    return ok(menuTree(await personMenusFor(db, role.roleKey)));
  });

  mount(app, db, 'GET', MENU_CALLS.orgRouters.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const roleId = pathId(ctx.params.roleId, ROLE_ID_MSG);
    if (access.isInstitution && access.signedIn.roles.some((r) => r.id === roleId)) return ok(menuTree(await organizationMenus(db)));
    if (access.staff && roleId !== null && access.staff.orgRoleId === roleId) {
      // orgRoleMenusFor answers nothing for a disabled role.
      return ok(menuTree(await orgRoleMenusFor(db, roleId)));
    }
    throw forbidden();
  });

  // An addition to the contract: staff have no partyRoleId for their institution role, so the
  // client asks here which roleId to pass to organization getRouters.
  mount(app, db, 'GET', MENU_CALLS.orgRouterRoles.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const out: OrgRouterRole[] = [];
    if (access.orgPartyId === null) return ok(out);
    const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.partyId, access.orgPartyId));
    const orgName = org?.name ?? '';
    if (access.isInstitution) {
      for (const r of access.signedIn.roles.filter((x) => x.roleKey === '')) {
        out.push({ roleId: r.id, name: '机构管理员', kind: 'institution', orgPartyId: access.orgPartyId, orgName });
      }
    } else if (access.staff?.orgRoleId) {
      const rows = await db.select({ id: orgRoles.id, name: orgRoles.name, enabled: orgRoles.enabled }).from(orgRoles).where(inArray(orgRoles.id, [access.staff.orgRoleId]));
      for (const r of rows) if (r.enabled) out.push({ roleId: r.id, name: r.name, kind: 'staff', orgPartyId: access.orgPartyId, orgName });
    }
    return ok(out);
  });
};
