import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Form, Input, List, Modal, Select, Tag, Upload, type UploadFile, type UploadProps } from 'antd';
import { call, callPage } from '../../../providers/http';
import { ISSUE_CALLS, ISSUE_MAX_SCREENSHOTS, ISSUE_STATUS_LABELS, ISSUE_TYPE_LABELS, issueInput } from '../../../resources/platformIssues';
import { IMAGE_UPLOAD } from '../../../shared/imageUpload';
import { formFieldsOf } from '../../../ui/formRules';
import { ISSUE_STATUS_COLOR, IssueThread } from '../../../ui/IssueThread';
import { validatedValues } from '../../../ui/validatedValues';
import { chinaDateTime } from '../../../shared/format';

interface IssueRow {
  id: number;
  type: number;
  title: string;
  status: number;
  replyCount: number;
  updateTime: string;
}

const PAGE_SIZE = 10;
const TYPE_OPTIONS = Object.entries(ISSUE_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const rules = Object.fromEntries(formFieldsOf({ fields: {}, input: issueInput }).map((f) => [f.name, f.rules]));

/** 新建反馈: type, title, description, up to four screenshots (re-encoded by the server), a contact. */
function NewIssue({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    call<{ url: string }>('post', ISSUE_CALLS.screenshot.path, { body, onUploadProgress: (percent) => onProgress?.({ percent }) }).then(
      (env) => onSuccess?.(env.data),
      (e: Error) => {
        void message.error(e.message);
        onError?.(e);
      },
    );
  };
  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const screenshots = files.filter((f) => f.status === 'done').map((f) => (f.response as { url: string }).url);
      const env = await call('post', ISSUE_CALLS.add.path, { body: { ...values, screenshots } });
      void message.success(env.msg);
      form.resetFields();
      setFiles([]);
      onAdded();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title="新建反馈" onOk={submit} onCancel={onClose} okText="提交" cancelText="取消" confirmLoading={saving} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" data-testid="issue-form">
        <Form.Item name="type" label="问题类型" required rules={rules.type}>
          <Select options={TYPE_OPTIONS} placeholder="请选择问题类型" />
        </Form.Item>
        <Form.Item name="title" label="标题" required rules={rules.title}>
          <Input maxLength={100} placeholder="一句话说明问题" />
        </Form.Item>
        <Form.Item name="content" label="问题描述" required rules={rules.content}>
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder="在哪个页面、做了什么、看到了什么" />
        </Form.Item>
        <Form.Item label={`截图（最多${ISSUE_MAX_SCREENSHOTS}张）`}>
          <Upload accept={IMAGE_UPLOAD.accept} listType="picture-card" fileList={files} maxCount={ISSUE_MAX_SCREENSHOTS} customRequest={customRequest} onChange={({ fileList }) => setFiles(fileList)}>
            {files.length < ISSUE_MAX_SCREENSHOTS && (
              <div>
                <PlusOutlined />
                <div style={{ marginTop: 4 }}>上传截图</div>
              </div>
            )}
          </Upload>
        </Form.Item>
        <Form.Item name="contact" label="联系方式" rules={rules.contact}>
          <Input maxLength={50} placeholder="选填：手机、邮箱或微信，便于我们联系您" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 问题反馈: the member's issues to the platform, newest activity first; one opens in a drawer with its conversation. */
export function MyIssues() {
  const [pageNum, setPageNum] = useState(1);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['my-issues', pageNum], queryFn: () => callPage<IssueRow>('post', ISSUE_CALLS.list.path, { body: { pageNum, pageSize: PAGE_SIZE } }) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['my-issues'] });
  return (
    <div data-testid="my-issues">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ marginBottom: 12 }}>
        新建反馈
      </Button>
      <List<IssueRow>
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无反馈'} /> }}
        pagination={(list.data?.total ?? 0) > PAGE_SIZE ? { current: pageNum, pageSize: PAGE_SIZE, total: list.data?.total, onChange: setPageNum, size: 'small', align: 'end' } : false}
        renderItem={(row) => (
          <List.Item key={row.id} data-testid="issue-row" actions={[<Button key="open" type="link" size="small" onClick={() => setOpenId(row.id)}>查看</Button>]}>
            <List.Item.Meta
              title={
                <a onClick={() => setOpenId(row.id)}>
                  <Tag color={ISSUE_STATUS_COLOR[row.status]}>{ISSUE_STATUS_LABELS[String(row.status)]}</Tag>
                  {row.title}
                </a>
              }
              description={`${ISSUE_TYPE_LABELS[String(row.type)]} · ${row.replyCount} 条回复 · 更新于 ${chinaDateTime(row.updateTime)}`}
            />
          </List.Item>
        )}
      />
      <NewIssue
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          setPageNum(1);
          refresh();
        }}
      />
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} width={560} title="问题详情" destroyOnHidden>
        {openId !== null && <IssueThread id={openId} onChanged={refresh} />}
      </Drawer>
    </div>
  );
}
