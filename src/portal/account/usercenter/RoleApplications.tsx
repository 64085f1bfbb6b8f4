import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Tag, Timeline, Typography } from 'antd';
import { call } from '../../../providers/http';
import { ROLE_APPLY_FIELDS, ROLE_APPLY_KINDS, ROLE_APPLY_KIND_KEYS, roleApplyCalls, type ApplyStatus, type RoleApplyKind } from '../../../resources/roleApplications';
import { DICTS, dictLabel } from '../../../shared/dict';
import { formFieldsOf, type FormField } from '../../../ui/formRules';
import { JournalPicker } from './JournalPicker';
import { validatedValues } from '../../../ui/validatedValues';
import { chinaDateTime } from '../../../shared/format';

interface StatusAnswer {
  status: ApplyStatus;
  application: Record<string, unknown> | null;
}
interface Remark {
  status: number;
  remark: string | null;
  createTime: string;
}

/** The control of an application form field, by the kind its declaration gives (ROLE_APPLY_FIELDS). */
function ApplyControl({ field, ...props }: { field: FormField; id?: string; value?: never; onChange?: never }) {
  if (field.name === 'journalId') return <JournalPicker {...props} />;
  switch (field.control) {
    case 'select': {
      // Dictionary values are strings; a saved application holds the code as a number.
      const value = props.value as unknown;
      return <Select {...props} value={value == null ? undefined : String(value)} options={field.options} placeholder={`请选择${field.label}`} />;
    }
    case 'textarea':
      return <Input.TextArea rows={3} showCount maxLength={1000} {...props} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} precision={0} {...props} />;
    default:
      return <Input {...props} />;
  }
}

function StatusTag({ status }: { status: ApplyStatus }) {
  if (status === 0) return <Tag>未申请</Tag>;
  const item = DICTS.apply_status.find((d) => d.value === String(status));
  return <Tag color={item?.color}>{dictLabel('apply_status', status)}</Tag>;
}

/** One kind's card: status (dictionary apply_status), apply / edit form, the reviewer's remarks. */
function KindCard({ kind }: { kind: RoleApplyKind }) {
  const { message } = App.useApp();
  const def = ROLE_APPLY_KINDS[kind];
  const calls = roleApplyCalls(kind);
  const [state, setState] = useState<StatusAnswer | null>(null);
  const [remarks, setRemarks] = useState<Remark[]>([]);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const fields = formFieldsOf({ fields: ROLE_APPLY_FIELDS, input: def.form });

  const load = useCallback(async () => {
    try {
      setState((await call<StatusAnswer>('get', calls.status.path)).data ?? { status: 0, application: null });
      setRemarks((await call<Remark[]>('get', calls.historyRemark.path)).data ?? []);
    } catch {
      setState({ status: 0, application: null });
    }
  }, [calls.status.path, calls.historyRemark.path]);
  useEffect(() => {
    void load();
  }, [load]);

  const status = state?.status ?? 0;
  const editing = status === 1 || status === 4;
  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      await call(editing ? 'put' : 'post', editing ? calls.edit.path : calls.apply.path, { body: values });
      message.success(editing ? '修改成功，请等待审核' : '申请已提交，请等待审核');
      setOpen(false);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const openForm = () => {
    form.resetFields();
    if (state?.application) form.setFieldsValue(state.application);
    setOpen(true);
  };
  return (
    <Card
      size="small"
      title={`${def.label}申请`}
      data-testid={`apply-${kind}`}
      extra={<StatusTag status={status} />}
      actions={[
        status === 2 ? (
          <Typography.Text key="ok" type="success">已获得该角色</Typography.Text>
        ) : (
          <Button key="go" type="link" onClick={openForm} disabled={state === null}>
            {editing ? '修改申请' : '立即申请'}
          </Button>
        ),
      ]}
    >
      {remarks.length === 0 ? (
        <Typography.Text type="secondary">暂无审核记录</Typography.Text>
      ) : (
        <Timeline
          items={remarks.map((r) => ({
            children: (
              <span>
                {chinaDateTime(r.createTime)} {dictLabel('apply_status', r.status) || '提交'} {r.remark ?? ''}
              </span>
            ),
          }))}
        />
      )}
      <Modal open={open} title={`${def.label}申请`} onOk={submit} onCancel={() => setOpen(false)} okText="提交" cancelText="取消" confirmLoading={saving} destroyOnHidden>
        <Form form={form} layout="vertical" data-testid={`apply-form-${kind}`}>
          {fields.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules}>
              <ApplyControl field={f} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </Card>
  );
}

/** 角色申请: a card per kind of docs/api-access.md. */
export function RoleApplications() {
  return (
    <Card size="small" title="角色申请" style={{ marginTop: 16 }} data-testid="role-applications">
      <Row gutter={[12, 12]}>
        {ROLE_APPLY_KIND_KEYS.map((k) => (
          <Col key={k} xs={24} md={12}>
            <KindCard kind={k} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
