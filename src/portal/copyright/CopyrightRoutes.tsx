import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import ApplyWizardPage from './ApplyWizardPage';
import VerifyPage from './VerifyPage';

/**
 * `/copyright/verify` (public 版权登记查询) and `/copyright/apply` (the applicant's six-step wizard):
 * one chunk behind one lazy route (`/copyright/*`), so the portal's first-load bundle gains a single
 * import for all of 版权登记.
 */
export default function CopyrightRoutes() {
  return (
    <Routes>
      <Route path="verify" element={<VerifyPage />} />
      <Route path="apply" element={<ApplyWizardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
