import { KeyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../providers/http';
import { SUSHI_BASE_PATH, SUSHI_CREDENTIAL_CALLS as calls, SUSHI_MSG, type SushiCredentialIssued, type SushiCredentialView } from '../resources/sushiCredential';

/**
 * SUSHI 凭证 (issue 33): what the library's ERM (Celus, JUSP…) needs to harvest its COUNTER 5.1
 * reports — the server address, customer_id and requestor_id, and an API key that is shown only
 * once, when it is made or replaced (the server keeps its hash).
 */
export function SushiCredentialCard() {
  const { message } = App.useApp();
  const [credential, setCredential] = useState<SushiCredentialView | null>(null);
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    call<SushiCredentialView | null>(calls.get.method, calls.get.path).then(
      (r) => live && (setCredential(r.data ?? null), setLoaded(true)),
      (e: Error) => live && (setError(e.message), setLoaded(true)),
    );
    return () => {
      live = false;
    };
  }, []);

  const rotate = async () => {
    setBusy(true);
    try {
      const r = await call<SushiCredentialIssued>(calls.rotate.method, calls.rotate.path);
      const { apiKey, ...view } = r.data!;
      setCredential(view);
      setIssuedKey(apiKey);
      void message.success(r.msg);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const button = credential ? (
    <Popconfirm title="更换 API Key 后，原 Key 立即失效，需在 ERM 中同步更新。确定更换？" okText="更换" cancelText="取消" onConfirm={() => void rotate()}>
      <Button icon={<KeyOutlined />} loading={busy} data-testid="sushi-rotate">
        更换 API Key
      </Button>
    </Popconfirm>
  ) : (
    <Button type="primary" icon={<KeyOutlined />} loading={busy} disabled={!loaded} onClick={() => void rotate()} data-testid="sushi-create">
      生成 SUSHI 凭证
    </Button>
  );

  return (
    <Card title="SUSHI 凭证（COUNTER 5.1 自动收割）" extra={button} style={{ marginTop: 16 }} data-testid="sushi-credential">
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {issuedKey && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={SUSHI_MSG.rotated}
          description={
            <Typography.Text code copyable data-testid="sushi-api-key">
              {issuedKey}
            </Typography.Text>
          }
        />
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="SUSHI 服务地址">
          <Typography.Text code copyable>{`${window.location.origin}${SUSHI_BASE_PATH}`}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="customer_id">{credential ? <Typography.Text copyable>{credential.customerId}</Typography.Text> : loaded ? '尚未生成' : ''}</Descriptions.Item>
        <Descriptions.Item label="requestor_id">{credential ? <Typography.Text copyable>{credential.requestorId}</Typography.Text> : ''}</Descriptions.Item>
        <Descriptions.Item label="api_key">{credential ? (issuedKey ? '见上方（仅显示一次）' : '已隐藏（如遗失请更换）') : ''}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
