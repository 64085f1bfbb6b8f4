import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { journalManagers, journals, members, menus, menuSeedKeys, orgDepts, orgProfiles, orgRoleMenus, orgRoles, orgStaff, parties } from '../schema';
import { DEMO_PASSWORD } from './accounts';
import { TEACHER_TEACHING_MENUS, TEACHING_PLATFORM_MENUS } from './teachingMenus';

/**
 * Menus and the demo institution's structure (docs/api-access.md). A menu is a permission when it
 * names a subject and action. Person-scope menus only name what is harmless to grant without a
 * row condition (ability.ts grants person menus on every row): public reads, or rights the role's
 * policy already gives everywhere. What a role may write comes from src/access/policy.ts, with its
 * row conditions — so 我的作品 names no subject (authors manage only their own works).
 */
export interface MenuSeed {
  key: string;
  name: string;
  path: string;
  icon?: string;
  menuType: 'M' | 'C' | 'F';
  perms?: string;
  subject?: string;
  action?: string;
  /** Person scope: the role keys whose getRouters show it. */
  roleKeys?: readonly string[];
  children?: MenuSeed[];
}

export const AUTHOR_ROLE_KEYS = [
  'forePublisher',
  'foreTeacher',
  'foreScholar',
  'foreWriter',
  'foreDissertation',
  'foreHeadmaster',
  'foreFamousTeach',
  'foreFamousTeachersOfBasicEducation',
  'forePhotographer',
  'studioManager',
  'foreStudioMember',
] as const;
export const JOURNAL_ROLE_KEYS = ['foreJoumalAdmin', 'zazhisheguanli', 'editer', 'showJournalAdministrators'] as const;
const FAMOUS_TEACHER_KEYS = ['foreFamousTeach', 'foreFamousTeachersOfBasicEducation'] as const;
/** Every person role key but the platform admin. */
const EVERY_PERSON_KEY = ['foreMember', ...AUTHOR_ROLE_KEYS, ...JOURNAL_ROLE_KEYS] as const;

/** The platform admin's screens of 校长, 名校 and 高校活动 (issue 14, edu1). */
export const EDU1_PLATFORM_MENUS: readonly MenuSeed[] = [
  { key: 'headmasters', name: '校长管理', path: '/admin/headmasters', icon: 'UserOutlined', menuType: 'C', perms: 'platform:content:headmaster', subject: 'Headmaster', action: 'manage' },
  { key: 'headmasterExps', name: '校长履历管理', path: '/admin/headmasterExps', icon: 'ProfileOutlined', menuType: 'C', perms: 'platform:content:headmasterExp', subject: 'HeadmasterExp', action: 'manage' },
  { key: 'headmasterVideos', name: '校长视频管理', path: '/admin/headmasterVideos', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'platform:content:headmasterVideo', subject: 'HeadmasterWork', action: 'manage' },
  { key: 'headmasterImgTexts', name: '校长图文管理', path: '/admin/headmasterImgTexts', icon: 'FileImageOutlined', menuType: 'C', perms: 'platform:content:headmasterImgText', subject: 'HeadmasterWork', action: 'manage' },
  { key: 'famousSchools', name: '名校管理', path: '/admin/famousSchools', icon: 'BankOutlined', menuType: 'C', perms: 'platform:content:famousSchool', subject: 'Content', action: 'manage' },
  { key: 'famousSchoolPosts', name: '名校动态管理', path: '/admin/famousSchoolPosts', icon: 'NotificationOutlined', menuType: 'C', perms: 'platform:content:famousSchoolPost', subject: 'Content', action: 'manage' },
  { key: 'famousSchoolPics', name: '校园风采管理', path: '/admin/famousSchoolPics', icon: 'PictureOutlined', menuType: 'C', perms: 'platform:content:famousSchoolPic', subject: 'Content', action: 'manage' },
  { key: 'universityActivities', name: '高校活动管理', path: '/admin/universityActivities', icon: 'TrophyOutlined', menuType: 'C', perms: 'platform:content:universityActivity', subject: 'Content', action: 'manage' },
  { key: 'universityActivityRounds', name: '活动赛程管理', path: '/admin/universityActivityRounds', icon: 'ScheduleOutlined', menuType: 'C', perms: 'platform:content:universityActivityRound', subject: 'Content', action: 'manage' },
  { key: 'universityAwardWorks', name: '获奖作品管理', path: '/admin/universityAwardWorks', icon: 'CrownOutlined', menuType: 'C', perms: 'platform:content:universityAwardWork', subject: 'Content', action: 'manage' },
  { key: 'universityNews', name: '活动资讯管理', path: '/admin/universityNews', icon: 'ReadOutlined', menuType: 'C', perms: 'platform:content:universityNews', subject: 'Content', action: 'manage' },
];

