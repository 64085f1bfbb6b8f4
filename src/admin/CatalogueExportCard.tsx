import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { App, Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../providers/http';
import {
  CATALOGUE_AREA_LABELS,
  CATALOGUE_CALLS,
  KBART_BASE,
  MARC_FORMAT_LABELS,
  OPENURL_PATH,
  type CatalogueAreaKey,
  type MarcFormatKey,
} from '../resources/catalogue';
import { chinaDate } from '../shared/format';

const EXTENSIONS: Record<MarcFormatKey, string> = { marc21: 'mrc', marcxml: 'xml', cnmarc: 'iso' };
const today = () => chinaDate(new Date());

/**
 * 编目记录 for the institution's OPAC (issue 33): the MARC records of the books and ancient books
 * its subscription opens, in the format its library system loads, and where its discovery system
 * finds the KBART title lists and the OpenURL resolver.
 */
export function CatalogueExportCard() {
  const { message } = App.useApp();
  const [format, setFormat] = useState<MarcFormatKey>('cnmarc');
  const [busy, setBusy] = useState<CatalogueAreaKey | null>(null);
  const origin = window.location.origin;

  const exportArea = async (area: CatalogueAreaKey) => {
    setBusy(area);
    try {
      await downloadFile(CATALOGUE_CALLS.orgMarc.path, { area, format }, `${CATALOGUE_AREA_LABELS[area]}编目记录_${today()}.${EXTENSIONS[format]}`);
      void message.success('编目记录已导出');
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="编目记录与题录" style={{ marginTop: 16 }} data-testid="catalogue-export">
      <Typography.Paragraph type="secondary">导出本机构订阅范围内已上架文献的编目记录，供图书馆集成系统（OPAC）批量装载；每个文件至多 5,000 条。</Typography.Paragraph>
      <Space direction="vertical" size={12}>
        <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as MarcFormatKey)} optionType="button" aria-label="记录格式">
          {(Object.keys(MARC_FORMAT_LABELS) as MarcFormatKey[]).map((key) => (
            <Radio.Button key={key} value={key}>
              {MARC_FORMAT_LABELS[key]}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Space>
          {(Object.keys(CATALOGUE_AREA_LABELS) as CatalogueAreaKey[]).map((area) => (
            <Button key={area} icon={<DownloadOutlined />} loading={busy === area} onClick={() => void exportArea(area)} data-testid={`marc-${area}`}>
              导出{CATALOGUE_AREA_LABELS[area]}编目记录
            </Button>
          ))}
        </Space>
        <Typography.Text>
          KBART 题录：
          <Typography.Link href={`${KBART_BASE}/all.txt`} target="_blank">
            <LinkOutlined /> {`${origin}${KBART_BASE}/all.txt`}
          </Typography.Link>
          （各订阅包见 <Typography.Text code>{`${origin}${KBART_BASE}`}</Typography.Text>）
        </Typography.Text>
        <Typography.Text>
          OpenURL 链接解析地址：<Typography.Text code copyable>{`${origin}${OPENURL_PATH}`}</Typography.Text>
        </Typography.Text>
      </Space>
    </Card>
  );
}
