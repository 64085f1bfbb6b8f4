import { Button, Descriptions, Image, Space, Tag, Timeline, Typography } from 'antd';
import { downloadFile } from '../providers/http';
import { COPYRIGHT_CALLS, COPYRIGHT_STATUS, type CopyrightSample, type CopyrightStatus } from '../resources/copyright';
import { chinaDateTime } from '../shared/format';

/** What getVO answers: every step of one application, owners' numbers masked, and its remarks. */
export interface CopyrightApplyVO {
  id: number;
  status: CopyrightStatus;
  statusLabel: string;
  step: number;
  title: string;
  category: string;
  categoryLabel: string;
  ownerIds: number[];
  owners: Array<{ id?: number; name: string; ownerType: number; idNumber: string }>;
  creationDate: string | null;
  publishStatus: 1 | 2 | null;
  publishStatusLabel: string;
  firstPublishDate: string | null;
  firstPublishCity: string;
  firstPublishCityName: string;
  acquireMethod: 1 | 2 | null;
  acquireMethodLabel: string;
  inheritWay: number | null;
  inheritWayLabel: string;
  rights: string[];
  creationPurpose: string;
  creationProcess: string;
  originality: string;
  samples: CopyrightSample[];
  declarationAgreed: boolean;
  applicantName: string;
  registrationNo: string | null;
  approvedAt: string | null;
  submitTime: string | null;
  remarks: Array<{ status: number; remark: string | null; createTime: string }>;
}

export const COPYRIGHT_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

export const CopyrightStatusTag = ({ status }: { status: number }) => (
  <Tag color={COPYRIGHT_STATUS_COLOR[status]} data-testid="copyright-status">
    {COPYRIGHT_STATUS[status as CopyrightStatus] ?? ''}
  </Tag>
);

const time = (iso: string) => chinaDateTime(iso);

/** A sample: a picture shown small (click to enlarge), a PDF opened with the session's credentials. */
export function SampleLink({ sample }: { sample: CopyrightSample }) {
  if (sample.kind === 'image') return <Image src={sample.url} alt={sample.name} width={96} />;
  const name = new URL(sample.url, window.location.origin).searchParams.get('name') ?? '';
  return (
    <Button size="small" onClick={() => void downloadFile(COPYRIGHT_CALLS.file.path, { name }, `${sample.name.replace(/\.pdf$/i, '')}.pdf`)}>
      {sample.name}（PDF）
    </Button>
  );
}

/** One application, all six steps and its review history: the applicant's 查看 and the admin's 审核 screen. */
export function CopyrightApplyDetail({ apply }: { apply: CopyrightApplyVO }) {
  return (
    <div data-testid="copyright-detail">
      <Descriptions
        bordered
        size="small"
        column={2}
        styles={{ label: { width: 120, whiteSpace: 'nowrap' }, content: { minWidth: 160 } }}
        title={
          <Space>
            {`《${apply.title || '未填写'}》`}
            <CopyrightStatusTag status={apply.status} />
          </Space>
        }
      >
        <Descriptions.Item label="登记号" span={2}><span data-testid="registration-no">{apply.registrationNo ?? '—'}</span></Descriptions.Item>
        <Descriptions.Item label="著作权人" span={2}>
          {apply.owners.map((o) => `${o.name}（${o.idNumber}）`).join('；') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="作品类别">{apply.categoryLabel || '—'}</Descriptions.Item>
        <Descriptions.Item label="创作完成日期">{apply.creationDate ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="发表状态">{apply.publishStatusLabel || '—'}</Descriptions.Item>
        <Descriptions.Item label="首次发表">{apply.publishStatus === 1 ? `${apply.firstPublishDate ?? ''} ${apply.firstPublishCityName}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="权利取得方式">{apply.acquireMethodLabel ? `${apply.acquireMethodLabel}${apply.inheritWayLabel ? `（${apply.inheritWayLabel}）` : ''}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="权利范围">{apply.rights.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="创作目的" span={2}>{apply.creationPurpose || '—'}</Descriptions.Item>
        <Descriptions.Item label="创作过程" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{apply.creationProcess || '—'}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="独创性说明" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{apply.originality || '—'}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="作品样本" span={2}>
          <Space wrap>{apply.samples.length ? apply.samples.map((s) => <SampleLink key={s.url} sample={s} />) : '—'}</Space>
        </Descriptions.Item>
        <Descriptions.Item label="申请人签名">{apply.applicantName || '—'}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{apply.submitTime ? time(apply.submitTime) : '—'}</Descriptions.Item>
      </Descriptions>
      {apply.remarks.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>审核记录</Typography.Title>
          <Timeline
            data-testid="copyright-remarks"
            items={apply.remarks.map((r) => ({ color: r.status === 3 ? 'red' : r.status === 2 ? 'green' : 'blue', children: `${time(r.createTime)} ${COPYRIGHT_STATUS[r.status as CopyrightStatus] ?? ''}：${r.remark ?? ''}` }))}
          />
        </>
      )}
    </div>
  );
}