/** The platform admin's screens of the people directories (issue 14, people). */
export const PEOPLE_PLATFORM_MENUS: readonly MenuSeed[] = [
  { key: 'platformScholars', name: '学者管理', path: '/admin/scholars', icon: 'SolutionOutlined', menuType: 'C', perms: 'platform:content:scholar', subject: 'Scholar', action: 'manage' },
  { key: 'platformPublishers', name: '出版社管理', path: '/admin/publishers', icon: 'ShopOutlined', menuType: 'C', perms: 'platform:content:publisher', subject: 'PublisherProfile', action: 'manage' },
  { key: 'platformTeachers', name: '教师管理', path: '/admin/teachers', icon: 'TeamOutlined', menuType: 'C', perms: 'platform:content:teacher', subject: 'TeacherProfile', action: 'manage' },
];

/** A holder's own directory profile (src/access/policy.ts `owner`): as 校长资料, the menus name only the public read. */
export const PEOPLE_OWN_MENUS: readonly MenuSeed[] = [
  { key: 'scholarOwn', name: '学者资料', path: '/admin/scholars', icon: 'SolutionOutlined', menuType: 'C', perms: 'scholar:profile', subject: 'Scholar', action: 'read', roleKeys: ['foreScholar'] },
  { key: 'publisherOwn', name: '出版社资料', path: '/admin/publishers', icon: 'ShopOutlined', menuType: 'C', perms: 'publisher:profile', subject: 'PublisherProfile', action: 'read', roleKeys: ['forePublisher'] },
  { key: 'teacherOwn', name: '教师资料', path: '/admin/teachers', icon: 'TeamOutlined', menuType: 'C', perms: 'teacher:profile', subject: 'TeacherProfile', action: 'read', roleKeys: ['foreTeacher'] },
];

/** The platform admin's screens of the directories of issue 14 (places): schools, study places, topics, databases, about-us. */
export const PLACES_PLATFORM_MENUS: readonly MenuSeed[] = [
  { key: 'schools', name: '学校管理', path: '/admin/schools', icon: 'BankOutlined', menuType: 'C', perms: 'platform:content:school', subject: 'Content', action: 'manage' },
  { key: 'campuses', name: '校区管理', path: '/admin/campuses', icon: 'EnvironmentOutlined', menuType: 'C', perms: 'platform:content:campus', subject: 'Content', action: 'manage' },
  { key: 'studyPlaces', name: '学习场所管理', path: '/admin/studyPlaces', icon: 'ShopOutlined', menuType: 'C', perms: 'platform:content:studyPlace', subject: 'Content', action: 'manage' },
  { key: 'topics', name: '专题管理', path: '/admin/topics', icon: 'AppstoreOutlined', menuType: 'C', perms: 'platform:content:topic', subject: 'Content', action: 'manage' },
  { key: 'topicSections', name: '专题栏目管理', path: '/admin/topicSections', icon: 'OrderedListOutlined', menuType: 'C', perms: 'platform:content:topicSection', subject: 'Content', action: 'manage' },
  { key: 'topicItems', name: '专题资源管理', path: '/admin/topicItems', icon: 'LinkOutlined', menuType: 'C', perms: 'platform:content:topicItem', subject: 'Content', action: 'manage' },
  { key: 'libraryDatabases', name: '数据库导航管理', path: '/admin/libraryDatabases', icon: 'DatabaseOutlined', menuType: 'C', perms: 'platform:content:database', subject: 'Content', action: 'manage' },
  { key: 'aboutSections', name: '关于我们', path: '/admin/aboutSections', icon: 'InfoCircleOutlined', menuType: 'C', perms: 'platform:content:aboutUs', subject: 'Content', action: 'manage' },
];

