import { useCallback, useEffect, useState } from 'react';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { call, callPage } from '../../providers/http';
import { COPYRIGHT_CALLS } from '../../resources/copyright';
import { OwnerFormModal, type OwnerRow } from './OwnerForm';

/** 著作权人: the member's owners (ID numbers masked), add, edit, delete. */
export function OwnersPanel() {
  const { message } = App.useApp();
  const [rows, setRows] = useState<OwnerRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<OwnerRow | 'new' | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await callPage<OwnerRow>('get', COPYRIGHT_CALLS.ownerList.path, { query: { pageNum, pageSize: 10 } });
      setRows(res.rows);
      setTotal(res.total);
    } catch (e) {
      message.error((e as Error).message);
    }
  }, [pageNum, message]);
  useEffect(() => {
    void load();
  }, [load]);
  const remove = async (id: number) => {
    try {
      message.success((await call('delete', COPYRIGHT_CALLS.delOwner.path, { query: { id } })).msg);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <div data-testid="copyright-owners">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          添加著作权人
        </Button>
      </Space>
      <Table<OwnerRow>
        rowKey="id"
        size="middle"
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: '暂无著作权人' }}
        pagination={{ current: pageNum, total, pageSize: 10, onChange: setPageNum, hideOnSinglePage: true }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '类型', dataIndex: 'ownerTypeLabel', width: 130 },
          { title: '证件类型', dataIndex: 'idType', width: 140 },
          { title: '证件号码', dataIndex: 'idNumber', width: 190 },
          {
            title: '操作',
            width: 150,
            render: (_, row) => (
              <Space size="small">
                <Button size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除该著作权人吗？" okText="删除" cancelText="取消" onConfirm={() => remove(row.id)}>
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <OwnerFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </div>
  );
}
