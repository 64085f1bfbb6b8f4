import { Fragment, lazy } from 'react';
import { Route } from 'react-router';

// Each page is its own chunk: readers who never sign in do not download them.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const ForgetPasswordPage = lazy(() => import('./pages/ForgetPasswordPage'));
const UserCenterPage = lazy(() => import('./usercenter/UserCenterPage'));
const MagazinePage = lazy(() => import('./usercenter/MagazinePage'));
const RechargePage = lazy(() => import('../commerce/RechargePage'));
const WorksPage = lazy(() => import('./usercenter/WorksPage'));
const CopyrightRoutes = lazy(() => import('../copyright/CopyrightRoutes'));

/** Sign-in, registration, password recovery and the user centre's account pages. */
export const accountRoutes = (
  <Fragment>
    <Route path="login" element={<LoginPage />} />
    <Route path="forgetPassword" element={<ForgetPasswordPage />} />
    <Route path="usercenter" element={<UserCenterPage />} />
    <Route path="usercenter/magazine" element={<MagazinePage />} />
    <Route path="recharge" element={<RechargePage />} />
    <Route path="usercenter/works" element={<WorksPage />} />
    <Route path="copyright/*" element={<CopyrightRoutes />} />
  </Fragment>
);