/** A headmaster's own page and what hangs off it (src/access/policy.ts `owner`): as 名师资料, the menus name only the public read. */
export const HEADMASTER_MENUS: readonly MenuSeed[] = [
  { key: 'headmasterOwn', name: '校长资料', path: '/admin/headmasters', icon: 'UserOutlined', menuType: 'C', perms: 'headmaster:profile', subject: 'Headmaster', action: 'read', roleKeys: ['foreHeadmaster'] },
  { key: 'headmasterExpsOwn', name: '校长履历', path: '/admin/headmasterExps', icon: 'ProfileOutlined', menuType: 'C', perms: 'headmaster:exp', subject: 'HeadmasterExp', action: 'read', roleKeys: ['foreHeadmaster'] },
  { key: 'headmasterVideosOwn', name: '校长视频', path: '/admin/headmasterVideos', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'headmaster:video', subject: 'HeadmasterWork', action: 'read', roleKeys: ['foreHeadmaster'] },
  { key: 'headmasterImgTextsOwn', name: '校长图文', path: '/admin/headmasterImgTexts', icon: 'FileImageOutlined', menuType: 'C', perms: 'headmaster:imgtext', subject: 'HeadmasterWork', action: 'read', roleKeys: ['foreHeadmaster'] },
];

export const PERSON_MENUS: readonly MenuSeed[] = [
  { key: 'roleApply', name: '角色申请', path: '/usercenter/roleApply', icon: 'IdcardOutlined', menuType: 'C', perms: 'person:roleApply', roleKeys: EVERY_PERSON_KEY },
  { key: 'works', name: '我的作品', path: '/usercenter/works', icon: 'FileTextOutlined', menuType: 'C', perms: 'person:works', roleKeys: AUTHOR_ROLE_KEYS },
  // Publishers' own books (src/access/policy.ts `owner`): the menu names only the public read; the
  // writes come from the policy, with its row condition.
  { key: 'publisherBooks', name: '图书管理', path: '/admin/books', icon: 'BookOutlined', menuType: 'C', perms: 'publisher:book', subject: 'Book', action: 'read', roleKeys: ['forePublisher'] },
  // A famous teacher's own page and works (src/access/policy.ts `owner`): as 图书管理 above, the
  // menus name only the public read; the writes come from the policy with its row condition.
  { key: 'famousTeacherOwn', name: '名师资料', path: '/admin/famousTeachers', icon: 'SolutionOutlined', menuType: 'C', perms: 'famousTeacher:profile', subject: 'FamousTeacher', action: 'read', roleKeys: FAMOUS_TEACHER_KEYS },
  { key: 'famousTeacherWorksOwn', name: '名师成果', path: '/admin/famousTeacherWorks', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'famousTeacher:works', subject: 'FamousTeacherWork', action: 'read', roleKeys: FAMOUS_TEACHER_KEYS },
  // A teacher's students' compositions and recitations (src/access/policy.ts `owner`), as above.
  { key: 'teacherCompositions', name: '学生作文', path: '/admin/compositions', icon: 'EditOutlined', menuType: 'C', perms: 'teacher:composition', subject: 'Composition', action: 'read', roleKeys: ['foreTeacher'] },
  { key: 'teacherRecitations', name: '学生朗诵', path: '/admin/recitations', icon: 'AudioOutlined', menuType: 'C', perms: 'teacher:recitation', subject: 'Recitation', action: 'read', roleKeys: ['foreTeacher'] },
  // Teacher studios (issue 13): the manager runs their studio; a member posts documents. The menus
  // name only the public read; what each may write is the policy's (studio rows `{managerId}`, posts `{uid}`).
  {
    key: 'studio',
    name: '工作室管理',
    path: '/usercenter/studio',
    icon: 'HomeOutlined',
    menuType: 'M',
    perms: 'person:studio',
    subject: 'Studio',
    action: 'read',
    roleKeys: ['studioManager'],
    children: [
      { key: 'studioProfile', name: '工作室信息', path: '/usercenter/studio/profile', menuType: 'C', perms: 'studio:profile', subject: 'Studio', action: 'read' },
      { key: 'studioInfos', name: '工作室资讯', path: '/usercenter/studio/infos', menuType: 'C', perms: 'studio:info', subject: 'Studio', action: 'read' },
      { key: 'studioData', name: '工作室资料', path: '/usercenter/studio/data', menuType: 'C', perms: 'studio:data', subject: 'StudioData', action: 'read' },
      { key: 'studioVideos', name: '工作室视频', path: '/usercenter/studio/videos', menuType: 'C', perms: 'studio:video', subject: 'Studio', action: 'read' },
      { key: 'studioMembers', name: '成员管理', path: '/usercenter/studio/members', menuType: 'C', perms: 'studio:member', subject: 'Studio', action: 'read' },
    ],
  },
  {
    key: 'studioMember',
    name: '我的工作室',
    path: '/usercenter/studioMember',
    icon: 'TeamOutlined',
    menuType: 'M',
    perms: 'person:studioMember',
    subject: 'Studio',
    action: 'read',
    roleKeys: ['foreStudioMember'],
    children: [{ key: 'studioMemberData', name: '资料投稿', path: '/usercenter/studioMember/data', menuType: 'C', perms: 'studioMember:data', subject: 'StudioData', action: 'read' }],
  },
  // A signed writer's profile and videos (issue 13): the menus name only the public read; the
  // writes come from the policy (`Writer`, rows `{ownerId}`).
  { key: 'writerProfileOwn', name: '作家信息', path: '/admin/writerProfiles', icon: 'UserOutlined', menuType: 'C', perms: 'writer:profile', subject: 'Writer', action: 'read', roleKeys: ['foreWriter'] },
  { key: 'writerVideosOwn', name: '作家视频', path: '/admin/writerVideos', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'writer:video', subject: 'Writer', action: 'read', roleKeys: ['foreWriter'] },
  {
    key: 'magazine',
    name: '期刊管理',
    path: '/usercenter/magazine',
    icon: 'ReadOutlined',
    menuType: 'M',
    perms: 'journal:manage',
    subject: 'Journal',
    action: 'read',
    roleKeys: JOURNAL_ROLE_KEYS,
    children: [
      { key: 'periods', name: '期次管理', path: '/usercenter/magazine/periods', menuType: 'C', perms: 'journal:period', subject: 'Period', action: 'read' },
      { key: 'columns', name: '栏目管理', path: '/usercenter/magazine/columns', menuType: 'C', perms: 'journal:column', subject: 'Column', action: 'read' },
      { key: 'articles', name: '文章管理', path: '/usercenter/magazine/articles', menuType: 'C', perms: 'journal:article', subject: 'Article', action: 'read' },
    ],
  },
  {
    key: 'platform',
    name: '平台管理',
    path: '/admin',
    icon: 'SettingOutlined',
    menuType: 'M',
    perms: 'platform:manage',
    roleKeys: ['foreWebAdmin'],
    children: [
      { key: 'roleReview', name: '角色申请审核', path: '/admin/roleApplications', icon: 'AuditOutlined', menuType: 'C', perms: 'platform:roleApply:review', subject: 'RoleApplication', action: 'review' },
      { key: 'organizations', name: '机构管理', path: '/admin/organizations', icon: 'BankOutlined', menuType: 'C', perms: 'platform:organization', subject: 'Organization', action: 'manage' },
      { key: 'menus', name: '菜单管理', path: '/admin/menus', icon: 'MenuOutlined', menuType: 'C', perms: 'platform:menu', subject: 'Menu', action: 'manage' },
      { key: 'roleKeyMenus', name: '角色菜单', path: '/admin/roleKeyMenus', icon: 'SafetyCertificateOutlined', menuType: 'C', perms: 'platform:menu:bind', subject: 'Menu', action: 'update' },
      // Every journal's information, issues, columns and articles: the journal editors' screens, unscoped for the admin.
      { key: 'platformJournals', name: '期刊管理', path: '/admin/managedJournals', icon: 'ReadOutlined', menuType: 'C', perms: 'platform:journal', subject: 'Journal', action: 'manage' },
      { key: 'platformPeriods', name: '期次管理', path: '/admin/managedPeriods', icon: 'CalendarOutlined', menuType: 'C', perms: 'platform:period', subject: 'Period', action: 'manage' },
      { key: 'platformColumns', name: '栏目管理', path: '/admin/managedColumns', icon: 'AppstoreOutlined', menuType: 'C', perms: 'platform:column', subject: 'Column', action: 'manage' },
      { key: 'platformArticles', name: '文章管理', path: '/admin/managedArticles', icon: 'FileTextOutlined', menuType: 'C', perms: 'platform:article', subject: 'Article', action: 'manage' },
      { key: 'books', name: '图书管理', path: '/admin/books', icon: 'BookOutlined', menuType: 'C', perms: 'platform:content:book', subject: 'Book', action: 'manage' },
      { key: 'laws', name: '法规管理', path: '/admin/laws', icon: 'FileProtectOutlined', menuType: 'C', perms: 'platform:content:law', subject: 'Content', action: 'manage' },
      { key: 'newspapers', name: '报纸管理', path: '/admin/newspapers', icon: 'ReadOutlined', menuType: 'C', perms: 'platform:content:newspaper', subject: 'Content', action: 'manage' },
      { key: 'news', name: '新闻管理', path: '/admin/news', icon: 'ProfileOutlined', menuType: 'C', perms: 'platform:content:news', subject: 'Content', action: 'manage' },
      { key: 'ancientBooks', name: '古籍管理', path: '/admin/ancientBooks', icon: 'BookOutlined', menuType: 'C', perms: 'platform:content:ancient', subject: 'Content', action: 'manage' },
      { key: 'localHistories', name: '方志管理', path: '/admin/localHistories', icon: 'EnvironmentOutlined', menuType: 'C', perms: 'platform:content:localHistory', subject: 'Content', action: 'manage' },
      { key: 'theses', name: '学位论文管理', path: '/admin/theses', icon: 'ExperimentOutlined', menuType: 'C', perms: 'platform:content:thesis', subject: 'Content', action: 'manage' },
      { key: 'standards', name: '标准管理', path: '/admin/standards', icon: 'SafetyOutlined', menuType: 'C', perms: 'platform:content:standard', subject: 'Content', action: 'manage' },
      { key: 'banners', name: '轮播图管理', path: '/admin/banners', icon: 'PictureOutlined', menuType: 'C', perms: 'platform:content:banner', subject: 'Content', action: 'manage' },
      { key: 'yearbooks', name: '年鉴管理', path: '/admin/yearbooks', icon: 'CalendarOutlined', menuType: 'C', perms: 'platform:content:yearbook', subject: 'Content', action: 'manage' },
      { key: 'famousTeachers', name: '名师管理', path: '/admin/famousTeachers', icon: 'SolutionOutlined', menuType: 'C', perms: 'platform:content:famousTeacher', subject: 'FamousTeacher', action: 'manage' },
      { key: 'famousTeacherWorks', name: '名师成果管理', path: '/admin/famousTeacherWorks', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'platform:content:famousTeacherWork', subject: 'FamousTeacherWork', action: 'manage' },
      { key: 'worksReview', name: '作品审核', path: '/admin/worksReview', icon: 'AuditOutlined', menuType: 'C', perms: 'platform:works:review', subject: 'Works', action: 'review' },
      { key: 'copyrightReview', name: '版权登记审核', path: '/admin/copyrightReview', icon: 'SafetyCertificateOutlined', menuType: 'C', perms: 'platform:copyright:review', subject: 'Copyright', action: 'review' },
      { key: 'sensitiveWords', name: '敏感词管理', path: '/admin/sensitiveWords', icon: 'StopOutlined', menuType: 'C', perms: 'platform:works:words', subject: 'Works', action: 'review' },
      { key: 'contentAudits', name: '操作日志', path: '/admin/contentAudits', icon: 'HistoryOutlined', menuType: 'C', perms: 'platform:content:audit', subject: 'Content', action: 'manage' },
      // Commerce (issue 12): every order, back-office adjustments, reconciliation, top-up choices, institutions' subscription packages.
      { key: 'adminOrders', name: '订单管理', path: '/admin/adminOrders', icon: 'ShoppingCartOutlined', menuType: 'C', perms: 'platform:order', subject: 'Order', action: 'manage' },
      { key: 'walletAdjust', name: '余额积分调整', path: '/admin/walletAdjust', icon: 'WalletOutlined', menuType: 'C', perms: 'platform:order:adjust', subject: 'Order', action: 'manage' },
      { key: 'reconcile', name: '对账', path: '/admin/reconcile', icon: 'AccountBookOutlined', menuType: 'C', perms: 'platform:order:reconcile', subject: 'Order', action: 'manage' },
      { key: 'rechargeOptions', name: '充值选项', path: '/admin/rechargeOptions', icon: 'MoneyCollectOutlined', menuType: 'C', perms: 'platform:order:recharge', subject: 'Order', action: 'manage' },
      { key: 'securityGroups', name: '机构订阅包', path: '/admin/securityGroups', icon: 'SafetyOutlined', menuType: 'C', perms: 'platform:securityGroup', subject: 'Order', action: 'manage' },
      { key: 'platformIssues', name: '问题反馈', path: '/admin/platformIssues', icon: 'CustomerServiceOutlined', menuType: 'C', perms: 'platform:issue', subject: 'PlatformIssue', action: 'manage' },
      // 数据字典 (issue 11): the names of every code the site shows, edited without a release.
      { key: 'dictTypes', name: '字典管理', path: '/admin/dictTypes', icon: 'BookOutlined', menuType: 'C', perms: 'platform:dict:type', subject: 'Content', action: 'manage' },
      { key: 'dictData', name: '字典数据', path: '/admin/dictData', icon: 'UnorderedListOutlined', menuType: 'C', perms: 'platform:dict:data', subject: 'Content', action: 'manage' },
      { key: 'compositions', name: '作文管理', path: '/admin/compositions', icon: 'EditOutlined', menuType: 'C', perms: 'platform:content:composition', subject: 'Composition', action: 'manage' },
      { key: 'recitations', name: '朗诵管理', path: '/admin/recitations', icon: 'AudioOutlined', menuType: 'C', perms: 'platform:content:recitation', subject: 'Recitation', action: 'manage' },
      // Photography and calligraphy (issue 14): every photographer's rows, the activities, and the calligraphy area.
      { key: 'photos', name: '摄影作品管理', path: '/admin/photos', icon: 'PictureOutlined', menuType: 'C', perms: 'platform:content:photo', subject: 'Photo', action: 'manage' },
      { key: 'photoActivities', name: '摄影活动管理', path: '/admin/photoActivities', icon: 'FlagOutlined', menuType: 'C', perms: 'platform:content:photoActivity', subject: 'Content', action: 'manage' },
      { key: 'photoCourses', name: '摄影课堂管理', path: '/admin/photoCourses', icon: 'PlaySquareOutlined', menuType: 'C', perms: 'platform:content:photoCourse', subject: 'PhotoCourse', action: 'manage' },
      { key: 'photoChapters', name: '课程章节管理', path: '/admin/photoChapters', icon: 'OrderedListOutlined', menuType: 'C', perms: 'platform:content:photoChapter', subject: 'PhotoCourse', action: 'manage' },
      { key: 'photoClasses', name: '课程视频管理', path: '/admin/photoClasses', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'platform:content:photoClass', subject: 'PhotoCourse', action: 'manage' },
      { key: 'calligraphyWorks', name: '书法作品管理', path: '/admin/calligraphyWorks', icon: 'HighlightOutlined', menuType: 'C', perms: 'platform:content:calligraphy', subject: 'Content', action: 'manage' },
      { key: 'calligraphers', name: '书法家管理', path: '/admin/calligraphers', icon: 'UserOutlined', menuType: 'C', perms: 'platform:content:calligrapher', subject: 'Content', action: 'manage' },
      // 校长, 名校 and 高校活动 (issue 14, edu1); docs/decisions.md. Existing databases get them from the start-up menu sync.
      ...EDU1_PLATFORM_MENUS,
      // 基础教育 teaching resources and catalogue (issue 14, edubasic).
      ...TEACHING_PLATFORM_MENUS,
      ...PLACES_PLATFORM_MENUS,
      // Every teacher studio and every signed writer (issue 13): the managers' and writers' screens, unscoped for the admin.
      {
        key: 'platformStudios',
        name: '教师工作室',
        path: '/admin/studios',
        icon: 'HomeOutlined',
        menuType: 'M',
        perms: 'platform:studio',
        children: [
          { key: 'platformStudioList', name: '工作室列表', path: '/admin/studios', menuType: 'C', perms: 'platform:studio:list', subject: 'Studio', action: 'manage' },
          { key: 'platformStudioInfos', name: '工作室资讯', path: '/admin/studioInfos', menuType: 'C', perms: 'platform:studio:info', subject: 'Studio', action: 'manage' },
          { key: 'platformStudioData', name: '工作室资料', path: '/admin/studioData', menuType: 'C', perms: 'platform:studio:data', subject: 'StudioData', action: 'manage' },
          { key: 'platformStudioVideos', name: '工作室视频', path: '/admin/studioVideos', menuType: 'C', perms: 'platform:studio:video', subject: 'Studio', action: 'manage' },
          { key: 'platformStudioMembers', name: '工作室成员', path: '/admin/studioMembers', menuType: 'C', perms: 'platform:studio:member', subject: 'StudioMember', action: 'manage' },
        ],
      },
      { key: 'platformWriters', name: '作家管理', path: '/admin/writerProfiles', icon: 'UserOutlined', menuType: 'C', perms: 'platform:writer', subject: 'Writer', action: 'manage' },
      { key: 'platformWriterVideos', name: '作家视频管理', path: '/admin/writerVideos', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'platform:writer:video', subject: 'Writer', action: 'manage' },
      // The people directories (issue 14, people): every profile, 上架/下架 included.
      ...PEOPLE_PLATFORM_MENUS,
    ],
  },
  // A photographer's own photos and courses (src/access/policy.ts `owner`): as 名师资料 above, the
  // menus name only the public read; the writes come from the policy with its row condition.
  { key: 'photosOwn', name: '我的摄影作品', path: '/admin/photos', icon: 'PictureOutlined', menuType: 'C', perms: 'photographer:photo', subject: 'Photo', action: 'read', roleKeys: ['forePhotographer'] },
  { key: 'photoCoursesOwn', name: '我的摄影课堂', path: '/admin/photoCourses', icon: 'PlaySquareOutlined', menuType: 'C', perms: 'photographer:course', subject: 'PhotoCourse', action: 'read', roleKeys: ['forePhotographer'] },
  { key: 'photoChaptersOwn', name: '课程章节', path: '/admin/photoChapters', icon: 'OrderedListOutlined', menuType: 'C', perms: 'photographer:chapter', subject: 'PhotoCourse', action: 'read', roleKeys: ['forePhotographer'] },
  { key: 'photoClassesOwn', name: '课程视频', path: '/admin/photoClasses', icon: 'VideoCameraOutlined', menuType: 'C', perms: 'photographer:class', subject: 'PhotoCourse', action: 'read', roleKeys: ['forePhotographer'] },
  ...HEADMASTER_MENUS,
  ...PEOPLE_OWN_MENUS,
  ...TEACHER_TEACHING_MENUS,
];

