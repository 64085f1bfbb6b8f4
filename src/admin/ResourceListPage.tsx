import { getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Empty, Table } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useLiveAbility } from '../providers/ability';
import { subjectOf } from '../providers/accessControl';
import { useCanAll } from '../providers/useCanAll';
import { useSession } from '../session/useSession';
import { FilterBar, filterItemsOf } from './FilterBar';
import { useMemo, useState } from 'react';
import type { ColumnType } from 'antd/es/table';
import type { ResourceSpec } from '../resources/define';
import { renderField } from './renderField';
import { ExportButton } from './ExportButton';
import { SortCell } from './SortCell';
import { PageTitle } from './PageTitle';
import { rowsAsTree } from './treeRows';
import { givenNone } from './managesAll';
import { actionsColumnWidth, RowActionsCell, rowActionsOf, useRowCall } from './rowActions';
import { BatchBar, batchActionsOf, batchReviewOf } from './BatchBar';
import { ColumnSettingsButton, columnChoicesOf, useColumnSettings } from './columnSettings';
import { refSubject } from './refSources';

/**
 * Column widths. A text column has no fixed width: it takes a share of what the table has left and
 * never less than TEXT_MIN_PX (cut with an ellipsis, the whole text on hover), so at 1280 px the
 * status and date columns stay in view beside 操作 instead of being pushed past the right edge.
 * Any other column keeps its declared width (or OTHER_COLUMN_PX). The table scrolls sideways only
 * when even the minimums do not fit.
 */
const TEXT_MIN_PX = 110;
const OTHER_COLUMN_PX = 110;
const SELECTION_PX = 48;

type Row = Record<string, unknown>;

/**
 * The generic server-paged, server-sorted list of any declared resource: its row actions (two as
 * buttons, the rest under 更多), row selection with its batch actions, and 列设置 kept per account.
 * Who may do what is asked of Refine's access-control provider (useCan), which wraps the ability.
 */
