import { DeleteButton, List, useTable } from '@refinedev/antd';
import { Button, Empty, Space, Table } from 'antd';
import { Link, useNavigate } from 'react-router';
import { row } from '../access/ability';
import { useLiveAbility } from '../providers/ability';
import { subjectOf } from '../providers/accessControl';
import { ReviewButtons, type ApplicationRow } from './ReviewButtons';
import { WorksReviewButtons } from './WorksReviewButtons';
import { PublishButton } from './PublishButton';
import { FilterBar, filterItemsOf } from './FilterBar';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';
import type { ResourceSpec } from '../resources/define';
import { renderField } from './renderField';
import { ExportButton } from './ExportButton';
import { SortCell, StudioApplyButtons } from './RowCallButtons';
import { PageTitle } from './PageTitle';
import { rowsAsTree } from './treeRows';
import { givenNone, managesAll } from './managesAll';

const REF_SUBJECT = { menu: 'Menu', journal: 'Journal', period: 'Period', column: 'Column', orgRole: 'OrgRole', dept: 'Dept', newspaper: 'Content', famousTeacher: 'FamousTeacher', headmaster: 'Headmaster', studio: 'Studio', photoType: 'Photo', photoActivity: 'Content', photoCourse: 'PhotoCourse', photoChapter: 'PhotoCourse', calligrapher: 'Content', famousSchool: 'Content', universityActivity: 'Content', writer: 'Writer', teachingUnit: 'TeachingResource', teachingNode: 'TeachingType', school: 'Content', topic: 'Content', topicSection: 'Content', readerItem: 'Content', dictType: 'Content' } as const;

/**
 * Column widths where a declaration names none: a text column (cut with an ellipsis, the whole text
 * on hover) and any other. Every column has a width so the table can be as wide as they add up to
 * and scroll sideways, rather than squeezing a status into one character a line.
 */
const TEXT_COLUMN_PX = 220;
const OTHER_COLUMN_PX = 110;
/** The 操作 cell: a small two-character button, the delete button with its icon, a four-character one, the space between, the cell's padding. */
const ACTION_PX = { button: 50, remove: 68, wide: 78, gap: 8, padding: 24 };

