import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { callPage, call } from '../../../providers/http';
import { journalResource } from '../../../resources/journals';

interface Option {
  value: number;
  label: string;
}
interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const PAGE = 20;
/** Typing pauses this long before the list is asked again. */
const DEBOUNCE_MS = 250;

/**
 * The journal of a journal-editor application: searched on the server by name (the public journal
 * list, 20 at a time), never an id typed by hand. An application being edited shows its journal's
 * name at once (its details are loaded when it is not among the options).
 */
export function JournalPicker({ id, value, onChange }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (keyword: string) => {
    const ask = ++asked.current;
    setLoading(true);
    callPage<{ id: number; name: string }>('post', journalResource.calls.list!.path, { body: { pageNum: 1, pageSize: PAGE, ...(keyword ? { keyword } : {}) } })
      .then((page) => {
        if (ask === asked.current) setOptions(page.rows.map((j) => ({ value: j.id, label: j.name })));
      })
      .catch(() => {
        if (ask === asked.current) setOptions([]);
      })
      .finally(() => {
        if (ask === asked.current) setLoading(false);
      });
  };
  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  const [chosen, setChosen] = useState<Option | null>(null);
  useEffect(() => {
    if (!value || options.some((o) => o.value === value) || chosen?.value === value) return;
    call<{ id: number; name: string }>('get', journalResource.calls.one!.path.replace('{id}', String(value))).then(
      (env) => env.data && setChosen({ value: env.data.id, label: env.data.name }),
      () => undefined,
    );
  }, [value, options, chosen]);

  const shown = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(v, option) => {
        if (option && !Array.isArray(option)) setChosen(option as Option);
        onChange?.(v);
      }}
      options={shown}
      showSearch
      filterOption={false}
      onSearch={(keyword) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(keyword.trim()), DEBOUNCE_MS);
      }}
      loading={loading}
      allowClear
      placeholder="输入期刊名称搜索"
      notFoundContent={loading ? '正在查找…' : '没有找到该期刊'}
      style={{ width: '100%' }}
      data-testid="journal-picker"
    />
  );
}
