import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Modal, Popconfirm, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCan } from '@refinedev/core';
import { call } from '../providers/http';
import { fillPath } from '../resources/define';
import { DEPT_CALLS, deptInput, deptResource, type DeptNode } from '../resources/depts';
import { formFieldsOf } from '../ui/formRules';
import { validatedValues } from '../ui/validatedValues';
import { FieldControl, formItemPropsOf } from './FieldControl';

const toTree = (nodes: DeptNode[]): DataNode[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name}${n.staffCount ? `（${n.staffCount}人）` : ''}`, children: toTree(n.children ?? []) }));

function find(nodes: DeptNode[], id: number): DeptNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

/** 部门管理: the institution's departments as a tree; add a child, edit, delete (refused while it has children or staff). */
export function DeptTreePage() {
  const { message } = App.useApp();
  const [tree, setTree] = useState<DeptNode[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; record: Partial<DeptNode> } | null>(null);
  const [form] = Form.useForm();
  const fields = formFieldsOf({ fields: deptResource.fields, input: deptInput }).filter((f) => f.name !== 'parentId');

  const load = useCallback(async () => {
    setTree((await call<DeptNode[]>('get', DEPT_CALLS.tree.path)).data ?? []);
  }, []);
  useEffect(() => {
    load().catch((e: Error) => message.error(e.message));
  }, [load, message]);

  const current = selected ? find(tree, selected) : null;
  const canManage = useCan({ resource: deptResource.name, action: 'create' }).data?.can === true;

  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    const c = editing?.mode === 'edit' ? deptResource.calls.update! : deptResource.calls.create!;
    try {
      await call(c.method.toLowerCase() as 'post' | 'put', c.path, { body: { ...editing?.record, ...values } });
      message.success('保存成功');
      setEditing(null);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const remove = async (id: number) => {
    try {
      await call('delete', fillPath(deptResource.calls.remove!.path, { id }));
      message.success('删除成功');
      setSelected(null);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const open = (mode: 'create' | 'edit', record: Partial<DeptNode>) => {
    form.resetFields();
    form.setFieldsValue(record);
    setEditing({ mode, record });
  };

  return (
    <Card
      title="部门管理"
      data-testid="dept-tree-page"
      extra={
        canManage && (
          <Space>
            {/* A new department starts 启用, like every new record of the generic forms. */}
            <Button type="primary" onClick={() => open('create', { parentId: current?.id ?? null, sort: 0, enabled: true })}>
              {current ? '新增下级部门' : '新增部门'}
            </Button>
            {current && <Button onClick={() => open('edit', { id: current.id, parentId: current.parentId, name: current.name, leader: current.leader, phone: current.phone, sort: current.sort, enabled: current.enabled })}>编辑</Button>}
            {current && (
              <Popconfirm title="确定要删除该部门吗？" okText="删除" cancelText="取消" onConfirm={() => remove(current.id)}>
                <Button danger>删除</Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {tree.length === 0 ? (
        <Typography.Text type="secondary">暂无部门</Typography.Text>
      ) : (
        <Tree treeData={toTree(tree)} defaultExpandAll selectedKeys={selected ? [selected] : []} onSelect={(keys) => setSelected((keys[0] as number) ?? null)} />
      )}
      <Modal open={editing !== null} title={editing?.mode === 'edit' ? '编辑部门' : '新增部门'} onOk={save} onCancel={() => setEditing(null)} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical">
          {fields.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules} {...formItemPropsOf(f)}>
              <FieldControl field={f} mode={editing?.mode ?? 'create'} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </Card>
  );
}
