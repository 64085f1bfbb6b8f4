import { useCallback, useEffect, useState } from 'react';
import { App, Button, Modal, Popconfirm, Select, Space, Table, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { call, callPage, downloadFile } from '../../providers/http';
import { COPYRIGHT_CALLS, COPYRIGHT_STATUS, type CopyrightStatus } from '../../resources/copyright';
import { CopyrightApplyDetail, CopyrightStatusTag, type CopyrightApplyVO } from '../../ui/CopyrightApplyDetail';
import { OwnersPanel } from './OwnersPanel';

interface ApplyRow {
  id: number;
  status: CopyrightStatus;
  step: number;
  title: string;
  categoryLabel: string;
  registrationNo: string | null;
  updateTime: string;
}

export const WIZARD_PATH = '/copyright/apply';

/** 我的登记: the member's applications with status, 新建登记, 继续填写 / 修改, 查看, 复制, 删除草稿, 下载证书. */
function MyApplications() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ApplyRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const [detail, setDetail] = useState<CopyrightApplyVO | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await callPage<ApplyRow>('get', COPYRIGHT_CALLS.list.path, { query: { pageNum, pageSize: 10, status } });
      setRows(res.rows);
      setTotal(res.total);
    } catch (e) {
      message.error((e as Error).message);
    }
  }, [pageNum, status, message]);
  useEffect(() => {
    void load();
  }, [load]);
  const act = async (fn: () => Promise<{ msg: string }>) => {
    try {
      message.success((await fn()).msg);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const open = async (id: number) => {
    try {
      setDetail((await call<CopyrightApplyVO>('get', COPYRIGHT_CALLS.getVO.path, { query: { id } })).data ?? null);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const certificate = (row: ApplyRow) =>
    downloadFile(COPYRIGHT_CALLS.certificate.path, { id: row.id }, `作品登记证书-${row.registrationNo ?? row.id}.pdf`).catch((e: Error) => message.error(e.message));
  return (
    <div data-testid="copyright-applies">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => navigate(WIZARD_PATH)}>
          新建登记
        </Button>
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={(v) => {
            setPageNum(1);
            setStatus(v);
          }}
          options={Object.entries(COPYRIGHT_STATUS).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </Space>
      <Table<ApplyRow>
        rowKey="id"
        size="middle"
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: '暂无登记申请' }}
        pagination={{ current: pageNum, total, pageSize: 10, onChange: setPageNum, hideOnSinglePage: true }}
        columns={[
          { title: '作品名称', dataIndex: 'title', render: (t: string) => t || '（未填写）' },
          { title: '作品类别', dataIndex: 'categoryLabel', width: 120 },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <CopyrightStatusTag status={s} /> },
          { title: '登记号', dataIndex: 'registrationNo', width: 220, render: (n: string | null) => n ?? '—' },
          {
            title: '操作',
            width: 250,
            render: (_, row) => (
              <Space size="small" wrap>
                {(row.status === 0 || row.status === 3) && (
                  <Button size="small" type="primary" onClick={() => navigate(`${WIZARD_PATH}?id=${row.id}`)}>
                    {row.status === 0 ? '继续填写' : '修改'}
                  </Button>
                )}
                <Button size="small" onClick={() => void open(row.id)}>
                  查看
                </Button>
                <Button size="small" onClick={() => void act(() => call('post', COPYRIGHT_CALLS.copyDTO.path, { body: { id: row.id } }))}>
                  复制
                </Button>
                {row.status === 0 && (
                  <Popconfirm title="确定删除该草稿吗？" okText="删除" cancelText="取消" onConfirm={() => act(() => call('delete', COPYRIGHT_CALLS.delDetail.path, { query: { id: row.id } }))}>
                    <Button size="small" danger>
                      删除草稿
                    </Button>
                  </Popconfirm>
                )}
                {row.status === 2 && (
                  <Button size="small" onClick={() => void certificate(row)}>
                    下载证书
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={detail !== null} title="登记申请详情" width={860} footer={null} onCancel={() => setDetail(null)} destroyOnHidden>
        {detail && <CopyrightApplyDetail apply={detail} />}
      </Modal>
    </div>
  );
}

/** The user centre's 版权登记 tab (its own chunk): 我的登记 and 著作权人. */
export default function CopyrightTab() {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'applies', label: '我的登记', children: <MyApplications /> },
        { key: 'owners', label: '著作权人', children: <OwnersPanel /> },
      ]}
    />
  );
}
