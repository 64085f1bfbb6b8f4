import { defineResource } from './define';

export const dictDataResource = defineResource({
  name: 'dictData',
  label: '数据字典',
  fields: {
    dictCode: { label: '字典编码', kind: 'number', list: true, width: 100 },
    dictType: { label: '字典类型', kind: 'text', list: true },
    dictLabel: { label: '字典标签', kind: 'text', list: true },
    dictValue: { label: '字典键值', kind: 'text', list: true, width: 100 },
    dictSort: { label: '排序', kind: 'number', list: true, width: 80 },
  },
  calls: {
    list: { method: 'GET', path: '/show/dict/data/type/{dictType}' },
  },
  sortable: ['dictSort'],
  defaultSort: [{ field: 'dictSort', order: 'asc' }],
  pageSize: 100,
});
