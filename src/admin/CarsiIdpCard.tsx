import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../providers/http';
import { fillPath } from '../resources/define';
import { SAML_IDP_CALLS as calls, SAML_PATHS, type SamlIdpRow } from '../resources/saml';

interface ParsedMetadata {
  entityId: string;
  ssoUrl: string;
  sloUrl: string;
  certs: string[];
  name: string;
}

interface EntryForm {
  name?: string;
  metadataXml?: string;
  metadataUrl?: string;
  allowedAffiliations?: string;
  affiliationAttribute?: string;
  targetedIdAttribute?: string;
}

/** The first and last characters of a certificate body: enough to tell two apart. */
const certLabel = (pem: string) => {
  const body = pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
  return `${body.slice(0, 12)}…${body.slice(-12)}`;
};

/**
 * 学校统一身份认证（CARSI）(issue 33): the institution's SAML IdP entries. The admin pastes the
 * school IdP's metadata; the entity id, SSO URL and signing certificates read from it are shown
 * before saving. Readers signed in through an entry read the institution's subscription.
 */
export function CarsiIdpCard() {
  const { message } = App.useApp();
  const [rows, setRows] = useState<SamlIdpRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<SamlIdpRow | 'new' | null>(null);
  const [parsed, setParsed] = useState<ParsedMetadata | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EntryForm>();

  const load = useCallback(
    () =>
      call<SamlIdpRow[]>(calls.list.method, calls.list.path).then(
        (r) => (setRows(r.data ?? []), setError(null)),
        (e: Error) => setError(e.message),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  const open = (row: SamlIdpRow | 'new') => {
    setEditing(row);
    setParsed(null);
    setParseError(null);
    form.setFieldsValue(row === 'new' ? { name: '', metadataXml: '', metadataUrl: '', allowedAffiliations: 'member,student,faculty,staff' } : { ...row, metadataXml: '' });
  };

  const parse = async () => {
    const metadataXml = form.getFieldValue('metadataXml') as string | undefined;
    if (!metadataXml?.trim()) return (setParsed(null), setParseError(null));
    try {
      const r = await call<ParsedMetadata>(calls.parse.method, calls.parse.path, { body: { metadataXml } });
      setParsed(r.data ?? null);
      setParseError(null);
      if (r.data?.name && !form.getFieldValue('name')) form.setFieldValue('name', r.data.name);
    } catch (e) {
      setParsed(null);
      setParseError((e as Error).message);
    }
  };

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const r =
        editing === 'new'
          ? await call(calls.add.method, calls.add.path, { body: values })
          : await call(calls.edit.method, calls.edit.path, { body: { ...values, id: (editing as SamlIdpRow).id } });
      void message.success(r.msg);
      setEditing(null);
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const act = async (method: 'put' | 'post' | 'delete', path: string, body?: Record<string, unknown>) => {
    try {
      const r = await call(method, path, body ? { body } : {});
      void message.success(r.msg);
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <Card
      title="学校统一身份认证（CARSI）"
      style={{ marginTop: 16 }}
      data-testid="carsi-idps"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => open('new')} data-testid="carsi-add">
          添加身份提供者
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        读者在门户「机构登录 → 选择您的学校」经本校统一身份认证登录后，按本机构的机构读者阅读订阅资源，并计入使用统计。向 CARSI 登记本站时使用 SP 元数据：
        <Typography.Text copyable code>{`${window.location.origin}${SAML_PATHS.metadata}`}</Typography.Text>
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '尚未添加身份提供者' }}
        columns={[
          { title: '学校', dataIndex: 'name', width: 180 },
          { title: '实体 ID（entityID）', dataIndex: 'entityId', ellipsis: true },
          { title: '允许的身份', dataIndex: 'allowedAffiliations', width: 200, render: (a: string) => a.split(/[,\s]+/).filter(Boolean).map((x) => <Tag key={x}>{x}</Tag>) },
          {
            title: '启用',
            dataIndex: 'enabled',
            width: 70,
            render: (on: boolean, row) => <Switch size="small" checked={on} aria-label={`启用 ${row.name}`} onChange={(v) => void act(calls.edit.method, calls.edit.path, { id: row.id, enabled: v })} />,
          },
          {
            title: '操作',
            width: 190,
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => open(row)}>
                  编辑
                </Button>
                {row.metadataUrl && (
                  <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => void act(calls.refresh.method, fillPath(calls.refresh.path, { id: row.id }))}>
                    刷新元数据
                  </Button>
                )}
                <Popconfirm title="删除后该校读者将无法经统一身份认证登录。确定删除？" okText="删除" cancelText="取消" onConfirm={() => void act(calls.remove.method, fillPath(calls.remove.path, { id: row.id }))}>
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '添加身份提供者' : '编辑身份提供者'}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="metadataXml" label={editing === 'new' ? 'IdP 元数据 XML' : 'IdP 元数据 XML（留空则不变）'} rules={editing === 'new' ? [{ required: true, message: '请粘贴身份提供者（IdP）的元数据 XML' }] : []}>
            <Input.TextArea rows={6} placeholder='<md:EntityDescriptor entityID="https://idp.example.edu.cn/idp/shibboleth">…' onBlur={() => void parse()} data-testid="carsi-metadata" />
          </Form.Item>
          {parseError && <Alert type="error" showIcon message={parseError} style={{ marginBottom: 16 }} />}
          {parsed && (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} data-testid="carsi-parsed">
              <Descriptions.Item label="实体 ID">{parsed.entityId}</Descriptions.Item>
              <Descriptions.Item label="单点登录地址">{parsed.ssoUrl}</Descriptions.Item>
              <Descriptions.Item label="单点退出地址">{parsed.sloUrl || '未提供（读者退出时不通知学校）'}</Descriptions.Item>
              <Descriptions.Item label="签名证书">{parsed.certs.map((c) => <Tag key={c}>{certLabel(c)}</Tag>)}</Descriptions.Item>
            </Descriptions>
          )}
          <Form.Item name="name" label="学校名称（门户学校列表中显示）">
            <Input maxLength={100} placeholder="留空则取元数据中的名称" />
          </Form.Item>
          <Form.Item name="metadataUrl" label="元数据地址（可选，仅在点击「刷新元数据」时获取）">
            <Input maxLength={1000} placeholder="https://…" />
          </Form.Item>
          <Form.Item name="allowedAffiliations" label="允许的身份类型（eduPersonScopedAffiliation，逗号分隔）">
            <Input maxLength={200} />
          </Form.Item>
          <Space style={{ width: '100%' }} styles={{ item: { flex: 1 } }}>
            <Form.Item name="affiliationAttribute" label="身份类型属性名">
              <Input maxLength={200} placeholder="urn:oid:1.3.6.1.4.1.5923.1.1.1.9" />
            </Form.Item>
            <Form.Item name="targetedIdAttribute" label="匿名标识属性名">
              <Input maxLength={200} placeholder="urn:oid:1.3.6.1.4.1.5923.1.1.1.10" />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
