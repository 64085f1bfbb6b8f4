import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Modal, Popconfirm, Radio, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatFen } from '../../shared/format';
import { ORDER_PAGE_SIZE, PAY_STATUS, PAY_STATUS_LABELS } from '../../shared/order';
import { commentTime } from '../reader/time';
import { commerceApi, type OrderRow } from './api';
import { PayDialog } from './PayDialog';

const STATUS_OPTIONS = [{ value: 0, label: '全部' }, ...Object.entries(PAY_STATUS_LABELS).map(([v, label]) => ({ value: Number(v), label }))];
const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };

/** 我的订单: 15 a page (spec §9), 去支付 and 取消 on unpaid orders. */
export function MyOrders() {
  const [status, setStatus] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [paying, setPaying] = useState<OrderRow | null>(null);
  const [shown, setShown] = useState<OrderRow | null>(null);
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['my-orders', status, pageNum],
    queryFn: () => commerceApi.orders({ pageNum, pageSize: ORDER_PAGE_SIZE, payStatus: status || undefined }),
  });

  const cancel = async (row: OrderRow) => {
    try {
      const { msg } = await commerceApi.cancel(row.id);
      void message.success(msg);
      await client.invalidateQueries({ queryKey: ['my-orders'] });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <div data-testid="my-orders">
      <Radio.Group
        size="small"
        optionType="button"
        options={STATUS_OPTIONS}
        value={status}
        style={{ marginBottom: 12 }}
        onChange={(e) => {
          setStatus(e.target.value as number);
          setPageNum(1);
        }}
      />
      <Table<OrderRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无订单'} /> }}
        pagination={{ current: pageNum, pageSize: ORDER_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
        columns={[
          {
            // The product's name takes the room; its order number sits under it (the user centre's
            // column is ~700 px: beside a 170 px 订单号 column the name was cut to two characters).
            title: '商品',
            dataIndex: 'title',
            render: (v: string, r) => (
              <>
                <Typography.Text ellipsis={{ tooltip: v }} style={{ display: 'block', maxWidth: 300 }}>{`${r.orderTypeLabel}｜${v}`}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  订单号 {r.orderNo}
                </Typography.Text>
              </>
            ),
          },
          { title: '金额', dataIndex: 'amountFen', width: 90, render: (v: number) => formatFen(v) },
          { title: '下单时间', dataIndex: 'createTime', width: 130, render: (v: string) => commentTime(v) },
          { title: '状态', dataIndex: 'payStatus', width: 80, render: (v: number, r) => <Tag color={STATUS_COLOR[v]}>{r.payStatusLabel}</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, r) =>
              r.payStatus === PAY_STATUS.unpaid && r.orderType !== 3 ? (
                <>
                  <Button size="small" type="link" onClick={() => setPaying(r)}>
                    去支付
                  </Button>
                  <Popconfirm title="确定取消该订单吗？" okText="确定" cancelText="再想想" onConfirm={() => cancel(r)}>
                    <Button size="small" type="link" danger>
                      取消
                    </Button>
                  </Popconfirm>
                </>
              ) : r.payStatus === PAY_STATUS.unpaid ? (
                <Popconfirm title="确定取消该订单吗？" okText="确定" cancelText="再想想" onConfirm={() => cancel(r)}>
                  <Button size="small" type="link" danger>
                    取消
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" type="link" onClick={() => setShown(r)}>
                  详情
                </Button>
              ),
          },
        ]}
      />
      <OrderDetails order={shown} onClose={() => setShown(null)} />
      <PayDialog orderId={paying?.id ?? null} title={paying?.title} onClose={() => setPaying(null)} />
    </div>
  );
}

/** 订单详情: what was bought, how it was paid and when — from the list's own row. */
function OrderDetails({ order, onClose }: { order: OrderRow | null; onClose: () => void }) {
  return (
    <Modal open={order !== null} title="订单详情" footer={null} onCancel={onClose} destroyOnHidden>
      {order && (
        <Descriptions column={1} size="small" bordered data-testid="order-details">
          <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="商品">{`${order.orderTypeLabel}｜${order.title}`}</Descriptions.Item>
          <Descriptions.Item label="金额">{formatFen(order.amountFen)}</Descriptions.Item>
          <Descriptions.Item label="状态">{order.payStatusLabel}</Descriptions.Item>
          <Descriptions.Item label="支付方式">{order.payTypeLabel || '—'}</Descriptions.Item>
          {order.paidBalanceFen > 0 && <Descriptions.Item label="余额支付">{formatFen(order.paidBalanceFen)}</Descriptions.Item>}
          {order.paidPoints > 0 && <Descriptions.Item label="积分抵扣">{`${order.paidPoints} 积分`}</Descriptions.Item>}
          <Descriptions.Item label="下单时间">{commentTime(order.createTime)}</Descriptions.Item>
          {order.payTime && <Descriptions.Item label="支付时间">{commentTime(order.payTime)}</Descriptions.Item>}
          {order.remark && <Descriptions.Item label="备注">{order.remark}</Descriptions.Item>}
        </Descriptions>
      )}
    </Modal>
  );
}
