import type { Module } from '../http/routes';
import { AREA_KIT_MODULES } from './area/kitModules';
import { dictModule } from './dict/routes';
import { bannerModule } from './banner/routes';
import { statsModule } from './stats/routes';
import { journalModule } from './journal/routes';
import { bookModule } from './book/routes';
import { feedbackModule } from './feedback/routes';
import { authModule } from './auth/routes';
import { memberModule } from './member/routes';
import { newspaperModule } from './newspaper/routes';
import { ancientModule } from './ancient/routes';
import { localHistoryModule } from './localHistory/routes';
import { thesisModule } from './thesis/routes';
import { legislationModule } from './legislation/routes';
import { standardModule } from './standard/routes';
import { writerModule } from './writer/routes';
import { searchModule } from './search/routes';
import { menuModule } from './menu/routes';
import { roleApplyModule } from './roleApply/routes';
import { organizationModule } from './organization/routes';
import { counterModule } from './counter/routes';
import { errorCorrectionModule } from './errorCorrection/routes';
import { oaiModule } from './oai/routes';
import { sitemapModule } from './sitemap/routes';
import { collectModule } from './collect/routes';
import { readingLogModule } from './readingLog/routes';
import { commentModule } from './comment/routes';
import { journalManageModule } from './journalManage/routes';
import { coverModule } from './covers/routes';
import { openApiModule } from './openapi/routes';
import { contentAuditModule } from './contentAudit/routes';
import { uploadModule } from './upload/routes';
import { exportModule } from './export/routes';
import { platformIssueModule } from './platformIssue/routes';
import { orderModule } from './order/routes';
import { orderAdminModule } from './order/admin';
import { orderDownloadModule } from './order/downloads';
import { fileLicenseModule } from './order/fileLicense';
import { securityGroupModule } from './order/securityGroups';
import { payModule } from './pay/routes';
import { worksModule } from './works/routes';
import { copyrightModule } from './copyright/routes';
import { studioModule } from './studio/routes';
import { famousTeacherModule } from './famousTeacher/routes';
import { photographyModule } from './photography/routes';
import { calligraphyModule } from './calligraphy/routes';
import { mediaModule } from './media/routes';
import { headmasterModule } from './headmaster/routes';
import { peopleModule } from './people/routes';
import { compositionModule } from './composition/routes';
import { recitationModule } from './recitation/routes';
import { regulationsModule } from './regulations/routes';
import { famousSchoolModule } from './famousSchool/routes';
import { universityActivityModule } from './universityActivity/routes';
import { teachingModule } from './teaching/routes';
import { placesModule } from './places/routes';
import { catalogueModule } from './catalogue/routes';
import { workbenchModule } from './workbench/routes';

/** Every call group of spec §7, registered in this order by app.ts. */
export const modules: Module[] = [dictModule, bannerModule, statsModule, journalModule, bookModule, feedbackModule,
  authModule,
  memberModule,
  newspaperModule,
  ancientModule,
  localHistoryModule,
  thesisModule,
  legislationModule,
  standardModule,
  writerModule,
  searchModule,
  menuModule,
  roleApplyModule,
  organizationModule,
  counterModule,
  collectModule,
  readingLogModule,
  commentModule,
  journalManageModule,
  errorCorrectionModule,
  coverModule,
  contentAuditModule,
  uploadModule,
  exportModule,
  platformIssueModule,
  orderModule,
  orderAdminModule,
  orderDownloadModule,
  fileLicenseModule,
  securityGroupModule,
  payModule,
  worksModule,
  copyrightModule,
  studioModule,
  famousTeacherModule,
  headmasterModule,
  famousSchoolModule,
  universityActivityModule,
  mediaModule,
  compositionModule,
  recitationModule,
  regulationsModule,
  sitemapModule(),
  oaiModule(),
  openApiModule,
  photographyModule,
  calligraphyModule,
  peopleModule,
  teachingModule,
  placesModule,
  catalogueModule,
  workbenchModule,
  // The content-area kit's (src/areas/declared/): from each declaration, found, never listed.
  ...AREA_KIT_MODULES,
];
