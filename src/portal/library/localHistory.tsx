import { useLocation } from 'react-router';
import { LOCAL_HISTORY_TYPES } from '../../resources/localHistories';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { AreaTabs } from '../area/AreaTabs';
import { provinceCell, provinceOptions } from '../area/regions';
import type { AreaConfig } from '../area/types';

type LocalType = (typeof LOCAL_HISTORY_TYPES)[number];

/** One config per route of spec §2: /resnav/localHistory?type=1, /resnav/oldLocalHistory?type=2, /resnav/landBook?type=3. */
function localHistoryArea(t: LocalType): AreaConfig {
  return {
    resource: 'localHistories',
    title: t.label,
    listPath: `${t.path}?type=${t.type}`,
    detailPath: (row) => `${t.path}/${row.id}`,
    fixedFilters: { type: t.type },
    searchPlaceholder: `请输入${t.label}的名称、编纂者或地域`,
    layout: 'rows',
    titleField: 'title',
    coverField: 'coverUrl',
    listFields: ['compiler', 'region', 'publishYear', 'publisher'],
    summaryField: 'summary',
    filters: [
      { kind: 'chips', field: 'provinceId', label: '省份', options: provinceOptions([110000, 310000, 320000, 330000, 420000, 440000, 510000, 530000, 610000]) },
      { kind: 'year', field: 'outYear', label: '出版年份', from: t.type === 2 ? 1500 : 1980 },
    ],
    render: { provinceId: provinceCell, publishYear: (v) => (v ? `${v}年` : '—') },
    detailFields: ['compiler', 'region', 'provinceId', 'publishYear', 'publisher'],
    sections: [{ field: 'summary', style: 'paragraphs' }],
  };
}

function Tabs({ active }: { active: number }) {
  return (
    <AreaTabs
      label="方志类型"
      items={LOCAL_HISTORY_TYPES.map((t) => ({ key: String(t.type), label: t.label, to: `${t.path}?type=${t.type}`, active: t.type === active }))}
    />
  );
}

function useType(): LocalType {
  const { pathname } = useLocation();
  return LOCAL_HISTORY_TYPES.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`)) ?? LOCAL_HISTORY_TYPES[0];
}

export function LocalHistoryListPage() {
  const t = useType();
  return <AreaListPage key={t.type} config={localHistoryArea(t)} intro={<Tabs active={t.type} />} />;
}

export function LocalHistoryDetailPage() {
  return <AreaDetailPage config={localHistoryArea(useType())} />;
}