/** Organization menus: each grants its action on its subject, on the staff member's own institution only. */
export const ORGANIZATION_MENUS: readonly MenuSeed[] = [
  { key: 'orgInfo', name: '机构信息', path: '/org/info', icon: 'BankOutlined', menuType: 'C', perms: 'org:info', subject: 'Organization', action: 'manage' },
  { key: 'orgDept', name: '部门管理', path: '/org/dept', icon: 'ApartmentOutlined', menuType: 'C', perms: 'org:dept', subject: 'Dept', action: 'manage' },
  { key: 'orgStaff', name: '员工管理', path: '/org/staff', icon: 'TeamOutlined', menuType: 'C', perms: 'org:staff', subject: 'Staff', action: 'manage' },
  { key: 'orgRole', name: '角色管理', path: '/org/role', icon: 'SafetyCertificateOutlined', menuType: 'C', perms: 'org:role', subject: 'OrgRole', action: 'manage' },
  { key: 'orgBank', name: '银行账户', path: '/org/bank', icon: 'CreditCardOutlined', menuType: 'C', perms: 'org:bank', subject: 'BankAccount', action: 'manage' },
  { key: 'orgUsage', name: '使用统计', path: '/org/usage', icon: 'BarChartOutlined', menuType: 'C', perms: 'org:usage', subject: 'Organization', action: 'read' },
];

