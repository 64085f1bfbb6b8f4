/**
 * What each role may do — the spec leaves it open (§6 "What each role may do: not shown"), so it
 * is decided here, once, as a table both halves read. docs/decisions.md explains the choices.
 *
 * `own` conditions are filled in by ability.ts with the member's ids:
 *   self      → { memberId }            rows the member created (collections, comments, orders)
 *   works     → { uid }                 works the member authored
 *   journals  → { journalId: {$in} }    journals assigned to the member (journal_manager)
 *   org       → { orgPartyId }          rows of the member's own institution
 *   owner     → { ownerId }             content rows the member added (a publisher's books)
 *   studio    → { managerId }           rows of the studio the member manages
 */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete', 'review'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every CASL subject the product uses. `all` is CASL's wildcard. */
export const SUBJECTS = [
  'Journal',
  'Period',
  'Column',
  'Article',
  'Works',
  'Studio',
  'StudioMember',
  /** Studio documents: the manager's, and what members post (their own rows). */
  'StudioData',
  'Collection',
  'Comment',
  'Order',
  'Member',
  'RoleApplication',
  'Organization',
  'Staff',
  'Dept',
  'OrgRole',
  'Menu',
  'BankAccount',
  'PlatformIssue',
  'Copyright',
  /** Books: public content that publishers also manage, their own rows only. */
  'Book',
  /** A famous teacher's page and works (issue 14): the teacher edits their own. */
  'FamousTeacher',
  'FamousTeacherWork',
  /** A headmaster's page, career posts, videos and illustrated articles (issue 14). */
  'Headmaster',
  'HeadmasterExp',
  'HeadmasterWork',
  /** Student compositions and recitations (issue 14): a teacher keeps the ones they submitted. */
  'Composition',
  'Recitation',
  /** A photographer's photos, and their forum courses with chapters and classes (issue 14). */
  'Photo',
  'PhotoCourse',
  /** A signed writer's profile and videos (issue 13): the writer keeps their own. */
  'Writer',
  /** 基础教育 teaching resources (issue 14, edubasic): a teacher keeps the ones they uploaded; the catalogue tree is the platform admin's. */
  'TeachingResource',
  'TeachingType',
  'Content',
  /** The people directories (issue 14): a scholar's, a publisher's and a teacher's own profile. */
  'Scholar',
  'PublisherProfile',
  'TeacherProfile',
] as const;
export type Subject = (typeof SUBJECTS)[number] | 'all';

export type Scope = 'self' | 'works' | 'journals' | 'org' | 'studio' | 'owner' | 'any';

export interface PolicyRule {
  action: Action | Action[];
  subject: Subject | Subject[];
  scope: Scope;
}

/** Education areas whose rows a role holder keeps (issue 14). */
const EDUCATION_SUBJECTS: Subject[] = ['FamousTeacher', 'FamousTeacherWork', 'Headmaster', 'HeadmasterExp', 'HeadmasterWork', 'Composition', 'Recitation'];

/** A famous teacher opens their own page (once) and edits it, never deletes it, and keeps their works. */
const FAMOUS_TEACHER: PolicyRule[] = [
  { action: 'manage', subject: 'Works', scope: 'works' },
  { action: ['create', 'update'], subject: 'FamousTeacher', scope: 'owner' },
  { action: ['create', 'update', 'delete'], subject: 'FamousTeacherWork', scope: 'owner' },
];

/** A headmaster, likewise: their own page (opened once), career, videos and illustrated articles. */
const HEADMASTER: PolicyRule[] = [
  { action: 'manage', subject: 'Works', scope: 'works' },
  { action: ['create', 'update'], subject: 'Headmaster', scope: 'owner' },
  { action: ['create', 'update', 'delete'], subject: ['HeadmasterExp', 'HeadmasterWork'], scope: 'owner' },
];

/** A photographer uploads photos and runs forum courses (chapters, classes): their own rows only. */
const PHOTOGRAPHER: PolicyRule[] = [
  { action: 'manage', subject: 'Works', scope: 'works' },
  { action: ['create', 'update', 'delete'], subject: ['Photo', 'PhotoCourse'], scope: 'owner' },
];

/** Public reading: everyone, signed in or not. */
export const PUBLIC_RULES: PolicyRule[] = [
  { action: 'read', subject: ['Journal', 'Period', 'Column', 'Article', 'Content', 'Book', 'Studio', 'StudioData', ...EDUCATION_SUBJECTS, 'Photo', 'PhotoCourse'], scope: 'any' },
  { action: 'read', subject: ['TeachingResource', 'TeachingType'], scope: 'any' },
  { action: 'read', subject: 'Writer', scope: 'any' },
  { action: 'read', subject: ['Scholar', 'PublisherProfile', 'TeacherProfile'], scope: 'any' },
];

/** Any signed-in member, whatever the active role. */
export const MEMBER_RULES: PolicyRule[] = [
  { action: ['read', 'create', 'delete'], subject: 'Collection', scope: 'self' },
  { action: ['create'], subject: 'Comment', scope: 'any' },
  { action: ['delete'], subject: 'Comment', scope: 'self' },
  { action: ['read', 'create'], subject: 'Order', scope: 'self' },
  { action: ['read', 'update'], subject: 'Member', scope: 'self' },
  { action: ['read', 'create', 'update'], subject: 'RoleApplication', scope: 'self' },
  { action: ['read', 'create', 'update'], subject: 'PlatformIssue', scope: 'self' },
  /** Spec §7 v1 `/works`: any member keeps works of their own (issue 13). */
  { action: ['read', 'create', 'update', 'delete'], subject: 'Works', scope: 'works' },
  /** 版权登记 (issue 13): any member registers works of their own, with owners of their own. */
  { action: ['read', 'create', 'update', 'delete'], subject: 'Copyright', scope: 'self' },
];

