import { useEffect, useState } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import styles from './area.module.css';

/** The search bar of spec §2 ("search bar shown"): a wide box over the area's list. */
export function AreaSearchBar({ title, value, placeholder, onSearch }: { title: string; value: string; placeholder?: string; onSearch: (keyword: string) => void }) {
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
        </form>
      </div>
    </div>
  );
}
