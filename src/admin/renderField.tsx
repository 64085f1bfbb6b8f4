import { Image, Tag } from 'antd';
import type { FieldSpec } from '../resources/define';
import { fieldText } from '../resources/fieldText';
import { DICTS } from '../shared/dict';

/** How a declared field shows in a table cell: fieldText, with a picture for images and a coloured tag for codes. */
export function renderField(field: FieldSpec, value: unknown) {
  if (value === null || value === undefined || value === '') return '—';
  if (field.kind === 'image' && !field.labels) return <Image src={String(value)} width={48} alt="" />;
  if (field.kind === 'dict' && field.dict && !field.labels) {
    const item = DICTS[field.dict].find((d) => d.value === String(value));
    return <Tag color={item?.color}>{fieldText(field, value)}</Tag>;
  }
  return fieldText(field, value);
}
