import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { callPage } from '../providers/http';
import { dictTypeResource } from '../resources/dictData';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

type Option = { value: string; label: string };

/** The server's largest page; a platform has tens of dictionaries, so a few pages at most. */
const PAGE = 100;
const MAX_PAGES = 10;

/**
 * 字典类型 of a dictionary row: one of the types 字典管理 holds, by name (法规时效性（law_timeliness）).
 * Its value is the type's code, which the row stores; the server checks it exists.
 */
export function DictTypeSelect({ id, value, onChange, disabled }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const path = dictTypeResource.calls.manageList!.path;
    (async () => {
      const all: Option[] = [];
      for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
        const page = await callPage<{ dictName: string; dictType: string }>('GET', path, { query: { pageNum, pageSize: PAGE, orderByColumn: 'dictType', isAsc: 'asc' } });
        all.push(...page.rows.map((t) => ({ value: t.dictType, label: `${t.dictName}（${t.dictType}）` })));
        if (all.length >= page.total || page.rows.length < PAGE) break;
      }
      return all;
    })().then(
      (all) => live && (setOptions(all), setLoaded(true)),
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      id={id}
      value={value === null || value === undefined || value === '' ? undefined : String(value)}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      disabled={disabled}
      loading={!loaded}
      showSearch
      optionFilterProp="label"
      placeholder="请选择字典类型"
      notFoundContent={loaded ? '没有这个字典类型，请先在字典管理中新增' : '加载中…'}
    />
  );
}
