import { Navigate, Route, Routes } from 'react-router';
import { ThemedLayout, ThemedTitle } from '@refinedev/antd';
import { resourceList } from '../resources';
import { hasGenericList } from '../providers/refineResources';
import { ResourceListPage } from './ResourceListPage';
import { NotFoundPage } from '../portal/pages/NotFoundPage';

const listed = resourceList.filter(hasGenericList);

/** The management side, loaded only when someone opens /admin. Screens come from the resource declarations. */
export default function AdminApp() {
  return (
    <ThemedLayout Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text="文库管理后台" />}>
      <Routes>
        <Route index element={<Navigate to={listed[0] ? listed[0].name : '/'} replace />} />
        {listed.map((spec) => (
          <Route key={spec.name} path={spec.name} element={<ResourceListPage spec={spec} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ThemedLayout>
  );
}
