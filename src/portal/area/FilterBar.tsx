import { Select } from 'antd';
import { useServedDict } from '../../providers/servedDicts';
import { useAreaCall } from './useAreaCall';
import type { FilterControl, FilterOption } from './types';
import styles from './area.module.css';

interface Props {
  controls: FilterControl[];
  values: Record<string, string>;
  onChange: (field: string, value?: string) => void;
}

function Chips({ control, value, onChange }: { control: Extract<FilterControl, { kind: 'chips' }>; value?: string; onChange: Props['onChange'] }) {
  const served = useServedDict(control.dict);
  const label = (o: FilterOption) => served.find((d) => d.value === o.value)?.label ?? o.label;
  const all = [{ value: '', label: '全部' }, ...control.options.map((o) => ({ ...o, label: label(o) }))];
  return (
    <div className={styles.chips} role="radiogroup" aria-label={control.label}>
      {all.map((o) => {
        const active = (value ?? '') === o.value;
        return (
          <button
            key={o.value || 'all'}
            type="button"
            role="radio"
            aria-checked={active}
            className={active ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            onClick={() => onChange(control.field, o.value || undefined)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

function years(from: number, to = new Date().getFullYear()): FilterOption[] {
  const list: FilterOption[] = [];
  for (let y = to; y >= from; y--) list.push({ value: String(y), label: `${y}年` });
  return list;
}

function SelectControl({ control, value, onChange }: { control: Exclude<FilterControl, { kind: 'chips' }>; value?: string; onChange: Props['onChange'] }) {
  const remote = useAreaCall<FilterOption[]>(control.kind === 'select' ? control.optionsCall : undefined);
  const options =
    control.kind === 'year'
      ? years(control.from, control.to)
      : (control.options ?? remote.data ?? []).map((o) => ({ value: o.value, label: o.count !== undefined ? `${o.label}（${o.count}）` : o.label }));
  return (
    <Select
      aria-label={control.label}
      data-filter={control.field}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="全部"
      loading={remote.isLoading}
      style={{ width: control.kind === 'select' ? (control.width ?? 220) : 140 }}
      value={value}
      options={options}
      onChange={(v?: string) => onChange(control.field, v)}
    />
  );
}

/** The filter panel: one labelled row per chips control, then the drop-downs on one row. */
export function FilterBar({ controls, values, onChange }: Props) {
  if (controls.length === 0) return null;
  const chips = controls.filter((c): c is Extract<FilterControl, { kind: 'chips' }> => c.kind === 'chips');
  const selects = controls.filter((c): c is Exclude<FilterControl, { kind: 'chips' }> => c.kind !== 'chips');
  return (
    <section className={styles.filterBar} aria-label="筛选条件" data-testid="area-filters">
      {chips.map((c) => (
        <div key={c.field} className={styles.filterRow}>
          <span className={styles.filterLabel}>{c.label}：</span>
          <Chips control={c} value={values[c.field]} onChange={onChange} />
        </div>
      ))}
      {selects.length > 0 && (
        <div className={styles.filterRow}>
          {selects.map((c) => (
            <label key={c.field} className={styles.selectItem}>
              <span className={styles.filterLabel}>{c.label}：</span>
              <SelectControl control={c} value={values[c.field]} onChange={onChange} />
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
