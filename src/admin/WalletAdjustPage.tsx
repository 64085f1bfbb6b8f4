import { App, Button, Card, Form, Input, InputNumber, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, callPage } from '../providers/http';
import { ADMIN_ORDER_CALLS as calls } from '../resources/commerceAdmin';
import { chinaDateTime, formatFen } from '../shared/format';

interface Adjustment {
  id: number;
  orderNo: string;
  username: string;
  balanceDeltaFen: number;
  pointsDelta: number;
  remark: string;
  createTime: string;
}

interface Values {
  username: string;
  balanceYuan?: number | null;
  points?: number | null;
  remark: string;
}

/**
 * 余额积分调整: a back-office adjustment (order type 9) of one member's balance and/or points,
 * through the ledgers, with a required remark; the server refuses a result below zero and writes
 * the audit entry (操作日志) in the same transaction. Below: the adjustments made so far.
 */
export function WalletAdjustPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const list = useQuery({ queryKey: ['admin-adjustments', pageNum], queryFn: () => callPage<Adjustment>(calls.adjustments.method, calls.adjustments.path, { query: { pageNum, pageSize: 10 } }) });

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const res = await call(calls.adjust.method, calls.adjust.path, {
        body: { username: v.username, balanceFen: Math.round((v.balanceYuan ?? 0) * 100), points: v.points ?? 0, remark: v.remark },
      });
      void message.success(res.msg || '调整成功');
      form.resetFields();
      await client.invalidateQueries({ queryKey: ['admin-adjustments'] });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>余额积分调整</Typography.Title>} data-testid="wallet-adjust-page">
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 24, rowGap: 12 }}>
        <Form.Item name="username" label="会员账号" rules={[{ required: true, message: '请输入会员账号' }]}>
          <Input placeholder="如：demo_member" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="balanceYuan" label="余额调整">
          <InputNumber precision={2} step={1} addonAfter="元" placeholder="负数为扣减" style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="points" label="积分调整">
          <InputNumber precision={0} step={1} placeholder="负数为扣减" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="remark" label="调整说明" rules={[{ required: true, whitespace: true, message: '请填写调整说明' }]}>
          <Input placeholder="如：补偿重复扣款" maxLength={300} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            确认调整
          </Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        pagination={{ current: pageNum, pageSize: 10, total: list.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 200 },
          { title: '会员账号', dataIndex: 'username', width: 130 },
          { title: '余额变动', dataIndex: 'balanceDeltaFen', width: 120, render: (v: number) => (v ? `${v > 0 ? '+' : '-'}${formatFen(Math.abs(v))}` : '—') },
          { title: '积分变动', dataIndex: 'pointsDelta', width: 100, render: (v: number) => (v ? <Tag color={v > 0 ? 'green' : 'red'}>{v > 0 ? `+${v}` : v}</Tag> : '—') },
          { title: '调整说明', dataIndex: 'remark' },
          { title: '调整时间', dataIndex: 'createTime', width: 180, render: (v: string) => chinaDateTime(v) },
        ]}
      />
    </Card>
  );
}