/** The generic server-paged, server-sorted list of any declared resource. */
export function ResourceListPage({ spec }: { spec: ResourceSpec }) {
  const navigate = useNavigate();
  const ability = useLiveAbility();
  const subject = subjectOf(spec.name);
  // The server scoped the rows already; rows without an owner field are checked by subject.
  const may = (action: 'read' | 'update' | 'delete', record: Record<string, unknown>) =>
    ability.can(action, row(subject, record)) || (!['orgPartyId', 'memberId', 'uid', 'journalId', 'ownerId', 'managerId'].some((k) => k in record) && ability.can(action, subject));
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
  const columns: ColumnType<Record<string, unknown>>[] = Object.entries(spec.fields)
    .filter(([, f]) => f.list)
    .map(([name, f]) => ({
      key: name,
      dataIndex: name,
      title: f.label,
      width: f.width ?? (f.kind === 'text' ? TEXT_COLUMN_PX : OTHER_COLUMN_PX),
      ellipsis: f.kind === 'text',
      sorter: (spec.sortable as readonly string[]).includes(name),
      render: (value: unknown, record: Record<string, unknown>) =>
        name === 'sort' && spec.calls.sort ? <SortCell spec={spec} record={record} editable={may('update', record)} /> : renderField(f, value, record),
    }));
  // A picker lists records the member manages: offered only when they may (an editor edits issues, not journals).
  const filterItems = useMemo(
    () => filterItemsOf(spec).filter((i) => i.control !== 'ref' || i.ref === 'dept' || ability.can('update', REF_SUBJECT[i.ref!])),
    [spec, ability],
  );
  const reviewable = spec.name === 'roleApplications' && ability.can('review', 'RoleApplication');
  const worksReviewable = spec.name === 'worksReview' && ability.can('review', 'Works');
  // 上架/下架 is the platform admin's (an unconditional update on the subject).
  const publishable = Boolean(spec.calls.publish) && managesAll(ability, subject);
  const detail = spec.calls.manageOne ?? spec.calls.one;
  const studioApplies = spec.name === 'studioMembers';
  // The row actions this list offers, each with the room its button takes; whether a row shows one
  // is decided per record in `show`.
  const actions: Array<{ px: number; show: (record: Record<string, unknown>) => ReactNode }> = [];
  if (detail) {
    actions.push({
      px: ACTION_PX.button,
      show: (record) =>
        may('read', record) && (
          <Button size="small" onClick={() => navigate(`/admin/${spec.name}/show/${String(record.id)}`)}>
            详情
          </Button>
        ),
    });
  }
  if (spec.calls.update) {
    actions.push({
      px: ACTION_PX.button,
      show: (record) =>
        may('update', record) && (
          <Button size="small" onClick={() => navigate(`/admin/${spec.name}/edit/${String(record.id)}`, { state: { record } })}>
            编辑
          </Button>
        ),
    });
  }
  if (spec.name === 'orgRoles') {
    actions.push({
      px: ACTION_PX.wide,
      show: (record) =>
        may('update', record) && (
          <Button size="small" onClick={() => navigate(`/admin/orgRoles/menus/${String(record.id)}`, { state: { record } })}>
            分配菜单
          </Button>
        ),
    });
  }
  if (publishable) actions.push({ px: ACTION_PX.button, show: (record) => <PublishButton spec={spec} record={record} /> });
  if (reviewable) actions.push({ px: ACTION_PX.button, show: (record) => record.status === 1 && <ReviewButtons application={record as unknown as ApplicationRow} /> });
  if (worksReviewable) {
    actions.push({ px: ACTION_PX.button, show: (record) => record.worksStatus === 1 && <WorksReviewButtons work={record as unknown as { id: number; title?: string; summary?: string }} /> });
  }
  if (studioApplies) actions.push({ px: 2 * ACTION_PX.button + ACTION_PX.gap, show: (record) => record.applyStatus === 1 && may('update', record) && <StudioApplyButtons record={record} /> });
  if (spec.calls.remove) {
    actions.push({
      px: ACTION_PX.remove,
      show: (record) =>
        may('delete', record) && (
          <DeleteButton size="small" resource={spec.name} recordItemId={record.id as number} accessControl={{ enabled: false }} confirmTitle="确定要删除吗？" confirmOkText="删除" confirmCancelText="取消">
            删除
          </DeleteButton>
        ),
    });
  }
  if (detail || spec.calls.update || spec.calls.remove || reviewable || worksReviewable) {
    columns.push({
      key: '__actions',
      title: '操作',
      // Kept in view at the right edge while a wide table scrolls.
      fixed: 'right',
      width: ACTION_PX.padding + actions.reduce((sum, a) => sum + a.px, 0) + ACTION_PX.gap * Math.max(0, actions.length - 1),
      render: (_: unknown, record: Record<string, unknown>) => (
        <Space size="small">
          {actions.map((a, i) => (
            <Fragment key={i}>{a.show(record)}</Fragment>
          ))}
        </Space>
      ),
    });
  }
  const canCreate = Boolean(spec.calls.create) && ability.can('create', subject);
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
  return (
    <List
      title={<PageTitle>{spec.label}</PageTitle>}
      breadcrumb={false}
      canCreate={canCreate}
      createButtonProps={{ onClick: () => navigate(`/admin/${spec.name}/create`), children: '新增' }}
      headerButtons={({ defaultButtons }) => (
        <>
          {spec.exportable && <ExportButton spec={spec} filters={filters} sorters={sorters} />}
          {defaultButtons}
        </>
      )}
    >
      <FilterBar items={filterItems} initial={filters} onSearch={(filters) => setFilters(filters, 'replace')} />
      <Table
        key={tree ? (tree.length ? 'rows' : 'empty') : 'list'}
        {...tableProps}
        // 共 N 条 under every paged list (issue 35: totals), from the server's count.
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: (total: number) => `共 ${total} 条` }}
        {...treeProps}
        rowKey="id"
        columns={columns}
        size="middle"
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width), 0) }}
      />
    </List>
  );
}
