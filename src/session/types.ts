import type { DeviceInfo } from '../shared/device';

/** One role of the signed-in user (getInfo `user.role[]`). */
export interface MemberRole {
  partyRoleId: number;
  partyRoleKey: string;
  activated: boolean;
  memberType?: number;
}

/** Spec §3 member info: the answer of GET P/login/getInfo (docs/api-auth.md). */
export interface MemberInfo {
  memberType: number;
  partyType: number;
  /** An institution's IP-range session: a reader of what the institution subscribes to, not its account. */
  institutionReader?: boolean;
  organization: {
    imageUrl?: string | null;
    partyId: number;
    name?: string;
    wenkuSecurityGroup?: { securityGroupId: number } | null;
  } | null;
  user: {
    avatar?: string | null;
    partyId: number;
    mname?: string | null;
    username?: string;
    phone?: string | null;
    email?: string | null;
    role: MemberRole[];
  };
  /** Journals the active role manages (journal_manager; empty for other roles). */
  managedJournalIds?: number[];
}

/** The full profile of GET /member/getMemberInfo. */
export interface MemberProfile {
  id: number;
  username: string;
  mname?: string | null;
  phone?: string | null;
  email?: string | null;
  avatar?: string | null;
  memberType: number;
  balance?: number | string;
  score?: number;
  loginCount?: number;
  createTime?: string;
}

/** How the current session was opened (kept so the IP opt-out can end an IP session). */
export type LoginType = 'pwd' | 'sms' | 'org' | 'ip' | 'saml' | 'wechat' | 'register';

/**
 * A session that only reads for an institution: opened by its IP range (`ip`) or by a school's
 * CARSI sign-in (`saml`). The server refuses it everything personal; the portal does not offer it.
 */
export const isInstitutionReaderLogin = (loginType: string | null | undefined): boolean => loginType === 'ip' || loginType === 'saml';

/** Spec §3 client state (the account-related part). */
export interface SessionState {
  /** The token (the `auth` cookie), null when signed out. */
  auth: string | null;
  /** getInfo's member info. */
  userInfo: MemberInfo | null;
  /** Member type of the active role; 0 when signed out (spec default). */
  memberType: number;
  userPhoto: string;
  /** Display name (`_userName`). */
  userName: string;
  userPhone: string;
  partyId: string;
  /** /member/getMemberInfo profile, when loaded. */
  memberInfo: MemberProfile | null;
  memberBalance: string;
  /** Spec §3 `userjournalData` (stored key `manageJournalData`): ids of the journals the active role manages. */
  userjournalData: number[];
  /** True when the user holds an activated showJournalAdministrators role (spec §6). */
  editerPermission: boolean;
  userRoles: MemberRole[];
  loginType: LoginType | null;
  device: DeviceInfo;
  deviceType: DeviceInfo['type'];
  /** The login/register dialog is open. */
  logregState: boolean;
  /** Which tab the dialog opens on. */
  logregTab: 'login' | 'register';
}
