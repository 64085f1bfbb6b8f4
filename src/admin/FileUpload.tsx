import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Typography, Upload, type UploadProps } from 'antd';
import { STUDIO_CALLS, STUDIO_UPLOAD, durationText } from '../resources/studios';
import { TEACHING_CALLS, TEACHING_UPLOAD } from '../resources/teaching';
import { PHOTO_CALLS } from '../resources/photography';
import type { FieldSpec } from '../resources/define';
import { formatBytes } from '../shared/format';
import { useUploadRequest } from './useUploadRequest';

type UploadKind = NonNullable<FieldSpec['upload']>;

/** Where each kind is sent, and its rule: a photography class's video takes the studio video's. */
const TARGETS: Record<UploadKind, { rule: { accept: string; maxBytes: number; label: string }; path: string }> = {
  data: { rule: STUDIO_UPLOAD.data, path: `${STUDIO_CALLS.upload.path}?kind=data` },
  annex: { rule: STUDIO_UPLOAD.annex, path: `${STUDIO_CALLS.upload.path}?kind=annex` },
  video: { rule: STUDIO_UPLOAD.video, path: `${STUDIO_CALLS.upload.path}?kind=video` },
  photoVideo: { rule: STUDIO_UPLOAD.video, path: PHOTO_CALLS.upload.path },
  teaching: { rule: TEACHING_UPLOAD, path: TEACHING_CALLS.upload.path },
};

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  kind: UploadKind;
}

interface Uploaded {
  fileName: string;
  originalName: string;
  size: number;
  duration: number;
}

const sizeText = formatBytes;

/**
 * A file field (资料文件, 附件, 视频文件): sent to its upload call with a progress bar; the
 * server checks what the bytes are and answers the name it stored them under, which becomes the
 * field's value. Files are private: readers open them later through access codes.
 */
export function FileUpload({ id, value, onChange, disabled, kind }: Props) {
  const { message } = App.useApp();
  const { rule, path } = TARGETS[kind];
  const [done, setDone] = useState<Uploaded | null>(null);
  const { pending, customRequest, onChange: handleChange } = useUploadRequest<Uploaded>(path, {
    failed: '上传失败，请重试',
    onUploaded: (up) => {
      setDone(up);
      onChange?.(up.fileName);
    },
  });
  const saved = typeof value === 'string' && value ? value : '';

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > rule.maxBytes) {
      message.error(`${rule.label}不能超过${rule.maxBytes / 1024 / 1024}MB`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  return (
    <div id={id}>
      <Upload accept={rule.accept} maxCount={1} showUploadList={pending ? { showRemoveIcon: false } : false} fileList={pending ? [pending] : []} disabled={disabled} beforeUpload={beforeUpload} customRequest={customRequest} onChange={handleChange}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {saved ? `重新上传${rule.label}` : `上传${rule.label}`}
        </Button>
      </Upload>
      {done ? (
        <Typography.Text type="success" data-testid="file-uploaded" style={{ marginLeft: 12 }}>
          已上传：{done.originalName}（{sizeText(done.size)}{done.duration ? `，时长 ${durationText(done.duration)}` : ''}）
        </Typography.Text>
      ) : (
        saved && <Typography.Text type="secondary" style={{ marginLeft: 12 }}>已有文件</Typography.Text>
      )}
    </div>
  );
}
