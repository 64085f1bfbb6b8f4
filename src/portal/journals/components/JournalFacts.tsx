import { Descriptions } from 'antd';
import type { JournalDetails } from '../../../resources/journals';
import { formatCount, formatFen } from '../../../shared/format';

/** The key facts of a journal (CNKI's 基本信息 / 出版信息), shared by the header and the 期刊简介 tab. */
export function JournalFacts({ journal, column = 2 }: { journal: JournalDetails; column?: number }) {
  const items = [
    { key: 'sponsor', label: '主办单位', children: journal.sponsor || '—' },
    { key: 'publisher', label: '出版单位', children: journal.publisher || '—' },
    { key: 'frequency', label: '出版周期', children: journal.frequency || '—' },
    { key: 'founded', label: '创刊时间', children: journal.foundedYear ? `${journal.foundedYear}年` : '—' },
    { key: 'issn', label: 'ISSN', children: journal.issn || '—' },
    { key: 'cn', label: 'CN', children: journal.cn || '—' },
    { key: 'subject', label: '学科分类', children: journal.journalTypeName || '—' },
    { key: 'province', label: '出版地区', children: journal.provinceName || '—' },
    { key: 'holdings', label: '本站收录', children: `${journal.periodCount}期 / ${journal.articleCount}篇` },
    { key: 'price', label: '单期价格', children: journal.issuePriceFen ? formatFen(journal.issuePriceFen) : '免费' },
    { key: 'views', label: '浏览量', children: formatCount(journal.views) },
  ];
  return <Descriptions size="small" column={column} items={items} styles={{ label: { color: '#646a73', width: 80 } }} />;
}
