import { useMemo, useState } from 'react';
import { App, Button, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useDelete, useInvalidate, type CanParams } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { call } from '../providers/http';
import { useCanAll } from '../providers/useCanAll';
import type { AdminCanParams } from '../providers/accessControl';
import { fillPath, type ResourceSpec, type ReviewSpec, type RowActionSpec } from '../resources/define';
import { ReviewDialog } from './ReviewDialog';

type Row = Record<string, unknown>;

/**
 * One action a list offers on its rows: those the resource's calls give (编辑, 上架/下架, 详情,
 * 删除) and those it declares (`rowActions`: 审核, 同意/拒绝, 分配菜单), in the order offered.
 */
export interface RowAction {
  key: string;
  label: (row: Row) => string;
  /** The access question for a row (Refine's access-control provider answers it). */
  can: (row: Row) => { action: string; params: AdminCanParams };
  when?: (row: Row) => boolean;
  danger?: (row: Row) => boolean;
  testId?: (row: Row) => string;
  does:
    | { kind: 'open'; to: (row: Row) => string; state?: (row: Row) => unknown }
    | { kind: 'confirm'; title: (row: Row) => string; description?: (row: Row) => string; okText: (row: Row) => string; run: (row: Row) => Promise<string | undefined> }
    | { kind: 'review'; review: ReviewSpec }
    | { kind: 'remove' };
}

/** Row actions shown as buttons; the rest go under 更多, so status and date columns stay in view. */
export const INLINE_ACTIONS = 2;

const mine = (record: Row): AdminCanParams => ({ record, scopedByServer: true });

/** Everything a list offers on its rows, from the declaration: declared actions first (审核), then 编辑, 上架/下架, declared screens (分配菜单), 详情, 删除. */
export function rowActionsOf(spec: ResourceSpec, run: { call: (c: { method: string; path: string }, body: Row) => Promise<string | undefined> }): RowAction[] {
  const declaredSpecs = spec.rowActions ?? [];
  const declared = declaredSpecs.map((a) => declaredAction(spec, a, run));
  // 审核 comes first even when it opens a screen of its own (作品审核, 版权登记审核).
  const screenOnly = (_: RowAction, i: number) => declaredSpecs[i].kind === 'open';
  const actions: RowAction[] = declared.filter((a, i) => !screenOnly(a, i));
  const detail = spec.calls.manageOne ?? spec.calls.one;
  if (spec.calls.update) {
    actions.push({
      key: 'edit',
      label: () => '编辑',
      can: (r) => ({ action: 'update', params: mine(r) }),
      does: { kind: 'open', to: (r) => `/admin/${spec.name}/edit/${String(r.id)}`, state: (record) => ({ record }) },
    });
  }
  const publish = spec.calls.publish;
  if (publish) {
    const published = (r: Row) => r[spec.publishedField ?? 'published'] !== false;
    const title = (r: Row) => String(r.title ?? r.name ?? '');
    // 上架/下架 is the platform admin's (an unconditional update on the subject).
    actions.push({
      key: 'publish',
      label: (r) => (published(r) ? '下架' : '上架'),
      can: () => ({ action: 'update', params: { everyRow: true } }),
      danger: published,
      testId: (r) => (published(r) ? 'unpublish-button' : 'publish-button'),
      does: {
        kind: 'confirm',
        // 下架 takes the item out of every public list, detail, the search, the sitemap and OAI-PMH at once.
        title: (r) => (published(r) ? `下架《${title(r)}》？` : `上架《${title(r)}》？`),
        description: (r) => (published(r) ? '下架后读者在列表、详情和检索中都看不到它' : '上架后读者即可浏览和检索'),
        okText: (r) => (published(r) ? '下架' : '上架'),
        run: (r) => run.call({ method: publish.method, path: fillPath(publish.path, { id: r.id as number }) }, { published: !published(r) }),
      },
    });
  }
  // A declared screen of the row (分配菜单) is its purpose more than 详情 is.
  actions.push(...declared.filter(screenOnly));
  if (detail) {
    actions.push({ key: 'show', label: () => '详情', can: (r) => ({ action: 'read', params: mine(r) }), does: { kind: 'open', to: (r) => `/admin/${spec.name}/show/${String(r.id)}` } });
  }
  if (spec.calls.remove) {
    actions.push({ key: 'remove', label: () => '删除', can: (r) => ({ action: 'delete', params: mine(r) }), danger: () => true, testId: () => 'remove-button', does: { kind: 'remove' } });
  }
  return actions;
}

