import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { FacetCount, JournalNav } from '../../../resources/journals';
import styles from './JournalListPage.module.css';

function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.facetGroup} aria-label={title}>
      <h2 className={styles.facetTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Chips({ items, value, onPick, testId, columns }: { items: FacetCount[]; value?: number; onPick: (v?: number) => void; testId: string; columns: 2 | 3 }) {
  return (
    <ul className={columns === 2 ? styles.chips2 : styles.chips3} data-testid={testId}>
      {items.map((it) => {
        const active = value === it.value;
        return (
          <li key={it.value}>
            <button type="button" aria-pressed={active} disabled={!it.count && !active} className={active ? styles.chipActive : styles.chip} onClick={() => onPick(active ? undefined : it.value)}>
              <span>{it.label}</span>
              <small>{it.count}</small>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The left navigation of /journal (CNKI's 期刊导航): subjects, core journals and regions, with counts. */
export function JournalFacets({
  nav,
  subject,
  province,
  core,
  onChange,
}: {
  nav?: JournalNav;
  subject?: number;
  province?: number;
  core: boolean;
  onChange: (patch: { subject?: number; province?: number; core?: boolean }) => void;
}) {
  if (!nav) {
    return (
      <div className={styles.facets}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  return (
    <div className={styles.facets} data-testid="journal-facets">
      <button type="button" className={!subject && !province && !core ? styles.allActive : styles.all} onClick={() => onChange({ subject: undefined, province: undefined, core: false })}>
        全部期刊 <small>{nav.total}</small>
      </button>
      <FacetGroup title="学科导航">
        <Chips items={nav.subjects} value={subject} onPick={(v) => onChange({ subject: v })} testId="facet-subjects" columns={2} />
      </FacetGroup>
      <FacetGroup title="核心期刊">
        <button type="button" aria-pressed={core} className={core ? styles.chipActive : styles.chip} onClick={() => onChange({ core: !core })} data-testid="facet-core">
          <span>核心期刊</span>
          <small>{nav.core.count}</small>
        </button>
      </FacetGroup>
      <FacetGroup title="地区导航">
        <Chips items={nav.provinces} value={province} onPick={(v) => onChange({ province: v })} testId="facet-provinces" columns={3} />
      </FacetGroup>
    </div>
  );
}
