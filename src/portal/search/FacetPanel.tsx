import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import type { FacetValue, SearchFacets } from '../../shared/search';
import type { SearchState } from './searchParams';
import styles from './SearchPage.module.css';

type FacetKey = 'type' | 'year' | 'journal' | 'subject';

const GROUPS: Array<{ key: FacetKey; title: string }> = [
  { key: 'type', title: '资源类型' },
  { key: 'year', title: '发表年度' },
  { key: 'journal', title: '来源' },
  { key: 'subject', title: '学科' },
];
const SHOWN = 8;

/** The state value a facet value sets (years and subjects are numbers in the URL state). */
function stateValue(key: FacetKey, value: string): Partial<SearchState> {
  if (key === 'year' || key === 'subject') return { [key]: Number(value) };
  return { [key]: value };
}

interface FacetGroupProps {
  title: string;
  values: FacetValue[];
  active?: string;
  /** The counts are estimates (a very large result set): shown as 约 N. */
  approximate?: boolean;
  onPick: (v: string) => void;
  onClear: () => void;
}

function FacetGroup({ title, values, active, approximate, onPick, onClear }: FacetGroupProps) {
  const [open, setOpen] = useState(false);
  const list = open ? values : values.slice(0, SHOWN);
  return (
    <div className={styles.facetGroup}>
      <h3>{title}</h3>
      <ul>
        {list.map((f) => {
          const on = f.value === active;
          return (
            <li key={f.value}>
              <button
                type="button"
                className={on ? styles.facetOn : styles.facet}
                aria-pressed={on}
                onClick={() => (on ? onClear() : onPick(f.value))}
                title={on ? `取消“${f.label}”` : f.label}
              >
                <span className={styles.facetLabel}>{f.label}</span>
                <span className={styles.facetCount}>({approximate ? '约' : ''}{f.count})</span>
                {on && <CloseOutlined className={styles.facetClose} />}
              </button>
            </li>
          );
        })}
      </ul>
      {values.length > SHOWN && (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)}>
          {open ? '收起' : `更多（${values.length - SHOWN}）`}
        </button>
      )}
    </div>
  );
}

/** 分组浏览: counts over the whole result set; a click filters, a second click removes the filter. */
export function FacetPanel({
  facets,
  approximate,
  state,
  update,
}: {
  facets: SearchFacets;
  approximate?: boolean;
  state: SearchState;
  update: (patch: Partial<SearchState>) => void;
}) {
  const activeOf = (key: FacetKey) => (state[key] === undefined ? undefined : String(state[key]));
  return (
    <nav className={styles.facets} aria-label="分组浏览" data-testid="search-facets">
      {GROUPS.map(({ key, title }) =>
        facets[key].length === 0 ? null : (
          <FacetGroup
            key={key}
            title={title}
            values={facets[key]}
            active={activeOf(key)}
            approximate={approximate}
            onPick={(v) => update(stateValue(key, v))}
            onClear={() => update({ [key]: undefined })}
          />
        ),
      )}
    </nav>
  );
}
