import { Image, Tag } from 'antd';
import type { FieldSpec } from '../resources/define';
import { fieldText } from '../resources/fieldText';
import { useServedDict } from '../providers/servedDicts';
import { dictLabel, type DictType } from '../shared/dict';
import { RecordSnapshot } from './RecordSnapshot';
import { RefName } from './RefName';
import { RichTextView } from '../ui/RichTextView';

/**
 * How a declared field shows in a table cell: fieldText, with a picture for images, a coloured tag
 * for codes and the name of a referenced record (`record` gives a reference its scope, `refBy`).
 */
export function renderField(field: FieldSpec, value: unknown, record?: Record<string, unknown>) {
  if (value === null || value === undefined || value === '') return '—';
  if (field.ref && !field.labels && Number.isInteger(Number(value))) {
    return <RefName kind={field.ref} id={Number(value)} scope={field.refBy ? record?.[field.refBy] : undefined} />;
  }
  if (field.snapshotOf) return <RecordSnapshot field={field} value={value} record={record} />;
  if (field.kind === 'richtext') return <RichTextView value={String(value)} />;
  if (field.kind === 'image' && !field.labels) return <Image src={String(value)} width={48} alt="" />;
  if (field.kind === 'dict' && field.dict && !field.labels) return <DictTag type={field.dict} value={value} />;
  return fieldText(field, value);
}

/** A code as its dictionary names it now (the served labels and colours of 字典管理; the compiled ones until they arrive). */
function DictTag({ type, value }: { type: DictType; value: unknown }) {
  const item = useServedDict(type).find((d) => d.value === String(value));
  return <Tag color={item?.color}>{item?.label ?? dictLabel(type, String(value))}</Tag>;
}