/** The demo institution's department, role (bound to two menus) and staff account. */
export const DEMO_ORG_STRUCTURE = {
  dept: { name: '综合办公室', leader: '郑敏', phone: '13800000019' },
  role: { name: '办公室管理员', roleKey: 'office_admin', menuKeys: ['orgDept', 'orgStaff'] },
  /** Signs in with DEMO_PASSWORD (the hash is demo_org's). */
  staff: { username: 'demo_staff', mname: '钱芳', phone: '13800000018', password: DEMO_PASSWORD },
  profile: { orgType: '1', areaCode: '110108', address: '北京市海淀区文库路1号', contactName: '钱芳', contactPhone: '13800000018' },
} as const;

/** demo_journal manages the first two journals (by id). */
export const DEMO_MANAGED_JOURNALS = 2;

/**
 * Seeds the demo institution's structure and journal assignments. The menus themselves are put in
 * by syncSeededMenus (./menuSync.ts), which runs first: the same code brings later menus to existing databases.
 */
export async function seedAccess(db: Db): Promise<void> {
  const ids = new Map((await db.select({ key: menuSeedKeys.key, menuId: menuSeedKeys.menuId }).from(menuSeedKeys).where(eq(menuSeedKeys.scope, 'organization'))).map((r) => [r.key, r.menuId]));

  // demo_org's hash is of the same demo password: reused, so seeding costs no extra argon2 run.
  const [org] = await db.select({ partyId: members.partyId, passwordHash: members.passwordHash }).from(members).where(eq(members.username, 'demo_org'));
  const [journalAdmin] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_journal'));
  if (!org || !journalAdmin) throw new Error('seedAccess: run seedAccounts first (demo_org, demo_journal)');
  const orgPartyId = org.partyId;
  const s = DEMO_ORG_STRUCTURE;

  await db.insert(orgProfiles).values({ partyId: orgPartyId, ...s.profile, authStatus: 2 });
  const [dept] = await db.insert(orgDepts).values({ orgPartyId, ...s.dept, sort: 1 }).returning({ id: orgDepts.id });
  const [role] = await db.insert(orgRoles).values({ orgPartyId, name: s.role.name, roleKey: s.role.roleKey, sort: 1 }).returning({ id: orgRoles.id });
  await db.insert(orgRoleMenus).values(s.role.menuKeys.map((k) => ({ orgRoleId: role.id, menuId: ids.get(k)! })));

  // A staff account: its own person party, no person role, employed by the institution.
  const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
  const [staff] = await db
    .insert(members)
    .values({ partyId: party.id, orgPartyId, username: s.staff.username, mname: s.staff.mname, phone: s.staff.phone, passwordHash: org.passwordHash, memberType: 1 })
    .returning({ id: members.id });
  await db.insert(orgStaff).values({ orgPartyId, memberId: staff.id, deptId: dept.id, orgRoleId: role.id });

  const firstJournals = await db.select({ id: journals.id }).from(journals).orderBy(asc(journals.id)).limit(DEMO_MANAGED_JOURNALS);
  if (firstJournals.length) await db.insert(journalManagers).values(firstJournals.map((j) => ({ memberId: journalAdmin.id, journalId: j.id })));
}

/** Menu ids by seed key (tests, the admin screens' fixtures). */
export async function menuIdsByPerms(db: Db, perms: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: menus.id, perms: menus.perms }).from(menus).where(inArray(menus.perms, [...perms]));
  return new Map(rows.map((r) => [r.perms ?? '', r.id]));
}
