import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { members, partyRoles, publisherProfiles, scholarProfiles, teacherProfiles } from '../db/schema';

type ProfileTable = typeof scholarProfiles | typeof publisherProfiles | typeof teacherProfiles;

/**
 * The profiles of a directory the public sees (besides 上架, which every area checks): the holder
 * shows it (`isPublic`), and the holder still has the directory's role — an approved application
 * granted it (server/modules/roleApply/review.ts). A profile the platform keeps (no owner) needs
 * no role. The same condition serves the list, detail, hot list, cards, sitemap, OAI-PMH and search.
 */
export function shownProfiles(table: ProfileTable, roleKey: string): SQL {
  const holdsRole = sql`${table.ownerId} in (select ${members.id} from ${members} inner join ${partyRoles} on ${partyRoles.partyId} = ${members.partyId} where ${partyRoles.roleKey} = ${roleKey})`;
  return and(eq(table.isPublic, true), or(isNull(table.ownerId), holdsRole))!;
}

/** The role key of each directory (spec §6). */
export const DIRECTORY_ROLE = { scholar: 'foreScholar', publisher: 'forePublisher', teacher: 'foreTeacher' } as const;

export const SHOWN_SCHOLARS = shownProfiles(scholarProfiles, DIRECTORY_ROLE.scholar);
export const SHOWN_PUBLISHERS = shownProfiles(publisherProfiles, DIRECTORY_ROLE.publisher);
export const SHOWN_TEACHERS = shownProfiles(teacherProfiles, DIRECTORY_ROLE.teacher);
