import { useEffect, useState } from 'react';
import { Button, Input } from 'antd';
import { FileSearchOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { SearchDocType } from '../../shared/search';
import { searchUrl } from '../search/searchParams';
import styles from './area.module.css';

interface Props {
  title: string;
  value: string;
  placeholder?: string;
  onSearch: (keyword: string) => void;
  /**
   * The area's type in the one full-text search: adds 全文检索, which opens the search results
   * for the typed words limited to this area (titles, authors, abstracts and full texts, ranked
   * and highlighted), while 检索 keeps filtering this list.
   */
  docType?: SearchDocType;
}

/** The search bar of spec §2 ("search bar shown"): a wide box over the area's list. */
export function AreaSearchBar({ title, value, placeholder, onSearch, docType }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className={styles.searchBand} data-testid="area-search-bar">
      <div className={`wk-container ${styles.searchInner}`}>
        <span className={styles.searchTitle}>{title}检索</span>
        <form
          role="search"
          className={styles.searchForm}
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(text);
          }}
        >
          <Input
            size="large"
            allowClear
            value={text}
            maxLength={100}
            aria-label={`在${title}中检索`}
            placeholder={placeholder ?? `请输入${title}的题名、责任者等关键词`}
            onChange={(e) => {
              setText(e.target.value);
              // Clearing the box shows the whole list again.
              if (e.type === 'click' && !e.target.value) onSearch('');
            }}
          />
          <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />}>
            检索
          </Button>
          {docType && (
            <Button
              size="large"
              icon={<FileSearchOutlined />}
              disabled={!text.trim()}
              title={`在${title}的全文中检索`}
              onClick={() => navigate(searchUrl({ kw: text.trim(), type: docType }))}
            >
              全文检索
            </Button>
          )}
        </form>
      </div>
    </div>
  );
}
