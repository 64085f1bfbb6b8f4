import { Descriptions, Typography } from 'antd';
import { idField, managedRecordFields, type FieldSpec } from '../resources/define';
import { updateTimeColumn } from '../resources/fieldPresets';
import { fieldText } from '../resources/fieldText';
import { resourcesByName } from '../resources';

/** Columns most tables have, as the shared declarations name and format them, where a resource does not declare them. */
const COMMON_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: idField,
  ...managedRecordFields,
  updateTime: updateTimeColumn,
  publishedAt: { label: '上架时间', kind: 'datetime' },
  status: { label: '状态', kind: 'number' },
  uid: { label: '所有者编号', kind: 'number' },
  ownerId: { label: '所有者编号', kind: 'number' },
  memberId: { label: '会员编号', kind: 'number' },
};

const parsed = (text: unknown): Record<string, unknown> | null => {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const plain = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * 操作日志's 修改前 / 修改后 (FieldSpec `snapshotOf`): the record as it was, field by field under the
 * Chinese labels of the resource it belongs to, rather than its JSON; in 修改后 the fields that changed
 * are marked. Text that is not a JSON object is shown as it is.
 */
export function RecordSnapshot({ field, value, record }: { field: FieldSpec; value: unknown; record?: Record<string, unknown> }) {
  const snapshot = parsed(value);
  if (!snapshot) return <Typography.Text>{plain(value)}</Typography.Text>;
  const spec = resourcesByName[String(record?.[field.snapshotOf!] ?? '')];
  const other = field.snapshotCompare ? parsed(record?.[field.snapshotCompare]) : null;
  return (
    <Descriptions column={1} size="small" data-testid="record-snapshot" styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}>
      {Object.entries(snapshot).map(([key, v]) => {
        const declared = spec?.fields[key] ?? COMMON_FIELDS[key];
        const changed = other !== null && JSON.stringify(other[key]) !== JSON.stringify(v);
        const text = declared && v !== null && v !== undefined && v !== '' ? fieldText(declared, v) : plain(v);
        return (
          <Descriptions.Item key={key} label={declared?.label ?? key}>
            {changed ? <Typography.Text mark>{text}</Typography.Text> : text}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