function declaredAction(spec: ResourceSpec, a: RowActionSpec, run: Parameters<typeof rowActionsOf>[1]): RowAction {
  const base = {
    key: a.key,
    label: () => a.label,
    can: (r: Row) => ({ action: a.can.action, params: { ...mine(r), ...(a.can.subject ? { subject: a.can.subject } : {}) } }),
    when: a.when,
  };
  switch (a.kind) {
    case 'open':
      return { ...base, does: { kind: 'open', to: (r) => fillPath(a.path, { id: r.id as number }), state: (record) => ({ record }) } };
    case 'call':
      return {
        ...base,
        danger: () => Boolean(a.danger),
        testId: () => `${a.key}-apply`,
        does: { kind: 'confirm', title: a.confirm, okText: () => a.label, run: (r) => run.call(a.call, a.body(r)) },
      };
    case 'review': {
      const page = a.review.page;
      // A review with a screen of its own opens it (the whole record to read); else the dialog.
      if (page) return { ...base, testId: () => 'review-button', does: { kind: 'open', to: (r) => fillPath(page, { id: r.id as number }) } };
      return { ...base, testId: () => 'review-button', does: { kind: 'review', review: a.review } };
    }
  }
  throw new Error(`${spec.name}: unknown row action`);
}

/** Runs a row's call, shows the server's answer, reloads the list and detail. */
export function useRowCall(resource: string) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return useMemo(
    () => ({
      call: async (c: { method: string; path: string }, body: Row) => {
        try {
          const res = await call(c.method as 'POST', c.path, { body });
          void message.success(res.msg);
          await invalidate({ resource, invalidates: ['list', 'detail'] });
          return res.msg;
        } catch (e) {
          void message.error((e as Error).message);
          return undefined;
        }
      },
    }),
    [message, invalidate, resource],
  );
}

/** The 操作 cell of one row: the first two allowed actions as buttons, the others under 更多. */
export function RowActionsCell({ spec, actions, record }: { spec: ResourceSpec; actions: RowAction[]; record: Row }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { mutate: remove } = useDelete();
  const [reviewing, setReviewing] = useState<ReviewSpec | null>(null);
  const applicable = actions.filter((a) => !a.when || a.when(record));
  const questions: CanParams[] = applicable.map((a) => {
    const q = a.can(record);
    return { resource: spec.name, action: q.action, params: q.params as CanParams['params'] };
  });
  const allowed = useCanAll(questions);
  const shown = applicable.filter((_, i) => allowed[i] === true);
  const removeRow = () => remove({ resource: spec.name, id: record.id as number });

  const start = (a: RowAction, inMenu: boolean) => {
    const does = a.does;
    if (does.kind === 'open') navigate(does.to(record), { state: does.state?.(record) });
    else if (does.kind === 'review') setReviewing(does.review);
    else if (inMenu && does.kind === 'confirm') {
      modal.confirm({ title: does.title(record), content: does.description?.(record), okText: does.okText(record), cancelText: '取消', okButtonProps: { danger: a.danger?.(record) }, onOk: () => does.run(record) });
    } else if (inMenu && does.kind === 'remove') {
      modal.confirm({ title: '确定要删除吗？', okText: '删除', cancelText: '取消', okButtonProps: { danger: true }, onOk: removeRow });
    }
  };
  const inline = shown.slice(0, INLINE_ACTIONS);
  const more = shown.slice(INLINE_ACTIONS);
  return (
    <Space size="small">
      {inline.map((a) => {
        const does = a.does;
        // Asked first in a popover at the button (a menu item asks in a dialog instead: the menu closes).
        if (does.kind === 'confirm') {
          return (
            <Popconfirm key={a.key} title={does.title(record)} description={does.description?.(record)} okText={does.okText(record)} cancelText="取消" onConfirm={() => does.run(record)}>
              <Button size="small" danger={a.danger?.(record)} data-testid={a.testId?.(record)}>
                {a.label(record)}
              </Button>
            </Popconfirm>
          );
        }
        if (does.kind === 'remove') {
          return (
            <Popconfirm key={a.key} title="确定要删除吗？" okText="删除" cancelText="取消" onConfirm={removeRow}>
              <Button size="small" danger data-testid={a.testId?.(record)}>
                删除
              </Button>
            </Popconfirm>
          );
        }
        return (
          <Button key={a.key} size="small" danger={a.danger?.(record)} data-testid={a.testId?.(record)} onClick={() => start(a, false)}>
            {a.label(record)}
          </Button>
        );
      })}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a.key, label: <span data-testid={a.testId?.(record) ?? `${a.key}-action`}>{a.label(record)}</span>, danger: a.danger?.(record) })),
            onClick: ({ key }) => {
              const a = more.find((m) => m.key === key);
              if (a) start(a, true);
            },
          }}
        >
          <Button size="small" data-testid="row-more">
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {reviewing && <ReviewDialog resource={spec.name} review={reviewing} record={record} onClose={() => setReviewing(null)} />}
    </Space>
  );
}

/** The 操作 column's width: padding, the two widest inline labels, 更多 when there is more. */
export function actionsColumnWidth(actions: RowAction[]): number {
  const labelPx = (a: RowAction) => 26 + 14 * Math.max(2, ...['下架', a.label({})].map((l) => l.length));
  const widest = actions.map(labelPx).sort((a, b) => b - a);
  const inline = widest.slice(0, INLINE_ACTIONS).reduce((s, px) => s + px, 0);
  const more = actions.length > INLINE_ACTIONS ? 72 : 0;
  return 24 + inline + more + 8 * Math.min(actions.length, INLINE_ACTIONS + 1);
}
