import { useLocation } from 'react-router';
import { LEGISLATION_LEVELS } from '../../resources/laws';
import { DICTS } from '../../shared/dict';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { AreaTabs } from '../area/AreaTabs';
import type { AreaConfig } from '../area/types';

/** Spec §4 law status 1 有效, 3 尚未生效, 5 已被修改, 9 已废止 (dictionary law_status, with colours). */
const statusChips = { kind: 'chips' as const, field: 'lawStatus', label: '时效性', dict: 'law_status' as const, options: DICTS.law_status.map(({ value, label }) => ({ value, label })) };

function lawArea(education: boolean): AreaConfig {
  const listPath = education ? '/educationLawsrules' : '/lawsrules';
  return {
    resource: 'laws',
    title: education ? '教育法规' : '法律法规',
    noun: '法规',
    listPath,
    detailPath: (row) => `${listPath}/${row.id}`,
    fixedFilters: education ? { isEducation: true } : undefined,
    searchPlaceholder: '请输入法规标题、发文字号或发布机关',
    layout: 'rows',
    titleField: 'title',
    tagField: 'lawStatus',
    listFields: ['issuingAuthority', 'docNumber', 'legislation', 'publishDate', 'effectiveDate'],
    filters: [
      statusChips,
      { kind: 'chips', field: 'legislation', label: '效力级别', options: LEGISLATION_LEVELS.map((l) => ({ value: l, label: l })) },
      { kind: 'year', field: 'outYear', label: '发布年份', from: 1980 },
    ],
    detailFields: ['docNumber', 'issuingAuthority', 'legislation', 'lawStatus', 'publishDate', 'effectiveDate', 'isEducation'],
    sections: [{ field: 'content', style: 'statute' }],
  };
}

const lawsArea = lawArea(false);
const educationLawsArea = lawArea(true);

function Tabs({ education }: { education: boolean }) {
  return (
    <AreaTabs
      label="法规类别"
      items={[
        { key: 'all', label: '法律法规', to: '/lawsrules', active: !education },
        { key: 'edu', label: '教育法规', to: '/educationLawsrules', active: education },
      ]}
    />
  );
}

function useEducation(): boolean {
  return useLocation().pathname.startsWith('/educationLawsrules');
}

export function LawListPage() {
  const education = useEducation();
  return <AreaListPage key={String(education)} config={education ? educationLawsArea : lawsArea} intro={<Tabs education={education} />} />;
}

export function LawDetailPage() {
  return <AreaDetailPage config={useEducation() ? educationLawsArea : lawsArea} />;
}
