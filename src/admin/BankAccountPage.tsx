import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, Descriptions, Spin, Typography } from 'antd';
import { useSyncExternalStore } from 'react';
import { call } from '../providers/http';
import { accessStore } from '../providers/access';
import { fillPath } from '../resources/define';
import { bankAccountInput, bankAccountResource, bankAccountUpdateInput, type BankAccountView } from '../resources/bankAccounts';
import { CallForm } from './CallForm';
import { formFieldsOf } from '../ui/formRules';

const { fields, calls } = bankAccountResource;
// The institution is the caller's own (the server fills it in): never a field to type.
const CREATE_FIELDS = formFieldsOf({ fields, input: bankAccountInput }).filter((f) => f.name !== 'partyId');
const UPDATE_FIELDS = formFieldsOf({ fields, input: bankAccountUpdateInput }).filter((f) => f.name !== 'partyId');

/** 银行账户: the institution's one account — created once, then edited; the number is only ever shown masked. */
export function BankAccountPage() {
  const member = useSyncExternalStore(accessStore.subscribe, () => accessStore.member, () => accessStore.member);
  const partyId = member?.orgPartyId ?? null;
  const [account, setAccount] = useState<BankAccountView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!partyId) return;
    call<BankAccountView | null>(calls.one!.method, fillPath(calls.one!.path, { id: partyId })).then(
      (env) => setAccount(env.data ?? null),
      (e: Error) => setError(e.message),
    );
  }, [partyId]);
  useEffect(load, [load]);

  const title = <Typography.Title level={4} style={{ margin: 0 }}>银行账户</Typography.Title>;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!partyId || account === undefined) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card title={title} data-testid="bank-account">
      {account ? (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16, maxWidth: 560 }}>
            <Descriptions.Item label="当前账号">{account.accountNo}</Descriptions.Item>
          </Descriptions>
          <CallForm<BankAccountView>
            key={account.updateTime}
            testId="bank-account-form"
            fields={UPDATE_FIELDS}
            initialValues={{ accountName: account.accountName, bankName: account.bankName, branchName: account.branchName }}
            submit={(values) => call<BankAccountView>(calls.update!.method, calls.update!.path, { body: { ...values, id: account.id } })}
            onSaved={(v) => setAccount(v ?? null)}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            银行账号不修改请留空。
          </Typography.Paragraph>
        </>
      ) : (
        <>
          <Alert type="info" showIcon message="尚未设置银行账户，请填写后保存" style={{ marginBottom: 16, maxWidth: 560 }} />
          <CallForm<BankAccountView>
            testId="bank-account-form"
            fields={CREATE_FIELDS}
            initialValues={{}}
            submit={(values) => call<BankAccountView>(calls.create!.method, calls.create!.path, { body: values })}
            onSaved={(v) => setAccount(v ?? null)}
          />
        </>
      )}
    </Card>
  );
}
