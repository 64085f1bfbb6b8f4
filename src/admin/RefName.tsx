import { useQuery } from '@tanstack/react-query';
import type { RefKind } from '../resources/define';
import { refNameLookup } from './refSources';

/**
 * A reference in a table cell or on a detail page by its name, never its raw id (所属专题 read 6,
 * 5, 4…): each record's name is asked once and kept a minute, so a page of rows naming the same
 * few records costs a few calls. A dash while it loads; a record gone since is said to be gone.
 */
export function RefName({ kind, id, scope }: { kind: RefKind; id: number; scope?: unknown }) {
  const lookup = refNameLookup(kind, scope);
  const name = useQuery({
    queryKey: ['admin', 'refName', kind, scope ?? null, id],
    queryFn: async () => (await lookup!(id)) ?? null,
    enabled: Boolean(lookup),
    staleTime: 60_000,
    retry: false,
  });
  if (!lookup) return <>{id}</>;
  if (name.isPending) return <span aria-busy="true">…</span>;
  if (name.isError || !name.data) return <span>{`编号 ${id}（已不存在）`}</span>;
  return <>{name.data}</>;
}
