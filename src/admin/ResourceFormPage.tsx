import { Create, Edit, useForm } from '@refinedev/antd';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ResourceSpec } from '../resources/define';
import { formFieldsOf, type FormField } from './formRules';
import { RefSelect } from './RefSelect';

/**
 * What Form.Item hands its child: the control must pass `value` / `onChange` / `id` on to the
 * antd input, or the form never sees what is typed (it then reports 请输入… on a filled field and
 * shows nothing of the record being edited).
 */
interface ControlProps {
  field: FormField;
  mode: 'create' | 'edit';
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
  checked?: boolean;
}

function Control({ field, mode, ...props }: ControlProps) {
  const p = props as Record<string, never>;
  // A form-only choice (the journal of an article) narrows the pickers; a record never changes it.
  if (field.ref) return <RefSelect kind={field.ref} scopeField={field.refBy} disabled={field.formOnly && mode === 'edit'} {...p} />;
  switch (field.control) {
    case 'password':
      return <Input.Password autoComplete="new-password" {...p} />;
    case 'textarea':
      return <Input.TextArea rows={4} {...p} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...p} />;
    case 'switch':
      return <Switch {...p} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...p} />;
    case 'select':
      return <Select options={field.options} allowClear={!field.required} placeholder={`请选择${field.label}`} {...p} />;
    default:
      return <Input {...p} />;
  }
}

/** Date fields hold 'YYYY-MM-DD' strings in the form values; the picker shows a dayjs. */
const dateItemProps = {
  getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : undefined }),
  normalize: (v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null),
};

/** The fields of the create or the edit form (edit: the declaration's `updateInput` when it has one, never a password). */
export function formFieldsFor(spec: ResourceSpec, mode: 'create' | 'edit'): FormField[] {
  const input = mode === 'edit' && spec.updateInput ? spec.updateInput : spec.input;
  return formFieldsOf({ fields: spec.fields, input }).filter((f) => mode === 'create' || f.control !== 'password');
}

/** The generic create / edit screen of any declared resource: fields and rules from the zod `input`. */
export function ResourceFormPage({ spec, mode }: { spec: ResourceSpec; mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state as { record?: Record<string, unknown> } | null)?.record;
  const fields = useMemo(() => formFieldsFor(spec, mode), [spec, mode]);
  const { formProps, saveButtonProps } = useForm({
    resource: spec.name,
    action: mode,
    id: mode === 'edit' ? id : undefined,
    redirect: false,
    queryOptions: { enabled: mode === 'edit' && Boolean(spec.calls.one) },
    successNotification: () => ({ message: '保存成功', type: 'success' }),
    onMutationSuccess: () => navigate(`/admin/${spec.name}`),
  });
  // Refine's useForm resets the form whenever its query settles, back to `initialValues`: the
  // values to show therefore go there (the fetched record, else the row the list passed, else
  // the create defaults), never through a setFieldsValue that the reset would undo.
  const initialValues = useMemo(() => {
    if (mode === 'create') return Object.fromEntries(fields.filter((f) => f.control === 'switch').map((f) => [f.name, true]));
    const record = (formProps.initialValues as Record<string, unknown> | undefined) ?? passed ?? {};
    // A masked value (`6222 **** **** 1234`) is never sent back: blank keeps the stored one.
    const masked = (v: unknown) => typeof v === 'string' && v.includes('****');
    return Object.fromEntries(fields.filter((f) => f.name in record && !masked(record[f.name])).map((f) => [f.name, record[f.name]]));
  }, [mode, fields, formProps.initialValues, passed]);
  // Form-only choices (FieldSpec.formOnly) are not part of the record: never sent.
  const onFinish = formProps.onFinish;
  const finish = (values: Record<string, unknown>) =>
    onFinish?.(Object.fromEntries(Object.entries(values ?? {}).filter(([k]) => !fields.some((f) => f.formOnly && f.name === k))));
  const waiting = mode === 'edit' && Boolean(spec.calls.one) && !formProps.initialValues;
  const body = (
    <Form {...formProps} onFinish={finish} key={waiting ? 'loading' : 'ready'} initialValues={initialValues} layout="vertical" style={{ maxWidth: 560 }} data-testid="resource-form">
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          required={f.required}
          rules={f.rules}
          valuePropName={f.control === 'switch' ? 'checked' : 'value'}
          {...(f.control === 'date' ? dateItemProps : {})}
        >
          <Control field={f} mode={mode} />
        </Form.Item>
      ))}
    </Form>
  );
  const save = { ...saveButtonProps, children: '保存' };
  return mode === 'create' ? (
    <Create resource={spec.name} title={`新增${spec.label.replace(/管理$/, '')}`} saveButtonProps={save} breadcrumb={false} goBack={false}>
      {body}
    </Create>
  ) : (
    <Edit resource={spec.name} recordItemId={id} title={`编辑${spec.label.replace(/管理$/, '')}`} saveButtonProps={save} canDelete={false} breadcrumb={false} goBack={false} headerButtons={() => null}>
      {body}
    </Edit>
  );
}
