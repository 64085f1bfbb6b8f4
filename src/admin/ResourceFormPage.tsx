import { Create, Edit, useForm } from '@refinedev/antd';
import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ResourceSpec } from '../resources/define';
import { formFieldsOf, type FormField } from './formRules';

function Control({ field }: { field: FormField }) {
  switch (field.control) {
    case 'password':
      return <Input.Password autoComplete="new-password" />;
    case 'textarea':
      return <Input.TextArea rows={4} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} />;
    case 'switch':
      return <Switch />;
    case 'date':
      return <DatePicker />;
    default:
      return <Input />;
  }
}

/** The generic create / edit screen of any declared resource: fields and rules from the zod `input`. */
export function ResourceFormPage({ spec, mode }: { spec: ResourceSpec; mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state as { record?: Record<string, unknown> } | null)?.record;
  const { formProps, saveButtonProps, form } = useForm({
    resource: spec.name,
    action: mode,
    id: mode === 'edit' ? id : undefined,
    redirect: false,
    queryOptions: { enabled: mode === 'edit' && Boolean(spec.calls.one) },
    onMutationSuccess: () => navigate(`/admin/${spec.name}`),
  });
  useEffect(() => {
    if (mode === 'edit' && passed) form.setFieldsValue(passed);
  }, [mode, passed, form]);
  const fields = formFieldsOf(spec).filter((f) => mode === 'create' || f.control !== 'password');
  const body = (
    <Form
      {...formProps}
      initialValues={mode === 'create' ? Object.fromEntries(fields.filter((f) => f.control === 'switch').map((f) => [f.name, true])) : formProps.initialValues}
      layout="vertical"
      style={{ maxWidth: 560 }}
      data-testid="resource-form"
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules} valuePropName={f.control === 'switch' ? 'checked' : 'value'}>
          <Control field={f} />
        </Form.Item>
      ))}
    </Form>
  );
  return mode === 'create' ? (
    <Create resource={spec.name} title={`新增${spec.label.replace(/管理$/, '')}`} saveButtonProps={{ ...saveButtonProps, children: '保存' }} breadcrumb={false}>
      {body}
    </Create>
  ) : (
    <Edit resource={spec.name} recordItemId={id} title={`编辑${spec.label.replace(/管理$/, '')}`} saveButtonProps={{ ...saveButtonProps, children: '保存' }} canDelete={false} breadcrumb={false}>
      {body}
    </Edit>
  );
}
