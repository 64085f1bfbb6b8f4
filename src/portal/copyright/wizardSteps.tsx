import { useEffect, useState } from 'react';
import { App, Button, Cascader, Checkbox, DatePicker, Form, Input, Radio, Select, Space, Upload, type FormInstance, type UploadFile, type UploadProps } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { call } from '../../providers/http';
import { ACQUIRE_METHODS, COPYRIGHT_CALLS, INHERIT_WAYS, PUBLISH_STATUS, RIGHTS, STEP_INPUTS, WORK_CATEGORIES, type CopyrightSample } from '../../resources/copyright';
import type { CopyrightApplyVO } from '../../ui/CopyrightApplyDetail';
import { OwnerFormModal, type OwnerRow } from './OwnerForm';

/** The form's values of a step turned into what its `sendApplyN` call takes (dates as text, city code). */
export function stepBody(index: number, v: Record<string, unknown>, samples: CopyrightSample[]): Record<string, unknown> {
  const day = (d: unknown) => (d ? (d as Dayjs).format('YYYY-MM-DD') : '');
  switch (index) {
    case 1: {
      const city = v.firstPublishCity as string[] | undefined;
      return { ...v, creationDate: day(v.creationDate), firstPublishDate: day(v.firstPublishDate), firstPublishCity: city?.[1] ?? '' };
    }
    case 2:
      return { ...v, inheritWay: v.acquireMethod === 2 ? v.inheritWay : 0, rights: v.rights ?? [] };
    case 4:
      return { samples };
    case 5:
      return { declarationAgreed: v.declarationAgreed === true, applicantName: v.applicantName ?? '' };
    default:
      return v;
  }
}

/** The saved draft as step `index`'s form values (resume). */
export function stepValues(index: number, vo: CopyrightApplyVO): Record<string, unknown> {
  switch (index) {
    case 0: return { ownerIds: vo.ownerIds };
    case 1: return {
      title: vo.title || undefined,
      category: vo.category || undefined,
      creationDate: vo.creationDate ? dayjs(vo.creationDate) : undefined,
      publishStatus: vo.publishStatus ?? undefined,
      firstPublishDate: vo.firstPublishDate ? dayjs(vo.firstPublishDate) : undefined,
      firstPublishCity: vo.firstPublishCity ? [`${vo.firstPublishCity.slice(0, 2)}0000`, vo.firstPublishCity] : undefined,
    };
    case 2: return { acquireMethod: vo.acquireMethod ?? undefined, inheritWay: vo.inheritWay ?? undefined, rights: vo.rights };
    case 3: return { creationPurpose: vo.creationPurpose, creationProcess: vo.creationProcess, originality: vo.originality };
    case 5: return { declarationAgreed: vo.declarationAgreed, applicantName: vo.applicantName };
    default: return {};
  }
}

/**
 * An antd rule that runs the step's own zod schema (the one the server runs) on the whole form and
 * reports the issue of this field: the same Chinese message on both sides, cross-field rules included.
 */
