import { useEffect, useState } from 'react';
import { Alert, Card, Descriptions, Empty, Input, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { COPYRIGHT_CALLS } from '../../resources/copyright';
import { site } from '../../shared/site';

interface VerifiedRecord {
  registrationNo: string;
  title: string;
  categoryLabel: string;
  owners: Array<{ name: string; ownerType: string }>;
  creationDate: string | null;
  firstPublishDate: string | null;
  firstPublishCityName: string;
  approvedDate: string | null;
}

/**
 * `/copyright/verify` 版权登记查询: anyone checks a registration by its number (the certificate's QR
 * code opens this page with `?no=`) or by a word of the work's title. Only approved registrations
 * are found; owners appear by name, never with an ID number.
 */
export default function VerifyPage() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('no') ?? search.get('keyword') ?? '';
  const [input, setInput] = useState(keyword);
  const [result, setResult] = useState<VerifiedRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = `版权登记查询 - ${site.fullName}`;
  }, []);
  useEffect(() => {
    setInput(keyword);
    if (!keyword) return;
    let live = true;
    call<VerifiedRecord[]>('get', COPYRIGHT_CALLS.batchQueryWorks.path, { query: { keyword } }).then(
      (r) => live && (setResult(r.data ?? []), setError(null)),
      (e: Error) => live && (setResult(null), setError(e.message)),
    );
    return () => {
      live = false;
    };
  }, [keyword]);
  return (
    <div className="wk-container" style={{ padding: '24px 0 48px' }} data-testid="copyright-verify">
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>版权登记查询</Typography.Title>
        <Typography.Paragraph type="secondary">输入登记号（如 国作登字-2026-A-00000001，多个登记号以逗号分隔）或作品名称，查询已通过审核的作品登记信息。</Typography.Paragraph>
        <Input.Search
          size="large"
          enterButton="查询"
          placeholder="请输入登记号或作品名称"
          value={input}
          maxLength={100}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(v) => (v.trim() ? setSearch({ keyword: v.trim() }) : setError('请输入登记号或作品名称'))}
          aria-label="登记号或作品名称"
        />
        <div style={{ marginTop: 24 }}>
          {error && <Alert type="error" showIcon message={error} />}
          {!error && result?.length === 0 && <Empty description="未找到已通过审核的登记记录" />}
          {!error && result && result.length > 0 && (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Typography.Text>共找到 {result.length} 条登记记录</Typography.Text>
              {result.map((r) => (
                <Descriptions
                  key={r.registrationNo}
                  bordered
                  size="small"
                  column={2}
                  styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}
                  data-testid="verify-record"
                  title={
                    <Space>
                      {`《${r.title}》`}
                      <Tag color="success">登记有效</Tag>
                    </Space>
                  }
                >
                  <Descriptions.Item label="登记号" span={2}>{r.registrationNo}</Descriptions.Item>
                  <Descriptions.Item label="作品类别">{r.categoryLabel}</Descriptions.Item>
                  <Descriptions.Item label="登记日期">{r.approvedDate}</Descriptions.Item>
                  <Descriptions.Item label="著作权人" span={2}>{r.owners.map((o) => `${o.name}（${o.ownerType}）`).join('；')}</Descriptions.Item>
                  <Descriptions.Item label="创作完成日期">{r.creationDate ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="首次发表">{r.firstPublishDate ? `${r.firstPublishDate} ${r.firstPublishCityName}` : '未发表'}</Descriptions.Item>
                </Descriptions>
              ))}
            </Space>
          )}
        </div>
      </Card>
    </div>
  );
}
