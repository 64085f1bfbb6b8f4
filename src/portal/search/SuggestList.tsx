import { SUGGEST_GROUPS, type SuggestOption } from './useSuggestions';
import styles from './SearchBox.module.css';

export interface SuggestListProps {
  id: string;
  options: SuggestOption[];
  /** The option the arrow keys are on (-1: none). */
  activeIndex: number;
  onChoose: (option: SuggestOption) => void;
  onHover: (index: number) => void;
}

/**
 * The search box's dropdown: a listbox of options grouped under 标题 / 作者 / 来源 / 最近搜索. Focus
 * stays in the input (aria-activedescendant names the active option), so a press must not take it:
 * options act on mousedown with the default prevented.
 */
export function SuggestList({ id, options, activeIndex, onChoose, onHover }: SuggestListProps) {
  return (
    <div id={id} role="listbox" aria-label="检索建议" className={styles.suggest}>
      {SUGGEST_GROUPS.map(({ key, label }) => {
        const items = options.flatMap((option, index) => (option.group === key ? [{ option, index }] : []));
        if (items.length === 0) return null;
        return (
          <div key={key} role="group" aria-labelledby={`${id}-${key}`} className={styles.suggestGroup}>
            <div id={`${id}-${key}`} role="presentation" className={styles.suggestLabel}>
              {label}
            </div>
            {items.map(({ option, index }) => (
              <div
                key={`${key}-${option.text}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={index === activeIndex ? `${styles.suggestOption} ${styles.suggestActive}` : styles.suggestOption}
                title={option.text}
                onMouseDown={(e) => {
                  e.preventDefault();
                  onChoose(option);
                }}
                onMouseEnter={() => onHover(index)}
              >
                {option.text}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
