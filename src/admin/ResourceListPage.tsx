import { List, useTable } from '@refinedev/antd';
import { Image, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { FieldSpec, ResourceSpec } from '../resources/define';
import { DICTS, dictLabel } from '../shared/dict';
import { formatFen } from '../shared/format';

/** How a declared field shows in a table cell. */
export function renderField(field: FieldSpec, value: unknown) {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.kind) {
    case 'money':
      return formatFen(Number(value));
    case 'date':
      return dayjs(String(value)).format('YYYY-MM-DD');
    case 'datetime':
      return dayjs(String(value)).format('YYYY-MM-DD HH:mm');
    case 'boolean':
      return value ? '是' : '否';
    case 'image':
      return <Image src={String(value)} width={48} alt="" />;
    case 'dict': {
      if (!field.dict) return String(value);
      const item = DICTS[field.dict].find((d) => d.value === String(value));
      return <Tag color={item?.color}>{dictLabel(field.dict, value as string)}</Tag>;
    }
    default:
      return String(value);
  }
}

/** The generic server-paged, server-sorted list of any declared resource. */
export function ResourceListPage({ spec }: { spec: ResourceSpec }) {
  const { tableProps } = useTable({
    resource: spec.name,
    pagination: { pageSize: spec.pageSize },
    sorters: { mode: 'server' },
    syncWithLocation: true,
  });
  const columns: ColumnType<Record<string, unknown>>[] = Object.entries(spec.fields)
    .filter(([, f]) => f.list)
    .map(([name, f]) => ({
      key: name,
      dataIndex: name,
      title: f.label,
      width: f.width,
      ellipsis: f.kind === 'text',
      sorter: (spec.sortable as readonly string[]).includes(name),
      render: (value: unknown) => renderField(f, value),
    }));
  return (
    <List title={spec.label}>
      <Table {...tableProps} rowKey="id" columns={columns} size="middle" />
    </List>
  );
}
