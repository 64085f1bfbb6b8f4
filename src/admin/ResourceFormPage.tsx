import { Create, Edit, useForm } from '@refinedev/antd';
import { useWarnAboutChange } from '@refinedev/core';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { App, Form } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ResourceSpec } from '../resources/define';
import { formFieldsOf, type FormField } from '../ui/formRules';
import { FormButtons, SectionedFields, useSaveShortcut } from './FormLayout';
import { sectionsOf } from './formSections';
import { showServerError } from './serverErrors';
import { ArticleFormExtras } from './ArticleFiles';
import { PageTitle } from './PageTitle';
import { StaffPasswordReset } from './StaffPasswordReset';

/** What a resource's form shows above its fields, beyond the declaration (files read into the form, attachments, 重置密码). */
const FORM_EXTRAS: Record<string, (props: Parameters<typeof ArticleFormExtras>[0]) => ReactNode> = {
  managedArticles: ArticleFormExtras,
  staff: ({ mode, id }) => (mode === 'edit' ? <StaffPasswordReset id={id} /> : null),
};

/**
 * The fields of the create or the edit form (edit: the declaration's `updateInput` when it has one,
 * never a password); `own`: a role holder's own profile, without the platform's fields.
 */
export function formFieldsFor(spec: ResourceSpec, mode: 'create' | 'edit', own = false): FormField[] {
  const input = mode === 'edit' && spec.updateInput ? spec.updateInput : spec.input;
  const platformOnly = own ? (spec.ownProfile?.platformOnly ?? []) : [];
  return formFieldsOf({ fields: spec.fields, input }).filter((f) => (mode === 'create' || f.control !== 'password') && !platformOnly.includes(f.name));
}

const masked = (v: unknown) => typeof v === 'string' && v.includes('****');

/** A role holder's own profile (ResourceSpec `ownProfile`): the record's id when they have one, and what to do once saved. */
export interface OwnProfileProps {
  id?: number;
  onSaved: () => void;
}

