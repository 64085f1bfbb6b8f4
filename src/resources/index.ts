import { FOUND_AREAS } from '#found-areas';
import type { ResourceSpec } from './define';
import { areaResource } from './areaKit';
import { articleResource, managedArticleResource } from './articles';
import { bannerResource } from './banners';
import { bookResource } from './books';
import { dictDataResource, dictTypeResource } from './dictData';
import { journalResource, managedJournalResource } from './journals';
import { managedPeriodResource, periodResource } from './periods';
import { columnResource, managedColumnResource } from './columns';
import { conferenceResource } from './conferences';
import { newsResource, newspaperResource } from './newspapers';
import { ancientBookResource } from './ancientBooks';
import { localHistoryResource } from './localHistories';
import { thesisResource } from './theses';
import { lawResource } from './laws';
import { standardResource } from './standards';
import { writerResource } from './writers';
import { staffResource } from './staff';
import { deptResource } from './depts';
import { orgRoleResource } from './orgRoles';
import { bankAccountResource } from './bankAccounts';
import { organizationResource } from './organizations';
import { roleApplicationResource } from './roleApplications';
import { MENU_SUBJECT_LABELS, menuResource } from './menus';
import { AUDITED_ENTITY_LABELS, contentAuditResource } from './contentAudits';
import { platformIssueResource } from './platformIssues';
import { sensitiveWordResource, worksReviewResource } from './works';
import { copyrightReviewResource } from './copyright';
import { studioDataResource, studioInfoResource, studioMemberResource, studioResource, studioVideoResource } from './studios';
import { adminOrderResource, rechargeOptionResource, securityGroupResource } from './commerceAdmin';
import { famousTeacherResource, teacherWorkResource } from './famousTeachers';
import { writerProfileResource, writerVideoResource } from './writerProfiles';
import { headmasterExpResource, headmasterImgTextResource, headmasterResource, headmasterVideoResource } from './headmasters';
import { compositionResource } from './compositions';
import { recitationResource } from './recitations';
import { photoActivityResource, photoChapterResource, photoClassResource, photoCourseResource, photoResource } from './photography';
import { calligrapherResource, calligraphyResource } from './calligraphy';
import { famousSchoolResource, schoolPicResource, schoolPostResource } from './famousSchools';
import { activityResource, awardWorkResource, roundResource, universityNewsResource } from './universityActivities';
import { publisherResource, scholarResource, teacherResource } from './people';
import { teachingResource, teachingTypeResource } from './teaching';
import { campusResource, schoolResource } from './schools';
import { studyPlaceResource } from './studyPlaces';
import { topicItemResource, topicResource, topicSectionResource } from './topics';
import { libraryDatabaseResource } from './libraryDatabases';
import { aboutSectionResource } from './aboutUs';

/** Every declared resource, by Refine resource name. */
export const resourceList: ResourceSpec[] = [
  journalResource,
  articleResource,
  periodResource,
  columnResource,
  conferenceResource,
  bookResource,
  bannerResource,
  dictDataResource,
  newspaperResource,
  newsResource,
  ancientBookResource,
  localHistoryResource,
  thesisResource,
  lawResource,
  standardResource,
  writerResource,
  staffResource,
  deptResource,
  orgRoleResource,
  bankAccountResource,
  organizationResource,
  roleApplicationResource,
  menuResource,
  contentAuditResource,
  platformIssueResource,
  worksReviewResource,
  sensitiveWordResource,
  copyrightReviewResource,
  adminOrderResource,
  rechargeOptionResource,
  securityGroupResource,
  managedJournalResource,
  managedPeriodResource,
  managedColumnResource,
  managedArticleResource,
  studioResource,
  studioInfoResource,
  studioDataResource,
  studioVideoResource,
  studioMemberResource,
  famousTeacherResource,
  teacherWorkResource,
  headmasterResource,
  headmasterExpResource,
  headmasterVideoResource,
  headmasterImgTextResource,
  dictTypeResource,
  compositionResource,
  recitationResource,
  photoResource,
  photoActivityResource,
  photoCourseResource,
  photoChapterResource,
  photoClassResource,
  calligraphyResource,
  calligrapherResource,
  famousSchoolResource,
  schoolPostResource,
  schoolPicResource,
  activityResource,
  roundResource,
  awardWorkResource,
  universityNewsResource,
  writerProfileResource,
  writerVideoResource,
  scholarResource,
  publisherResource,
  teacherResource,
  teachingResource,
  teachingTypeResource,
  schoolResource,
  campusResource,
  studyPlaceResource,
  topicResource,
  topicSectionResource,
  topicItemResource,
  libraryDatabaseResource,
  aboutSectionResource,
  // The content-area kit's: each from its declaration (src/areas/declared/), found, never listed.
  ...FOUND_AREAS.map(areaResource),
] as unknown as ResourceSpec[];

// 操作日志's 内容类型 (src/resources/contentAudits.ts): every resource with management calls.
for (const r of resourceList) {
  const { create, update, remove, publish } = r.calls;
  if (create || update || remove || publish) AUDITED_ENTITY_LABELS[r.name] = r.label;
  // A review's 通过/驳回 is logged under the reviewing screen's name (作品审核, 角色申请审核 …).
  if (r.rowActions?.some((a) => a.kind === 'review')) AUDITED_ENTITY_LABELS[r.name] = r.label;
}

// 菜单管理's 权限对象: each subject by the Chinese name of the first resource declared on it.
for (const r of resourceList) {
  if (r.subject && !MENU_SUBJECT_LABELS[r.subject]) MENU_SUBJECT_LABELS[r.subject] = r.label.replace(/管理$/, '');
}

export const resourcesByName: Record<string, ResourceSpec> = Object.fromEntries(
  resourceList.map((r) => [r.name, r]),
);
