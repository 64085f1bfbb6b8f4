import { Image, Input, Space } from 'antd';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** An image field: its address, with a preview of what it points to. */
export function ImageUpload({ id, value, onChange, disabled }: Props) {
  const url = typeof value === 'string' ? value : '';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input id={id} value={url} disabled={disabled} placeholder="请输入图片地址" onChange={(e) => onChange?.(e.target.value)} />
      {url && <Image src={url} alt="图片预览" width={120} data-testid="image-preview" />}
    </Space>
  );
}
