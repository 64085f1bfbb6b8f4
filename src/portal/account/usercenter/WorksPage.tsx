import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Result, Select, Space, Table, Tag, Timeline, Typography } from 'antd';
import { call, callPage } from '../../../providers/http';
import { WORKS_CALLS, WORKS_STATUS, type WorksStatus } from '../../../resources/works';
import { useOpenLogin } from '../../../session/useOpenLogin';
import { useSession } from '../../../session/useSession';
import { validatedValues } from '../../../ui/validatedValues';
import { chinaDateTime } from '../../../shared/format';

interface WorkRow {
  id: number;
  title: string;
  genre: string;
  summary: string;
  body?: string;
  freeBlock: string;
  price: number;
  worksStatus: WorksStatus;
  flaggedWords: string[];
  updateTime: string;
}
interface Remark {
  status: number;
  remark: string | null;
  createTime: string;
}

const COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default', 5: 'processing', 6: 'warning' };
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** `/usercenter/works` (我的作品): the member's own works, submit, edit, close, resubmit, remarks. */
export default function WorksPage() {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const [rows, setRows] = useState<WorkRow[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const [editing, setEditing] = useState<WorkRow | 'new' | null>(null);
  const [detail, setDetail] = useState<(WorkRow & { remarks: Remark[] }) | null>(null);
  const [form] = Form.useForm();

  const load = useCallback(async () => {
    const res = await callPage<WorkRow>('get', WORKS_CALLS.list.path, { query: { pageNum, pageSize: 10, ...(status ? { worksStatus: status } : {}) } });
    setRows(res.rows);
    setTotal(res.total);
  }, [pageNum, status]);
  useEffect(() => {
    if (auth) void load().catch((e: Error) => message.error(e.message));
  }, [auth, load, message]);

  if (!auth) return <Result status="403" title="请先登录" extra={<Button type="primary" onClick={() => openLogin()}>登录/注册</Button>} />;

  const act = async (fn: () => Promise<{ msg?: string }>) => {
    try {
      message.success((await fn()).msg ?? '操作成功');
      await load();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const openDetail = async (id: number) => {
    try {
      setDetail((await call<WorkRow & { remarks: Remark[] }>('get', WORKS_CALLS.detail.path, { query: { id } })).data ?? null);
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const openEdit = async (row: WorkRow | 'new') => {
    form.resetFields();
    if (row !== 'new') {
      const full = (await call<WorkRow>('get', WORKS_CALLS.detail.path, { query: { id: row.id } })).data;
      form.setFieldsValue({ ...full, price: (full?.price ?? 0) / 100 });
    }
    setEditing(row);
  };
  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    const body = { ...values, price: Math.round(Number(values.price ?? 0) * 100), ...(editing !== 'new' && editing ? { id: editing.id } : {}) };
    await act(() => (editing === 'new' ? call('post', WORKS_CALLS.add.path, { body }) : call('put', WORKS_CALLS.edit.path, { body })));
    setEditing(null);
  };

  return (
    <Card
      title="我的作品"
      data-testid="my-works"
      extra={
        <Space>
          <Select allowClear placeholder="审核状态" style={{ width: 140 }} value={status} onChange={(v) => { setStatus(v); setPageNum(1); }} options={Object.entries(WORKS_STATUS).map(([v, l]) => ({ value: Number(v), label: l }))} />
          <Button onClick={() => void load()}>刷新</Button>
          <Button type="primary" onClick={() => void openEdit('new')}>发布作品</Button>
        </Space>
      }
    >
      <Table<WorkRow>
        rowKey="id"
        dataSource={rows}
        pagination={{ current: pageNum, pageSize: 10, total, onChange: setPageNum }}
        columns={[
          { title: '标题', dataIndex: 'title', render: (t: string, r) => <a onClick={() => void openDetail(r.id)}>{t}</a> },
          { title: '类别', dataIndex: 'genre' },
          { title: '价格（元）', dataIndex: 'price', render: (p: number) => yuan(p) },
          {
            title: '状态',
            dataIndex: 'worksStatus',
            render: (s: WorksStatus, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLORS[s]}>{WORKS_STATUS[s]}</Tag>
                {r.flaggedWords.length > 0 && <Typography.Text type="danger">敏感词：{r.flaggedWords.join('、')}</Typography.Text>}
              </Space>
            ),
          },
          { title: '更新时间', dataIndex: 'updateTime', render: (t: string) => chinaDateTime(t) },
          {
            title: '操作',
            render: (_: unknown, r) => (
              <Space>
                {r.worksStatus !== 2 && r.worksStatus !== 5 && <a onClick={() => void openEdit(r)}>修改</a>}
                {r.worksStatus !== 4 && <a onClick={() => void act(() => call('put', WORKS_CALLS.edit2.path, { body: { id: r.id, worksStatus: 4 } }))}>关闭</a>}
                {[3, 4, 6].includes(r.worksStatus) && <a onClick={() => void act(() => call('put', WORKS_CALLS.edit2.path, { body: { id: r.id, worksStatus: 5 } }))}>重新提交</a>}
                {r.worksStatus !== 2 && <a onClick={() => void act(() => call('delete', WORKS_CALLS.delete.path, { query: { id: r.id } }))}>删除</a>}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? '发布作品' : '修改作品'} onOk={() => void save()} onCancel={() => setEditing(null)} okText="提交审核" cancelText="取消" destroyOnHidden width={720}>
        <Form form={form} layout="vertical">
          <Form.Item name="title" label="作品标题" rules={[{ required: true, message: '请输入作品标题' }]}><Input maxLength={200} /></Form.Item>
          <Form.Item name="genre" label="作品类别"><Input maxLength={40} /></Form.Item>
          <Form.Item name="summary" label="作品简介"><Input.TextArea rows={2} maxLength={2000} /></Form.Item>
          <Form.Item name="freeBlock" label="免费试读部分"><Input.TextArea rows={3} /></Form.Item>
          <Form.Item name="body" label="作品正文"><Input.TextArea rows={8} /></Form.Item>
          <Form.Item name="price" label="价格（元）" initialValue={0}><InputNumber min={0} precision={2} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={detail !== null} title={detail?.title} footer={null} onCancel={() => setDetail(null)} width={720}>
        {detail && (
          <>
            <p>状态：<Tag color={COLORS[detail.worksStatus]}>{WORKS_STATUS[detail.worksStatus]}</Tag></p>
            {detail.flaggedWords.length > 0 && <Typography.Paragraph type="danger">云审核发现敏感词：{detail.flaggedWords.join('、')}，请修改后重新提交。</Typography.Paragraph>}
            <Typography.Title level={5}>审核记录</Typography.Title>
            <Timeline items={detail.remarks.map((r) => ({ children: `${chinaDateTime(r.createTime)} ${WORKS_STATUS[r.status as WorksStatus] ?? ''} ${r.remark ?? ''}` }))} />
          </>
        )}
      </Modal>
    </Card>
  );
}
