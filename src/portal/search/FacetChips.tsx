import { Tag } from 'antd';
import { DICTS } from '../../shared/dict';
import { DOC_TYPE_LABELS, type SearchDocType } from '../../shared/search';
import styles from './SearchPage.module.css';

const SUBJECTS = new Map(DICTS.subject_type.map((d) => [Number(d.value), d.label]));

/** The narrowing a search page carries besides its query: 在结果中检索 and the facets. */
export interface Narrowing {
  within?: string;
  type?: SearchDocType;
  year?: number;
  journal?: string;
  subject?: number;
}

/**
 * The narrowing in force as removable chips (一框式检索 and 高级检索 alike); with `clearAll`, a
 * 清除全部 once there are two.
 */
export function FacetChips({ state, update, clearAll, testId }: { state: Narrowing; update: (patch: Narrowing) => void; clearAll?: boolean; testId?: string }) {
  const chips: Array<{ key: keyof Narrowing; label: string }> = [];
  if (state.within) chips.push({ key: 'within', label: `在结果中检索：${state.within}` });
  if (state.type) chips.push({ key: 'type', label: `类型：${DOC_TYPE_LABELS[state.type]}` });
  if (state.year) chips.push({ key: 'year', label: `年度：${state.year}` });
  if (state.journal) chips.push({ key: 'journal', label: `来源：${state.journal}` });
  if (state.subject) chips.push({ key: 'subject', label: `学科：${SUBJECTS.get(state.subject) ?? state.subject}` });
  if (chips.length === 0) return null;
  return (
    <div className={styles.active} data-testid={testId}>
      {chips.map((c) => (
        <Tag key={c.key} closable onClose={() => update({ [c.key]: undefined })} className={styles.chip}>
          {c.label}
        </Tag>
      ))}
      {clearAll && chips.length > 1 && (
        <button type="button" className={styles.more} onClick={() => update({ within: undefined, type: undefined, year: undefined, journal: undefined, subject: undefined })}>
          清除全部
        </button>
      )}
    </div>
  );
}
