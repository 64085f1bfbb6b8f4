import { BuyButton } from '../commerce/BuyButton';
import { ORDER_TYPE } from '../../shared/order';
import { ANCIENT_CATEGORIES } from '../../resources/ancientBooks';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import { declaredDetail } from '../area/detailRoute';

const CATEGORY_NAMES: Record<string, string> = { 经: '经部', 史: '史部', 子: '子部', 集: '集部', 丛: '丛部' };
const DYNASTIES = ['西周', '春秋', '战国', '西汉', '东汉', '西晋', '北魏', '南朝宋', '南朝梁', '唐', '北宋', '南宋', '元', '明', '清'];

export const ancientArea: AreaConfig = {
  resource: 'ancientBooks',
  title: '古籍',
  listPath: '/ancient',
  detailPath: declaredDetail('ancient'),
  searchPlaceholder: '请输入题名、责任者或版本，如：论语、司马迁',
  layout: 'rows',
  titleField: 'title',
  coverField: 'coverUrl',
  listFields: ['author', 'dynasty', 'category', 'edition', 'volumes'],
  summaryField: 'summary',
  filters: [
    { kind: 'chips', field: 'category', label: '四部分类', options: ANCIENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] })) },
    { kind: 'chips', field: 'dynasty', label: '朝代', options: DYNASTIES.map((d) => ({ value: d, label: d })) },
  ],
  render: { category: (v) => CATEGORY_NAMES[String(v)] ?? String(v ?? '—') },
  detailFields: ['author', 'dynasty', 'category', 'edition', 'volumes', 'priceFen', 'views', 'collectCount'],
  sections: [
    { field: 'summary', style: 'paragraphs' },
    { field: 'content', style: 'classical', previewFlag: 'contentPreview' },
  ],
  actions: (row: Row) => (Number(row.priceFen) > 0 ? <BuyButton orderType={ORDER_TYPE.ancient} joinId={Number(row.id)} title={String(row.title)} /> : null),
};

export function AncientListPage() {
  return <AreaListPage config={ancientArea} />;
}

export function AncientDetailPage() {
  return <AreaDetailPage config={ancientArea} />;
}
