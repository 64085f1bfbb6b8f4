import { Image, Tag } from 'antd';
import dayjs from 'dayjs';
import type { FieldSpec } from '../resources/define';
import { DICTS, dictLabel } from '../shared/dict';
import { formatFen } from '../shared/format';

/** How a declared field shows in a table cell. */
export function renderField(field: FieldSpec, value: unknown) {
  if (value === null || value === undefined || value === '') return '—';
  if (field.labels) return field.labels[String(value)] ?? String(value);
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
