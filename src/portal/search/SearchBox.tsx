import { useEffect, useState } from 'react';
import { useFeedback } from '../feedback';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SEARCH_FIELDS, SEARCH_KEYWORD_MAX, type SearchField } from '../../shared/search';
import { addSearchHistory, clearSearchHistory, getSearchHistory } from '../../shared/searchHistory';
import { searchUrl } from './searchParams';
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

  // The results page's URL is the truth: follow it when it changes (back button, history click).
  useEffect(() => setText(keyword), [keyword]);
  useEffect(() => setCurrentField(field), [field]);

  const go = (kw: string, f: SearchField = currentField) => {
    const k = kw.trim();
    if (!k) {
      void message.warning('请输入检索词');
      return;
    }
    setHistory(addSearchHistory(k));
    navigate(searchUrl({ kw: k, field: f }));
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
        <input
          type="search"
          name="kw"
          aria-label="检索词"
          className={styles.input}
          placeholder="输入检索词：题名、作者、关键词、机构、来源……"
          value={text}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <SearchOutlined aria-hidden="true" />
          检索
        </button>
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
