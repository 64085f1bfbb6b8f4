import { STANDARD_STATUSES } from '../../resources/standards';
import { Tag } from 'antd';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig } from '../area/types';
import { declaredDetail } from '../area/detailRoute';

const STATUS_COLOURS: Record<string, string> = { 现行: 'green', 即将实施: 'blue', 废止: 'default' };
const statusTag = (v: unknown) => (v ? <Tag color={STATUS_COLOURS[String(v)]} bordered={false}>{String(v)}</Tag> : '—');

export const standardArea: AreaConfig = {
  resource: 'standards',
  title: '标准',
  listPath: '/standard',
  detailPath: declaredDetail('standard'),
  searchPlaceholder: '请输入标准号或标准名称，如：GB/T 7714',
  layout: 'rows',
  titleField: 'title',
  tagField: 'status',
  listFields: ['standardNo', 'publishDate', 'implementDate', 'issuingAuthority'],
  filters: [
    { kind: 'chips', field: 'status', label: '标准状态', options: STANDARD_STATUSES.map((s) => ({ value: s, label: s })) },
    { kind: 'year', field: 'outYear', label: '发布年份', from: 1980 },
  ],
  render: { status: statusTag },
  detailFields: ['standardNo', 'titleEn', 'ccs', 'ics', 'issuingAuthority', 'publishDate', 'implementDate'],
  sections: [{ field: 'summary', style: 'paragraphs' }],
};

export function StandardListPage() {
  return <AreaListPage config={standardArea} />;
}

export function StandardDetailPage() {
  return <AreaDetailPage config={standardArea} />;
}