export function stepRule(index: number, field: string, form: FormInstance, samples: CopyrightSample[] = []): Rule {
  return {
    validator: async () => {
      const parsed = (STEP_INPUTS[index] as z.ZodType).safeParse(stepBody(index, form.getFieldsValue(true) as Record<string, unknown>, samples));
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  };
}

interface Cities {
  value: string;
  label: string;
  children?: Cities[];
}

export function OwnersStep({ form }: { form: FormInstance }) {
  const { message } = App.useApp();
  const [owners, setOwners] = useState<OwnerRow[]>([]);
  const [adding, setAdding] = useState<'new' | null>(null);
  useEffect(() => {
    call<OwnerRow[]>('get', COPYRIGHT_CALLS.selectOwner.path).then((r) => setOwners(r.data ?? []), (e: Error) => message.error(e.message));
  }, [message]);
  return (
    <>
      <Form.Item label="著作权人" required extra="从您的著作权人中选择；证件号码已做脱敏显示。">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="ownerIds" noStyle rules={[stepRule(0, 'ownerIds', form)]}>
            <Select mode="multiple" placeholder="请选择著作权人" options={owners.map((o) => ({ value: o.id, label: `${o.name}（${o.idType} ${o.idNumber}）` }))} style={{ width: '100%' }} />
          </Form.Item>
          <Button onClick={() => setAdding('new')}>添加著作权人</Button>
        </Space.Compact>
      </Form.Item>
      <OwnerFormModal
        editing={adding}
        onClose={() => setAdding(null)}
        onSaved={(owner) => {
          setAdding(null);
          setOwners((list) => [...list, owner]);
          form.setFieldValue('ownerIds', [...((form.getFieldValue('ownerIds') as number[] | undefined) ?? []), owner.id]);
        }}
      />
    </>
  );
}

export function WorkStep({ form }: { form: FormInstance }) {
  const [cities, setCities] = useState<Cities[]>([]);
  const published = Form.useWatch('publishStatus', form) === 1;
  useEffect(() => {
    call<Cities[]>('get', COPYRIGHT_CALLS.getCity.path).then((r) => setCities(r.data ?? []), () => setCities([]));
  }, []);
  const rule = (field: string) => [stepRule(1, field, form)];
  return (
    <>
      <Form.Item name="title" label="作品名称" required rules={rule('title')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="category" label="作品类别" required rules={rule('category')}>
        <Select placeholder="请选择作品类别" options={Object.entries(WORK_CATEGORIES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="creationDate" label="创作完成日期" required rules={rule('creationDate')}>
        <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="publishStatus" label="发表状态" required rules={rule('publishStatus')}>
        <Radio.Group options={Object.entries(PUBLISH_STATUS).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
      {published && (
        <>
          <Form.Item name="firstPublishDate" label="首次发表日期" required rules={rule('firstPublishDate')} dependencies={['creationDate']}>
            <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="firstPublishCity" label="首次发表城市" required rules={rule('firstPublishCity')}>
            <Cascader options={cities} placeholder="请选择省份和城市" style={{ width: 300 }} showSearch />
          </Form.Item>
        </>
      )}
    </>
  );
}

export function RightsStep({ form }: { form: FormInstance }) {
  const inherited = Form.useWatch('acquireMethod', form) === 2;
  return (
    <>
      <Form.Item name="acquireMethod" label="权利取得方式" required rules={[stepRule(2, 'acquireMethod', form)]}>
        <Radio.Group options={Object.entries(ACQUIRE_METHODS).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
      {inherited && (
        <Form.Item name="inheritWay" label="继受方式" required rules={[stepRule(2, 'inheritWay', form)]}>
          <Radio.Group options={Object.entries(INHERIT_WAYS).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
      )}
      <Form.Item label="权利范围" required>
        <Button size="small" style={{ marginBottom: 8 }} onClick={() => form.setFieldValue('rights', [...RIGHTS])}>
          全选
        </Button>
        <Form.Item name="rights" noStyle rules={[stepRule(2, 'rights', form)]}>
          <Checkbox.Group options={RIGHTS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
      </Form.Item>
    </>
  );
}

export function StatementStep({ form }: { form: FormInstance }) {
  return (
    <>
      <Form.Item name="creationPurpose" label="创作目的" required rules={[stepRule(3, 'creationPurpose', form)]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="creationProcess" label="创作过程" required rules={[stepRule(3, 'creationProcess', form)]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="originality" label="独创性说明" required rules={[stepRule(3, 'originality', form)]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}

type SampleFile = UploadFile<CopyrightSample>;
const sampleFile = (s: CopyrightSample): SampleFile => ({ uid: s.url, name: s.name, status: 'done', url: s.kind === 'image' ? s.url : undefined, response: s });

/** 样本材料: pictures (re-encoded by the server) or PDFs (checked by the server), at most ten. */
export function SamplesStep({ samples, onChange }: { samples: CopyrightSample[]; onChange: (s: CopyrightSample[]) => void }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<SampleFile[]>(() => samples.map(sampleFile));
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    body.append('name', (file as File).name);
    call<CopyrightSample>('post', COPYRIGHT_CALLS.upload.path, { body, onUploadProgress: (percent) => onProgress?.({ percent }) }).then(
      (env) => onSuccess?.({ name: (file as File).name.slice(0, 100), url: env.data!.url, kind: env.data!.kind }),
      (e: Error) => {
        message.error(e.message);
        onError?.(e);
      },
    );
  };
  return (
    <Form.Item label="作品样本" required extra="可上传作品图片（JPG、PNG、WebP、GIF，8MB以内）或PDF文档（10MB以内），最多10份。">
      <Upload<CopyrightSample>
        accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
        listType="picture"
        fileList={files}
        maxCount={10}
        multiple
        customRequest={customRequest}
        onChange={({ fileList }) => {
          setFiles(fileList);
          onChange(fileList.filter((f) => f.status === 'done' && f.response).map((f) => f.response!));
        }}
      >
        <Button>上传样本</Button>
      </Upload>
    </Form.Item>
  );
}

export function DeclarationStep({ form }: { form: FormInstance }) {
  return (
    <>
      <Form.Item label="权利保证声明">
        <div style={{ background: '#fafafa', padding: 12, lineHeight: 1.8 }}>
          申请人保证：所登记的作品由著作权人独立创作或依法取得权利，不侵犯他人的合法权益；所填写的内容和提交的材料真实、准确、完整。如有不实，申请人愿意承担由此产生的全部法律责任，登记机构有权撤销登记。
        </div>
      </Form.Item>
      <Form.Item name="declarationAgreed" label=" " colon={false} valuePropName="checked" rules={[stepRule(5, 'declarationAgreed', form)]}>
        <Checkbox>我已阅读并同意以上权利保证声明</Checkbox>
      </Form.Item>
      <Form.Item name="applicantName" label="申请人签名" required rules={[stepRule(5, 'applicantName', form)]}>
        <Input maxLength={50} style={{ width: 240 }} />
      </Form.Item>
    </>
  );
}
