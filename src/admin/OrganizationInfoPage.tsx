import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Card, Descriptions, Spin, Tabs, Tag, Typography } from 'antd';
import { call } from '../providers/http';
import { legalPersonInput, orgAuthInput, ORG_CALLS, orgInfoInput, organizationResource, AUTH_STATUS_LABELS } from '../resources/organizations';
import { CallForm } from './CallForm';
import { formFieldsOf } from '../ui/formRules';

/** What O/info answers (server/modules/organization/info.ts organizationView). */
interface OrganizationView {
  partyId: number;
  name: string;
  orgType: string | null;
  orgTypeName: string;
  areaCode: string | null;
  areaName: string;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  legalName: string | null;
  legalIdNo: string | null;
  licenseNo: string | null;
  licenseImage: string | null;
  authStatus: number;
  authStatusName: string;
  authRemark: string | null;
}

const fields = organizationResource.fields;
const INFO_FIELDS = formFieldsOf({ fields, input: orgInfoInput });
const LEGAL_FIELDS = formFieldsOf({ fields, input: legalPersonInput });
const AUTH_FIELDS = formFieldsOf({ fields, input: orgAuthInput });
const AUTH_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 4: 'error' };

/** The stored values a form starts from; a masked id number (`1101**********1234`) is never sent back. */
const valuesOf = (view: OrganizationView, names: readonly { name: string }[]) =>
  Object.fromEntries(names.map(({ name }) => [name, (view as unknown as Record<string, unknown>)[name]]).filter(([, v]) => !(typeof v === 'string' && v.includes('*'))));

/** 认证: the state of the review, the reviewer's remark, and the form to submit (or correct) the papers. */
function AuthenticationTab({ view, onSaved }: { view: OrganizationView; onSaved: (v: OrganizationView) => void }) {
  const status = view.authStatus;
  // Not submitted or rejected → submit; under review → edit the submission; passed → read only.
  const submitCall = status === 1 ? ORG_CALLS.authEdit : ORG_CALLS.authSubmit;
  return (
    <>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16, maxWidth: 560 }}>
        <Descriptions.Item label="认证状态">
          <Tag color={AUTH_COLOR[status]}>{AUTH_STATUS_LABELS[status] ?? view.authStatusName}</Tag>
        </Descriptions.Item>
        {view.authRemark && <Descriptions.Item label="审核意见">{view.authRemark}</Descriptions.Item>}
        {status === 2 && <Descriptions.Item label="统一社会信用代码">{view.licenseNo}</Descriptions.Item>}
      </Descriptions>
      {status === 2 ? (
        <Alert type="success" showIcon message="机构已通过认证" />
      ) : (
        <>
          {status === 1 && <Alert type="info" showIcon message="认证资料审核中，可修改后重新提交" style={{ marginBottom: 16, maxWidth: 560 }} />}
          <CallForm<OrganizationView>
            testId="org-auth-form"
            fields={AUTH_FIELDS}
            initialValues={valuesOf(view, AUTH_FIELDS)}
            submitText={status === 1 ? '修改认证资料' : '提交认证'}
            submit={(values) => call<OrganizationView>(submitCall.method, submitCall.path, { body: values })}
            onSaved={(v) => v && onSaved(v)}
          />
        </>
      )}
    </>
  );
}

/** 机构信息: the institution's profile, its legal person and its authentication (docs/api-access.md O/info …). */
export function OrganizationInfoPage() {
  const [view, setView] = useState<OrganizationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    call<OrganizationView>('get', ORG_CALLS.info.path).then(
      (env) => setView(env.data ?? null),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const saved = useCallback((v: OrganizationView) => {
    setView(v);
    setVersion((n) => n + 1);
  }, []);
  const legalValues = useMemo(() => (view ? valuesOf(view, LEGAL_FIELDS) : undefined), [view]);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!view) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>机构信息</Typography.Title>} data-testid="organization-info">
      <Tabs
        items={[
          {
            key: 'info',
            label: '基本信息',
            children: (
              <CallForm<OrganizationView>
                key={`info-${version}`}
                testId="org-info-form"
                fields={INFO_FIELDS}
                initialValues={valuesOf(view, INFO_FIELDS)}
                submit={(values) => call<OrganizationView>(ORG_CALLS.updateInfo.method, ORG_CALLS.updateInfo.path, { body: values })}
                onSaved={(v) => v && saved(v)}
              />
            ),
          },
          {
            key: 'legal',
            label: '法人信息',
            children: (
              <>
                {view.legalIdNo && (
                  <Typography.Paragraph type="secondary">当前身份证号：{view.legalIdNo}（不修改请留空）</Typography.Paragraph>
                )}
                <CallForm
                  key={`legal-${version}`}
                  testId="org-legal-form"
                  fields={LEGAL_FIELDS}
                  initialValues={legalValues}
                  submit={(values) => call(ORG_CALLS.updateLegalPerson.method, ORG_CALLS.updateLegalPerson.path, { body: values })}
                  onSaved={load}
                />
              </>
            ),
          },
          { key: 'auth', label: '机构认证', children: <AuthenticationTab key={`auth-${version}`} view={view} onSaved={saved} /> },
        ]}
      />
    </Card>
  );
}