export function ResourceListPage({ spec }: { spec: ResourceSpec }) {
  const navigate = useNavigate();
  const ability = useLiveAbility();
  const subject = subjectOf(spec.name);
  const account = useSession().userInfo?.user?.username ?? '';
  const lacksRequired = Boolean(spec.requires) && givenNone(ability, subject);
  const { tableProps, setFilters, filters, sorters } = useTable({
    resource: spec.name,
    // A tree (FieldSpec `tree`) is read whole: its rows are not cut into pages.
    pagination: { pageSize: spec.tree ? (spec.maxPageSize ?? spec.pageSize) : spec.pageSize },
    sorters: { mode: 'server' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    meta: { manage: true },
    queryOptions: { enabled: !lacksRequired },
  });
  const choices = useMemo(() => columnChoicesOf(spec), [spec]);
  const settings = useColumnSettings(account, spec.name, choices);
  const rowCall = useRowCall(spec.name);
  const actions = useMemo(() => rowActionsOf(spec, rowCall), [spec, rowCall]);
  const columns: ColumnType<Row>[] = choices
    .filter((c) => settings.shown(c.name))
    .map(({ name }) => {
      const f = spec.fields[name];
      return {
        key: name,
        dataIndex: name,
        title: f.label,
        ...(f.kind === 'text' ? { minWidth: Math.min(f.width ?? TEXT_MIN_PX, TEXT_MIN_PX) } : { width: f.width ?? OTHER_COLUMN_PX }),
        ellipsis: f.kind === 'text',
        sorter: (spec.sortable as readonly string[]).includes(name),
        sortOrder: getDefaultSortOrder(name, sorters) ?? null,
        render: (value: unknown, record: Row) => (name === 'sort' && spec.calls.sort ? <SortCell spec={spec} record={record} /> : renderField(f, value, record)),
      };
    });
  // A picker lists records the member manages: offered only when they may (an editor edits issues, not journals).
  const declaredFilters = useMemo(() => filterItemsOf(spec), [spec]);
  const refAllowed = useCanAll(declaredFilters.map((i) => ({ resource: spec.name, action: 'update', params: { subject: i.ref ? refSubject(i.ref) : subject } as never })));
  const filterItems = declaredFilters.filter((i, n) => i.control !== 'ref' || i.ref === 'dept' || refAllowed[n] === true);
  if (actions.length) {
    columns.push({
      key: '__actions',
      title: '操作',
      // Kept in view at the right edge while a wide table scrolls.
      fixed: 'right',
      width: actionsColumnWidth(actions),
      render: (_: unknown, record: Row) => <RowActionsCell spec={spec} actions={actions} record={record} />,
    });
  }
  const canCreate = useCan({ resource: spec.name, action: 'create' }).data?.can === true && Boolean(spec.calls.create);
  // Batch 上架/下架 is the platform admin's, as the single one; 批量删除 whoever may delete (the server checks each row).
  // 批量审核 whoever may review (the server checks each row as its single 审核).
  const batchReview = batchReviewOf(spec);
  const [mayPublishAll, mayDelete, mayReview] = useCanAll([
    { resource: spec.name, action: 'update', params: { everyRow: true } as never },
    { resource: spec.name, action: 'delete' },
    { resource: spec.name, action: batchReview?.can.action ?? 'review', params: (batchReview?.can.subject ? { subject: batchReview.can.subject } : {}) as never },
  ]);
  const batchActions = batchActionsOf(spec).filter((a) => (a === 'remove' ? mayDelete : mayPublishAll) === true);
  const reviewBatch = batchReview && mayReview === true ? batchReview.review : undefined;
  const selectable = batchActions.length > 0 || Boolean(reviewBatch);
  const [selected, setSelected] = useState<Row[]>([]);
  const tree = useMemo(() => (spec.tree ? rowsAsTree(tableProps.dataSource ?? [], spec.tree.parentField) : null), [spec.tree, tableProps.dataSource]);
  // The top level starts open; the key remounts the table once the rows arrive (antd reads the default once).
  const treeProps = tree
    ? { dataSource: tree, pagination: false as const, expandable: { defaultExpandedRowKeys: tree.map((r) => r.id as number), expandIconColumnIndex: Math.max(0, columns.findIndex((c) => c.key !== 'id')) } }
    : {};
  if (lacksRequired && spec.requires) {
    return (
      <List title={<PageTitle>{spec.label}</PageTitle>} breadcrumb={false} canCreate={false}>
        <Empty data-testid="requires-empty" description={spec.requires.none} style={{ maxWidth: 560, margin: '48px auto' }}>
          <Link to={spec.requires.link.to}>{spec.requires.link.label}</Link>
        </Empty>
      </List>
    );
  }
  // Rows no longer listed (another page, a filter, a batch done) are no longer selected.
  const listed = new Set((tableProps.dataSource ?? []).map((r) => r.id));
  const chosen = selected.filter((r) => listed.has(r.id as number));
  return (
    <List
      title={<PageTitle>{spec.label}</PageTitle>}
      breadcrumb={false}
      canCreate={canCreate}
      createButtonProps={{ onClick: () => navigate(`/admin/${spec.name}/create`), children: '新增' }}
      headerButtons={({ defaultButtons }) => (
        <>
          {spec.exportable && <ExportButton spec={spec} filters={filters} sorters={sorters} />}
          <ColumnSettingsButton choices={choices} settings={settings} />
          {defaultButtons}
        </>
      )}
    >
      <FilterBar items={filterItems} initial={filters} onSearch={(filters) => setFilters(filters, 'replace')} />
      <BatchBar spec={spec} actions={batchActions} review={reviewBatch} selected={chosen} onDone={() => setSelected([])} />
      <Table
        key={tree ? (tree.length ? 'rows' : 'empty') : 'list'}
        {...tableProps}
        // 共 N 条 under every paged list (issue 35: totals), from the server's count.
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: (total: number) => `共 ${total} 条` }}
        {...treeProps}
        rowKey="id"
        rowSelection={selectable ? { selectedRowKeys: chosen.map((r) => r.id as number), onChange: (_keys, rows) => setSelected(rows) } : undefined}
        columns={columns}
        size="middle"
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? c.minWidth ?? 0), selectable ? SELECTION_PX : 0) }}
      />
    </List>
  );
}
