import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFeedback } from '../feedback';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { SEARCH_FIELDS, SEARCH_KEYWORD_MAX, type SearchField } from '../../shared/search';
import { addSearchHistory, clearSearchHistory, getSearchHistory } from '../../shared/searchHistory';
import { ADVANCED_SEARCH_PATH, searchUrl } from './searchParams';
import { SuggestList } from './SuggestList';
import { useSuggestions, type SuggestOption } from './useSuggestions';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** `home`: the big box of the home page; `page`: the results page's box. */
  variant?: 'home' | 'page';
  keyword?: string;
  field?: SearchField;
  /** Shown (page variant) as 在结果中检索: receives the box's text. */
  onSearchWithin?: (keyword: string) => void;
}

/**
 * CNKI-style one search: field select (全部/题名/作者/关键词/机构/来源), keyword, 检索. Submitting
 * opens `/search?kw=…&field=…` and remembers the keyword (searchHistoryArr), listed under the box.
 * While the reader types, a dropdown offers titles, authors, sources and recent searches (a
 * WAI-ARIA combobox on the native input: docs/decisions/search-suggestions.md).
 */
export function SearchBox({ variant = 'home', keyword = '', field = 'all', onSearchWithin }: SearchBoxProps) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [text, setText] = useState(keyword);
  const [currentField, setCurrentField] = useState<SearchField>(field);
  // Read after hydration: the server renders the box without the reader's history (it has no
  // localStorage), and a first client render with it differed from the server's HTML (React #418).
  const [history, setHistory] = useState<string[]>([]);
  useEffect(() => setHistory(getSearchHistory()), []);

  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = useSuggestions(text, history, open);
  const shown = open && options.length > 0;

  // The results page's URL is the truth: follow it when it changes (back button, history click).
  useEffect(() => setText(keyword), [keyword]);
  useEffect(() => setCurrentField(field), [field]);

  const go = (kw: string, f: SearchField = currentField) => {
    const k = kw.trim();
    if (!k) {
      void message.warning('请输入检索词');
      return;
    }
    setOpen(false);
    setHistory(addSearchHistory(k));
    navigate(searchUrl({ kw: k, field: f }));
  };

  const choose = (option: SuggestOption) => {
    setText(option.text);
    if (option.field) setCurrentField(option.field);
    go(option.text, option.field ?? currentField);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter' && shown && activeIndex >= 0 && activeIndex < options.length) {
      e.preventDefault();
      choose(options[activeIndex]);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  const within = () => {
    const k = text.trim();
    if (!k) {
      void message.warning('请输入要在结果中检索的词');
      return;
    }
    onSearchWithin?.(k);
    // The narrowing word becomes a chip above the results; the box goes back to the main query.
    setText(keyword);
  };

  // Native controls: the home page's first load carries no antd Select/Input (issue 10, goal 2).
  // A real GET form to /search with named fields, so a search submitted before the server-rendered
  // page has hydrated still opens the results (the browser submits it) instead of doing nothing.
  return (
    <div className={variant === 'home' ? styles.home : styles.page} data-testid={`search-box-${variant}`}>
      <form
        className={styles.bar}
        role="search"
        action="/search"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          go(text);
        }}
      >
        <select name="field" aria-label="检索字段" className={styles.field} value={currentField} onChange={(e) => setCurrentField(e.target.value as SearchField)}>
          {SEARCH_FIELDS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <div className={styles.combo}>
          <input
            type="search"
            name="kw"
            aria-label="检索词"
            className={styles.input}
            placeholder="输入检索词：题名、作者、关键词、机构、来源……（可输入拼音或首字母）"
            value={text}
            maxLength={SEARCH_KEYWORD_MAX}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => {
              setOpen(true);
              setActiveIndex(-1);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {shown && <SuggestList id={listId} options={options} activeIndex={activeIndex} onChoose={choose} onHover={setActiveIndex} />}
        </div>
        <button type="submit" className={styles.submit}>
          <SearchOutlined aria-hidden="true" />
          检索
        </button>
        <Link to={ADVANCED_SEARCH_PATH} className={styles.advanced}>
          高级检索
        </Link>
      </form>
      {onSearchWithin && (
        <button type="button" className={styles.within} onClick={within}>
          在结果中检索
        </button>
      )}
      {history.length > 0 && (
        <div className={styles.history} data-testid="search-history">
          <span className={styles.historyLabel}>检索历史：</span>
          {history.map((h) => (
            <button key={h} type="button" className={styles.historyItem} onClick={() => go(h)} title={h}>
              {h}
            </button>
          ))}
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clearSearchHistory();
              setHistory([]);
            }}
          >
            清空
          </button>
        </div>
      )}
    </div>
  );
}
