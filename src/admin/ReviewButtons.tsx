import { useState } from 'react';
import { App, Button, Input, Modal, Space } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import { ROLE_APPLY_CALLS } from '../resources/roleApplications';

/** 通过 / 驳回 of a reviewing role application (rejection needs a remark). */
export function ReviewButtons({ id }: { id: number }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const review = async (status: 2 | 4) => {
    try {
      await call('post', ROLE_APPLY_CALLS.review.path, { body: { id, status, remark: remark || undefined } });
      message.success(status === 2 ? '已通过' : '已驳回');
      setRejecting(false);
      await invalidate({ resource: 'roleApplications', invalidates: ['list'] });
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  return (
    <Space size="small">
      <Button size="small" type="primary" onClick={() => review(2)}>
        通过
      </Button>
      <Button size="small" danger onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Modal open={rejecting} title="驳回申请" okText="驳回" cancelText="取消" onOk={() => review(4)} onCancel={() => setRejecting(false)}>
        <Input.TextArea rows={3} placeholder="请填写审核意见" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </Modal>
    </Space>
  );
}