/** The generic create / edit screen of any declared resource: fields and rules from the zod `input`. */
export function ResourceFormPage({ spec, mode, own }: { spec: ResourceSpec; mode: 'create' | 'edit'; own?: OwnProfileProps }) {
  const params = useParams();
  const id = own ? (own.id === undefined ? undefined : String(own.id)) : params.id;
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state as { record?: Record<string, unknown> } | null)?.record;
  const fields = useMemo(() => formFieldsFor(spec, mode, Boolean(own)), [spec, mode, own]);
  const { notification } = App.useApp();
  const { setWarnWhen } = useWarnAboutChange();
  const { formProps, saveButtonProps } = useForm({
    resource: spec.name,
    // Leaving with edits (取消, a menu, the browser's back or close) asks 是否放弃未保存的修改 first.
    warnWhenUnsavedChanges: true,
    action: mode,
    id: mode === 'edit' ? id : undefined,
    redirect: false,
    meta: { manage: true },
    queryOptions: { enabled: mode === 'edit' && Boolean(spec.calls.manageOne ?? spec.calls.one) },
    successNotification: () => ({ message: mode === 'create' ? '新增成功' : '保存成功', type: 'success' }),
    // A refused save is shown by onMutationError (at the field it names, and as a notification).
    errorNotification: false,
    onMutationSuccess: () => {
      // Saved: nothing is left to lose. Refine clears its flag when the save starts, but the guard on
      // navigation goes only once that render is committed, which a quick answer can outrun.
      flushSync(() => setWarnWhen(false));
      if (own) own.onSaved();
      else navigate(`/admin/${spec.name}`);
    },
    onMutationError: (error) => showServerError(formProps.form, fields, error, (text) => notification.error({ message: '保存失败', description: text })),
  });
  // Refine's useForm resets the form whenever its query settles, back to `initialValues`: the
  // values to show therefore go there (the fetched record, else the row the list passed, else
  // the create defaults), never through a setFieldsValue that the reset would undo.
  // A masked value (`6222 **** **** 1234`, `138****0018`) is never sent back: blank keeps the stored
  // one, and the blank field says so with the masked value as its hint.
  const record = (formProps.initialValues as Record<string, unknown> | undefined) ?? passed ?? {};
  // Passed only when there is one: an undefined placeholder would hide a picker's own (请选择…).
  const maskedHint = (name: string) => (masked(record[name]) ? { placeholder: `${String(record[name])}（留空则不修改）` } : {});
  const initialValues = useMemo(() => {
    // A new record starts from the input's declared defaults; a switch without one starts on (启用, 显示).
    if (mode === 'create') return Object.fromEntries(fields.filter((f) => f.control === 'switch' || f.initial !== undefined).map((f) => [f.name, f.initial ?? true]));
    const record = (formProps.initialValues as Record<string, unknown> | undefined) ?? passed ?? {};

    return Object.fromEntries(fields.filter((f) => f.name in record && !masked(record[f.name])).map((f) => [f.name, record[f.name]]));
  }, [mode, fields, formProps.initialValues, passed]);
  // Form-only choices (FieldSpec.formOnly) are not part of the record: never sent.
  const onFinish = formProps.onFinish;
  const finish = (values: Record<string, unknown>) =>
    onFinish?.(Object.fromEntries(Object.entries(values ?? {}).filter(([k]) => !fields.some((f) => f.formOnly && f.name === k))));
  // Until the fetched record arrives the form shows the row the list passed, read-only: the record
  // remounts the form (the key below), which would drop anything typed before it.
  const waiting = mode === 'edit' && Boolean(spec.calls.manageOne ?? spec.calls.one) && !formProps.initialValues;
  const Extras = FORM_EXTRAS[spec.name];
  const sections = useMemo(() => sectionsOf(spec.formSections, fields), [spec.formSections, fields]);
  const body = (
    <>
      <UnsavedChangesNotifier translationKey="forms.discardUnsaved" message="是否放弃未保存的修改？" />
      {Extras && formProps.form && <Extras form={formProps.form} mode={mode} id={id} />}
      <Form {...formProps} onFinish={finish} key={waiting ? 'loading' : 'ready'} disabled={waiting} initialValues={initialValues} layout="vertical" style={{ maxWidth: 1040 }} data-testid="resource-form">
        <SectionedFields sections={sections} mode={mode} hintOf={maskedHint} />
      </Form>
    </>
  );
  const save = saveButtonProps;
  useSaveShortcut(() => {
    if (!waiting && !saveButtonProps.loading) formProps.form?.submit();
  });
  // 取消: back to the list (an own profile has none: its last saved values again).
  const cancel = () => {
    if (!own) return navigate(`/admin/${spec.name}`);
    formProps.form?.resetFields();
    setWarnWhen(false);
  };
  const buttons = (place: 'top' | 'bottom') => () => <FormButtons save={save} onCancel={cancel} place={place} />;
  const ownTitle = own && spec.ownProfile ? (mode === 'create' ? `填写${spec.ownProfile.title}` : `我的${spec.ownProfile.title}`) : null;
  return mode === 'create' ? (
    <Create resource={spec.name} title={<PageTitle>{ownTitle ?? `新增${spec.label.replace(/管理$/, '')}`}</PageTitle>} headerButtons={buttons('top')} footerButtons={buttons('bottom')} breadcrumb={false} goBack={false}>
      {body}
    </Create>
  ) : (
    <Edit resource={spec.name} recordItemId={id} title={<PageTitle>{ownTitle ?? `编辑${spec.label.replace(/管理$/, '')}`}</PageTitle>} canDelete={false} breadcrumb={false} goBack={false} headerButtons={buttons('top')} footerButtons={buttons('bottom')}>
      {body}
    </Edit>
  );
}
