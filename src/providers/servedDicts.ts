import { useQuery } from '@tanstack/react-query';
import { DICTS, type DictItem, type DictType } from '../shared/dict';
import { call } from './http';
import { queryClient } from './queryClient';

interface ServedRow {
  dictValue: string;
  dictLabel: string;
  listClass: string | null;
}

const dictKey = (type: string) => ['dict', type] as const;

/**
 * A dictionary as the server serves it now (`/show/dict/data/type/{dictType}`, edited in 字典管理):
 * its 正常 rows with their labels and colours. Until it arrives, or if it cannot be read, the copy
 * compiled into src/shared/dict.ts, so a code never shows bare.
 */
export function useServedDict(type: DictType | undefined): readonly DictItem[] {
  const { data } = useQuery({
    queryKey: dictKey(type ?? ''),
    enabled: Boolean(type),
    staleTime: 60_000,
    queryFn: async () => {
      const env = await call<ServedRow[]>('GET', `/show/dict/data/type/${type}`);
      return (env.data ?? []).map((r): DictItem => ({ value: r.dictValue, label: r.dictLabel, ...(r.listClass ? { color: r.listClass } : {}) }));
    },
  });
  return data ?? (type ? DICTS[type] : []);
}

/** After a change in 字典管理 every screen reads its dictionaries again (the next render, not the next minute). */
export function dictionariesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['dict'] });
}