const WORKS_AUTHOR: PolicyRule[] = [{ action: 'manage', subject: 'Works', scope: 'works' }];

/** A teacher submits their students' compositions and recitations and edits or deletes those (上架/下架 stays the platform admin's). */
const TEACHER: PolicyRule[] = [
  ...WORKS_AUTHOR,
  { action: ['create', 'update', 'delete'], subject: ['Composition', 'Recitation'], scope: 'owner' },
  /** 基础教育 teaching resources (edubasic): uploads and keeps their own; the catalogue tree stays the platform admin's. */
  { action: ['create', 'update', 'delete'], subject: 'TeachingResource', scope: 'owner' },
];

/** A directory profile (issue 14): its holder opens it once and edits it; deleting and 上架/下架 stay the platform admin's. */
const ownProfile = (subject: Subject): PolicyRule[] => [{ action: ['create', 'update'], subject, scope: 'owner' }];

/** The active role's extra rights, by role key (spec §6 keys). Keys not listed add nothing. */
export const ROLE_POLICY: Readonly<Record<string, PolicyRule[]>> = {
  foreMember: [],
  /** A journal's own people edit it and run its issues; adding or deleting a journal is the platform admin's. */
  foreJoumalAdmin: [
    { action: ['read', 'update'], subject: 'Journal', scope: 'journals' },
    { action: 'manage', subject: ['Period', 'Column', 'Article'], scope: 'journals' },
  ],
  zazhisheguanli: [
    { action: ['read', 'update'], subject: 'Journal', scope: 'journals' },
    { action: 'manage', subject: ['Period', 'Column', 'Article'], scope: 'journals' },
  ],
  editer: [{ action: ['read', 'update'], subject: ['Period', 'Column', 'Article'], scope: 'journals' }],
  showJournalAdministrators: [{ action: ['read', 'update'], subject: ['Period', 'Column', 'Article'], scope: 'journals' }],
  /** Publishers add books and edit or delete the ones they added (上架/下架 stays the platform admin's). */
  forePublisher: [...WORKS_AUTHOR, { action: ['create', 'update', 'delete'], subject: 'Book', scope: 'owner' }, ...ownProfile('PublisherProfile')],
  foreTeacher: [...TEACHER, ...ownProfile('TeacherProfile')],
  foreScholar: [...WORKS_AUTHOR, ...ownProfile('Scholar')],
  /** A writer keeps their own profile (one) and videos: add, edit, delete (spec §7). */
  foreWriter: [...WORKS_AUTHOR, { action: ['create', 'update', 'delete'], subject: 'Writer', scope: 'owner' }],
  foreDissertation: WORKS_AUTHOR,
  foreHeadmaster: HEADMASTER,
  foreFamousTeach: FAMOUS_TEACHER,
  foreFamousTeachersOfBasicEducation: FAMOUS_TEACHER,
  forePhotographer: PHOTOGRAPHER,
  /** A studio manager runs their own studio: its profile, info, videos, documents and members (rows `{managerId}`). */
  studioManager: [
    { action: 'manage', subject: ['Studio', 'StudioMember', 'StudioData'], scope: 'studio' },
    { action: 'manage', subject: 'Works', scope: 'works' },
  ],
  /**
   * A studio member posts documents (资料) and edits or deletes the ones they posted; info, videos
   * and members stay the manager's. The server also requires an agreed membership of the studio.
   */
  foreStudioMember: [
    { action: 'manage', subject: 'Works', scope: 'works' },
    { action: ['read', 'create', 'update', 'delete'], subject: 'StudioData', scope: 'works' },
  ],
  /** The institution account (empty role key) administers its own institution. */
  '': [{ action: 'manage', subject: ['Organization', 'Staff', 'Dept', 'OrgRole', 'BankAccount'], scope: 'org' }, { action: 'read', subject: 'Menu', scope: 'any' }],
  /** The platform administrator: everything, including reviewing role applications. */
  foreWebAdmin: [{ action: 'manage', subject: 'all', scope: 'any' }],
};

/**
 * Content open to partner institutions only (spec §2/§6: 该资源仅面向合作机构开放!). The spec names
 * the notice, not the content; the decision (docs/decisions.md) is 地方志's 旧方志 (type 2) and
 * 土地志 (type 3), and the portal routes that list them. The server enforces it on every call that
 * returns such items, the route check answers from it, and crawlers never see these items.
 */
export const INSTITUTION_ONLY_CONTENT = {
  localHistoryTypes: [2, 3] as readonly number[],
  routes: ['/resnav/oldLocalHistory', '/resnav/landBook'] as readonly string[],
};

/** What the institution-only rule needs to know of a caller. */
export interface ReaderFacts {
  signedIn: boolean;
  /** An institution account, institution staff, or a session opened by an institution's IP range. */
  institution: boolean;
}

/** Whether a caller may see institution-only content: yes, sign in first, or refused. */
export function institutionContentAccess(facts: ReaderFacts): 'open' | 'signIn' | 'refused' {
  if (facts.institution) return 'open';
  return facts.signedIn ? 'refused' : 'signIn';
}
