import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useCan } from '@refinedev/core';
import { call, callPage } from '../providers/http';
import { STUDIO_CALLS, studioResource } from '../resources/studios';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

type Option = { value: number; label: string };

/**
 * 所属工作室: the studios the member may post to — the ones they manage (every studio for the
 * platform admin) and the ones they have joined. The managed list is asked only of those who may
 * manage a studio: a member's picker never makes a call the server refuses (403). The only one is
 * chosen at once; the server checks the choice again.
 */
export function StudioSelect({ id, value, onChange, disabled }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loaded, setLoaded] = useState(false);
  // Asked of the access-control provider; nothing is loaded before it answers.
  const managesStudios = useCan({ resource: studioResource.name, action: 'update' }).data?.can;
  useEffect(() => {
    if (managesStudios === undefined) return;
    let live = true;
    const own = managesStudios
      ? callPage<{ id: number; name: string }>('GET', STUDIO_CALLS.myList.path, { query: { pageSize: 48 } }).then(
          (p) => p.rows.map((s) => ({ value: s.id, label: s.name })),
          () => [] as Option[],
        )
      : Promise.resolve([] as Option[]);
    const joined = call<Array<{ studioId: number; studioName: string; applyStatus: number }>>('get', STUDIO_CALLS.memberMine.path).then(
      (env) => (env.data ?? []).filter((m) => m.applyStatus === 2).map((m) => ({ value: m.studioId, label: m.studioName })),
      () => [] as Option[],
    );
    void Promise.all([own, joined]).then(([a, b]) => {
      if (!live) return;
      const all = [...a, ...b.filter((o) => !a.some((x) => x.value === o.value))];
      setOptions(all);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [managesStudios]);
  const empty = value === null || value === undefined || value === '';
  useEffect(() => {
    if (loaded && empty && !disabled && options.length === 1) onChange?.(options[0].value);
  }, [loaded, empty, disabled, options, onChange]);
  return (
    <Select
      id={id}
      value={empty ? undefined : Number(value)}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      disabled={disabled}
      loading={!loaded}
      placeholder="请选择所属工作室"
      notFoundContent="暂无可发布的工作室"
    />
  );
}
