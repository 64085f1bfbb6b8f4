import { useState } from 'react';
import { App, Button, Checkbox, Dropdown } from 'antd';
import { DownloadOutlined, StarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CITATION_STYLES, type CitationStyle } from '../../shared/citation';
import type { SearchRow } from '../../shared/search';
import { download } from '../area/CitationDialog';
import { useOpenLogin } from '../../session/useOpenLogin';
import { usePersonalSession } from '../../session/useSession';
import { collectMany, fetchCitations } from './api';
import { citationsOf, collectItems, SELECTION_MAX, type Selection } from './selection';
import styles from './SearchPage.module.css';

/**
 * Above the results: 本页全选, 已选 N 条 (kept across pages), 清除, 导出引文 in the four styles of the
 * single-item citation (src/shared/citation.ts) and 批量收藏 in one call.
 */
export function SelectionBar({ pageRows, selection, outdated = false }: { pageRows: SearchRow[]; selection: Selection; outdated?: boolean }) {
  const { message } = App.useApp();
  const personal = usePersonalSession();
  const openLogin = useOpenLogin();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onPage = pageRows.filter((r) => selection.has(r)).length;
  const tooMany = () => void message.warning(`最多选择${SELECTION_MAX}条`);
  const none = () => void message.warning('请先勾选检索结果');

  const exportAs = async (style: CitationStyle) => {
    if (selection.count === 0) return none();
    const format = CITATION_STYLES.find((s) => s.style === style)!;
    let works;
    try {
      works = await fetchCitations(selection.rows);
    } catch (e) {
      return void message.error((e as Error).message || '导出失败，请稍后重试');
    }
    const skipped = selection.count - works.length;
    if (works.length === 0) return void message.warning('所选条目的类型暂不支持导出引文');
    download(citationsOf(works, style, window.location.origin), `检索结果引文_${works.length}条.${format.extension}`, format.mime);
    void message.success(skipped ? `已导出${works.length}条，${skipped}条（报纸、法规、标准等）暂不支持导出引文` : `已导出${works.length}条引文`);
  };

  const collect = async () => {
    if (selection.count === 0) return none();
    if (!personal) return openLogin();
    const items = collectItems(selection.rows);
    if (items.length === 0) return void message.warning('所选条目的类型不能收藏');
    setBusy(true);
    try {
      const answer = await collectMany(items);
      void client.invalidateQueries({ queryKey: ['my-collections'] });
      void client.invalidateQueries({ queryKey: ['collect-status'] });
      void message.success(answer.msg);
    } catch (e) {
      void message.error((e as Error).message || '收藏失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.selection} data-testid="search-selection">
      <Checkbox
        checked={pageRows.length > 0 && onPage === pageRows.length}
        indeterminate={onPage > 0 && onPage < pageRows.length}
        // The rows on show are the last page's while the next one loads: 本页全选 waits for its own.
        disabled={outdated}
        onChange={(e) => {
          if (!selection.setPage(pageRows, e.target.checked)) tooMany();
        }}
      >
        本页全选
      </Checkbox>
      <span className={styles.selected}>
        已选 <strong data-testid="selection-count">{selection.count}</strong> 条
      </span>
      <button type="button" className={styles.more} onClick={selection.clear} disabled={selection.count === 0}>
        清除
      </button>
      <span className={styles.selectionActions}>
        <Dropdown
          trigger={['click']}
          menu={{ items: CITATION_STYLES.map((s) => ({ key: s.style, label: s.label })), onClick: ({ key }) => void exportAs(key as CitationStyle) }}
        >
          <Button size="small" icon={<DownloadOutlined />}>
            导出引文
          </Button>
        </Dropdown>
        <Button size="small" icon={<StarOutlined />} loading={busy} onClick={collect}>
          收藏所选
        </Button>
      </span>
    </div>
  );
}
