import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, Result, Space, Spin, Steps } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { site } from '../../shared/site';
import { COPYRIGHT_CALLS, STEP_CALLS, STEP_TITLES, type CopyrightSample } from '../../resources/copyright';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import { CopyrightApplyDetail, type CopyrightApplyVO } from '../../ui/CopyrightApplyDetail';
import { DeclarationStep, OwnersStep, RightsStep, SamplesStep, StatementStep, stepBody, stepValues, WorkStep } from './wizardSteps';
import { validatedValues } from '../../ui/validatedValues';

const BACK = '/usercenter?tab=copyright';

/**
 * `/copyright/apply?id=…` 版权登记: six steps, each saved on the server as it is left
 * (`sendApplyOne` … `sendApplySix`), so a reload or another day resumes at the first unsaved step.
 * Step 1 without an id creates the draft and puts its id in the address.
 */
export default function ApplyWizardPage() {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const [vo, setVo] = useState<CopyrightApplyVO | null>(null);
  const [current, setCurrent] = useState(0);
  const [samples, setSamples] = useState<CopyrightSample[]>([]);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form] = Form.useForm();

  const load = useCallback(
    async (draftId: number, goTo?: number) => {
      try {
        const data = (await call<CopyrightApplyVO>('get', COPYRIGHT_CALLS.getVO.path, { query: { id: draftId } })).data!;
        setVo(data);
        setSamples(data.samples);
        // Resume at the first step not saved yet (the last one when all are).
        setCurrent(goTo ?? Math.min(data.step, 5));
      } catch (e) {
        setLoadError((e as Error).message);
      }
    },
    [],
  );
  // The draft this page has loaded. The first save puts the new id into the URL; without this
  // guard that URL change would load the draft a second time, and the late answer would reset the
  // next step's form while the applicant is already typing in it.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    document.title = `版权登记 - ${site.fullName}`;
    if (auth && id && loadedId.current !== id) {
      loadedId.current = id;
      void load(id);
    }
  }, [auth, id, load]);
  useEffect(() => {
    form.resetFields();
    if (vo) form.setFieldsValue(stepValues(current, vo));
  }, [current, vo, form]);

  if (!auth) return <Result status="403" title="请先登录" extra={<Button type="primary" onClick={() => openLogin()}>登录/注册</Button>} />;
  if (loadError) return <Result status="404" title={loadError} extra={<Link to={BACK}>返回版权登记</Link>} />;
  if (id && !vo) return <Spin style={{ display: 'block', margin: 80 }} />;
  if (vo && (vo.status === 1 || vo.status === 2)) {
    return (
      <div className="wk-container" style={{ padding: '24px 0' }}>
        <Card title="版权登记" extra={<Link to={BACK}>返回我的登记</Link>}>
          <Alert type={vo.status === 2 ? 'success' : 'info'} showIcon style={{ marginBottom: 16 }} message={vo.status === 2 ? `登记已通过，登记号：${vo.registrationNo}` : '登记申请已提交，正在等待平台审核'} />
          <CopyrightApplyDetail apply={vo} />
        </Card>
      </div>
    );
  }

  const saveStep = async () => {
    const values = (await validatedValues(form)) as Record<string, unknown> | null;
    if (!values) return;
    setSaving(true);
    try {
      const body = { ...stepBody(current, values, samples), ...(id ? { id } : {}) };
      const saved = await call<{ id: number }>('post', STEP_CALLS[current].path, { body });
      if (current === 5) {
        const submitted = await call('post', COPYRIGHT_CALLS.saveApply.path, { body: { id } });
        message.success(submitted.msg);
        navigate(BACK);
        return;
      }
      message.success(saved.msg);
      if (!id) {
        loadedId.current = saved.data!.id;
        setSearch({ id: String(saved.data!.id) }, { replace: true });
      }
      await load(saved.data!.id, current + 1);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const reached = vo ? Math.min(vo.step, 5) : 0;
  const rejected = vo?.status === 3 ? [...vo.remarks].reverse().find((r) => r.status === 3) : undefined;
  return (
    <div className="wk-container" style={{ padding: '24px 0' }} data-testid="copyright-wizard">
      <Card title="版权登记" extra={<Link to={BACK}>返回我的登记</Link>}>
        {rejected && <Alert type="error" showIcon style={{ marginBottom: 16 }} message="登记申请被驳回，请修改后重新提交" description={rejected.remark} />}
        <Steps
          current={current}
          size="small"
          style={{ marginBottom: 28 }}
          onChange={(n) => n <= reached && setCurrent(n)}
          items={STEP_TITLES.map((title, i) => ({ title, disabled: i > reached }))}
        />
        <Form form={form} layout="horizontal" labelCol={{ flex: '130px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 860 }} data-testid={`copyright-step-${current + 1}`}>
          {current === 0 && <OwnersStep form={form} />}
          {current === 1 && <WorkStep form={form} />}
          {current === 2 && <RightsStep form={form} />}
          {current === 3 && <StatementStep form={form} />}
          {current === 4 && <SamplesStep key={vo?.id ?? 0} samples={samples} onChange={setSamples} />}
          {current === 5 && <DeclarationStep form={form} />}
          <Form.Item label=" " colon={false}>
            <Space>
              {current > 0 && <Button onClick={() => setCurrent(current - 1)}>上一步</Button>}
              <Button type="primary" loading={saving} onClick={() => void saveStep().catch(() => undefined)}>
                {current === 5 ? (vo?.status === 3 ? '重新提交' : '提交登记') : '保存并下一步'}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
