import { useState } from 'react';
import { App, Button, Descriptions, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import { REVIEW_REMARK_REQUIRED, ROLE_APPLY_CALLS, ROLE_APPLY_FIELDS } from '../resources/roleApplications';
import { renderField } from './renderField';
import { chinaDateTime } from '../shared/format';

/** A role application as the review list answers it (server/modules/roleApply/view.ts). */
export interface ApplicationRow {
  id: number;
  kindName?: string;
  username?: string;
  mname?: string | null;
  createTime?: string | null;
  form?: Record<string, unknown> | null;
}

/**
 * 审核: opens the application (who, what role, every field they filled in, by its Chinese name),
 * asks for the reviewer's remark, and confirms 通过 or 驳回 (a rejection needs the remark).
 */
export function ReviewButtons({ application }: { application: ApplicationRow }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = async (status: 2 | 4) => {
    if (status === 4 && !remark.trim()) {
      setRemarkError(REVIEW_REMARK_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await call('post', ROLE_APPLY_CALLS.review.path, { body: { id: application.id, status, remark: remark.trim() || undefined } });
      message.success(status === 2 ? '已通过' : '已驳回');
      setOpen(false);
      await invalidate({ resource: 'roleApplications', invalidates: ['list'] });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const form = application.form ?? {};
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        审核
      </Button>
      <Modal
        open={open}
        title={`审核${application.kindName ?? ''}申请`}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Popconfirm title="确定驳回该申请吗？" okText="驳回" cancelText="取消" onConfirm={() => review(4)} disabled={!remark.trim()}>
              <Button danger loading={busy} onClick={() => !remark.trim() && setRemarkError(REVIEW_REMARK_REQUIRED)}>
                驳回
              </Button>
            </Popconfirm>
            <Popconfirm title="确定通过该申请吗？" okText="通过" cancelText="取消" onConfirm={() => review(2)}>
              <Button type="primary" loading={busy}>
                通过
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <Descriptions column={1} size="small" bordered data-testid="review-application">
          <Descriptions.Item label="申请账号">{application.username ?? '—'}</Descriptions.Item>
          {application.mname && <Descriptions.Item label="昵称">{application.mname}</Descriptions.Item>}
          <Descriptions.Item label="申请时间">{application.createTime ? chinaDateTime(application.createTime) : '—'}</Descriptions.Item>
          {Object.entries(form).map(([name, value]) => {
            const field = ROLE_APPLY_FIELDS[name];
            return (
              <Descriptions.Item key={name} label={field?.label ?? '其他'}>
                {field ? renderField(field, value) : String(value ?? '—')}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
        <Typography.Text style={{ display: 'block', margin: '16px 0 8px' }}>审核意见</Typography.Text>
        <Input.TextArea
          aria-label="审核意见"
          rows={3}
          maxLength={200}
          placeholder="通过时可不填；驳回时请说明原因"
          value={remark}
          status={remarkError ? 'error' : undefined}
          onChange={(e) => {
            setRemark(e.target.value);
            setRemarkError(null);
          }}
        />
        {remarkError && <Typography.Text type="danger">{remarkError}</Typography.Text>}
      </Modal>
    </>
  );
}
