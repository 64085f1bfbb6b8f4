import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Descriptions } from 'antd';
import { useParams } from 'react-router';
import type { ResourceSpec } from '../resources/define';
import { renderField } from './ResourceListPage';

/** The generic detail screen: every declared field of the record. */
export function ResourceShowPage({ spec }: { spec: ResourceSpec }) {
  const { id } = useParams();
  const { query } = useShow({ resource: spec.name, id });
  const record = (query.data?.data ?? {}) as Record<string, unknown>;
  return (
    <Show resource={spec.name} recordItemId={id} isLoading={query.isLoading} title={`${spec.label.replace(/管理$/, '')}详情`}>
      <Descriptions column={1} bordered size="small" data-testid="resource-show">
        {/* A reference id (FieldSpec `ref`) is shown by its name field (期刊, 期次, 栏目), not as a number. */}
        {Object.entries(spec.fields)
          .filter(([, f]) => !f.ref)
          .map(([name, f]) => (
            <Descriptions.Item key={name} label={f.label}>
              {renderField(f, record[name])}
            </Descriptions.Item>
          ))}
      </Descriptions>
    </Show>
  );
}
