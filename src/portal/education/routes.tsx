import { Fragment } from 'react';
import { Route } from 'react-router';
import { areaPage } from '../lazyPage';

const famousTeachers = () => import('./famousTeachers');
const FamousTeacherListPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'FamousTeacherListPage');
const FamousTeacherDetailPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'FamousTeacherDetailPage');
const TeacherWorkDetailPage = areaPage('src/portal/education/famousTeachers.tsx', famousTeachers, 'TeacherWorkDetailPage');
// 校长, 名校 and 高校活动 (issue 14, edu1).
const headmasters = () => import('./headmasters');
const HeadmasterListPage = areaPage('src/portal/education/headmasters.tsx', headmasters, 'HeadmasterListPage');
const HeadmasterDetailPage = areaPage('src/portal/education/headmasters.tsx', headmasters, 'HeadmasterDetailPage');
const HeadmasterVideoPage = areaPage('src/portal/education/headmasters.tsx', headmasters, 'HeadmasterVideoPage');
const HeadmasterImgTextPage = areaPage('src/portal/education/headmasters.tsx', headmasters, 'HeadmasterImgTextPage');
const famousSchools = () => import('./famousSchools');
const FamousSchoolListPage = areaPage('src/portal/education/famousSchools.tsx', famousSchools, 'FamousSchoolListPage');
const FamousSchoolDetailPage = areaPage('src/portal/education/famousSchools.tsx', famousSchools, 'FamousSchoolDetailPage');
const SchoolPostPage = areaPage('src/portal/education/famousSchools.tsx', famousSchools, 'SchoolPostPage');
const activities = () => import('./universityActivities');
const ActivityListPage = areaPage('src/portal/education/universityActivities.tsx', activities, 'ActivityListPage');
const ActivityDetailPage = areaPage('src/portal/education/universityActivities.tsx', activities, 'ActivityDetailPage');
const ActivityNewsListPage = areaPage('src/portal/education/universityActivities.tsx', activities, 'ActivityNewsListPage');
const ActivityNewsPage = areaPage('src/portal/education/universityActivities.tsx', activities, 'ActivityNewsPage');

/** Education and culture areas (issue 14), mounted inside the portal layout by App.tsx. */
export const educationRoutes = (
  <Fragment>
    <Route path="famousTeacher" element={<FamousTeacherListPage />} />
    <Route path="famousTeacher/:id" element={<FamousTeacherDetailPage />} />
    <Route path="famousTeacher/work/:id" element={<TeacherWorkDetailPage />} />
    <Route path="headmaster" element={<HeadmasterListPage />} />
    <Route path="headmaster/:id" element={<HeadmasterDetailPage />} />
    <Route path="headmaster/video/:id" element={<HeadmasterVideoPage />} />
    <Route path="headmaster/imgtext/:id" element={<HeadmasterImgTextPage />} />
    <Route path="famousSchool" element={<FamousSchoolListPage />} />
    <Route path="famousSchool/:id" element={<FamousSchoolDetailPage />} />
    <Route path="famousSchool/post/:id" element={<SchoolPostPage />} />
    <Route path="universityActivity" element={<ActivityListPage />} />
    <Route path="universityActivity/:id" element={<ActivityDetailPage />} />
    <Route path="universityActivity/news" element={<ActivityNewsListPage />} />
    <Route path="universityActivity/news/:id" element={<ActivityNewsPage />} />
  </Fragment>
);
