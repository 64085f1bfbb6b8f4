import { Show } from '@refinedev/antd';
import { useCan, useShow } from '@refinedev/core';
import { Button, Descriptions, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { FieldSpec, ResourceSpec } from '../resources/define';
import { renderField } from './renderField';
import { PageTitle } from './PageTitle';
import { refNameLookup } from './refSources';
import { IssueThread } from '../ui/IssueThread';
import { OrderLedgerEntries } from './OrderLedgerEntries';

/** What a resource's detail screen shows below its fields, beyond the declaration (a conversation to answer, an order's ledger entries). */
const SHOW_EXTRAS: Record<string, (props: { id: number; record: Record<string, unknown>; onChanged: () => void }) => React.ReactNode> = {
  platformIssues: ({ id, onChanged }) => <IssueThread id={id} onChanged={onChanged} />,
  adminOrders: ({ record }) => <OrderLedgerEntries record={record} />,
};

/**
 * The fields a detail screen shows: every declared one, a reference (FieldSpec `ref`) by name —
 * by the record's own name field when it declares one under the same label (期刊 journalName,
 * 所属工作室 studioName), else read by RefName (章节, 校长, 所属活动) when its kind can be named
 * one record at a time (a classification picked from a tree, 摄影分类, is not shown as a number);
 * never a form-only choice.
 */
export function shownFields(spec: ResourceSpec, record: Record<string, unknown>): Array<[string, FieldSpec]> {
  const fields = Object.entries(spec.fields);
  const twinned = (name: string, f: FieldSpec) => fields.some(([other, g]) => other !== name && !g.ref && g.label === f.label);
  return fields.filter(([name, f]) => !f.formOnly && !(f.ref && (twinned(name, f) || !refNameLookup(f.ref, f.refBy ? record[f.refBy] : undefined))));
}

/** The generic detail screen: every declared field of the record, with Chinese actions (编辑, 返回列表). */
export function ResourceShowPage({ spec }: { spec: ResourceSpec }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow({ resource: spec.name, id, meta: { manage: true }, errorNotification: (e) => ({ message: '加载失败', description: e?.message, type: 'error' }) });
  const record = (query.data?.data ?? {}) as Record<string, unknown>;
  const loaded = query.data?.data !== undefined;
  const mayUpdate = useCan({ resource: spec.name, action: 'update', params: { record }, queryOptions: { enabled: loaded } }).data?.can === true;
  const mayEdit = Boolean(spec.calls.update) && loaded && mayUpdate;
  return (
    <Show
      resource={spec.name}
      recordItemId={id}
      isLoading={query.isLoading}
      title={<PageTitle>{`${spec.label.replace(/管理$/, '')}详情`}</PageTitle>}
      breadcrumb={false}
      goBack={false}
      headerButtons={() => (
        <Space>
          <Button onClick={() => navigate(`/admin/${spec.name}`)}>返回列表</Button>
          {mayEdit && (
            <Button type="primary" onClick={() => navigate(`/admin/${spec.name}/edit/${String(id)}`, { state: { record } })}>
              编辑
            </Button>
          )}
        </Space>
      )}
    >
      <Descriptions column={1} bordered size="small" data-testid="resource-show" styles={{ label: { width: 140, whiteSpace: 'nowrap' } }}>
        {shownFields(spec, record).map(([name, f]) => (
          <Descriptions.Item key={name} label={f.label}>
            {renderField(f, record[name], record)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {SHOW_EXTRAS[spec.name] && id && <div style={{ marginTop: 24, maxWidth: 960 }}>{SHOW_EXTRAS[spec.name]({ id: Number(id), record, onChanged: () => void query.refetch() })}</div>}
    </Show>
  );
}
