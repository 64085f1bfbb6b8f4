import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Typography, Upload, type UploadProps } from 'antd';
import { formatBytes, formatDuration } from '../shared/format';
import { MEDIA_MSG, MEDIA_UPLOAD, type MediaKind, type UploadedMedia } from '../shared/mediaUpload';
import { useUploadRequest } from './useUploadRequest';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  kind: MediaKind;
  /** The form field the server-read seconds go in (shown read-only by DurationReadout). */
  durationField: string;
}

/** The last part of a saved URL: what a record names when no upload of this visit tells the original name. */
const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * An audio or video field (校长视频, 名师成果, 朗诵): the file is sent to MEDIA_UPLOAD with a
 * progress bar; the server recognises it by its bytes and reads its seconds. The field holds the
 * URL it answers; the form's duration field is filled with the seconds read. Below: the file's
 * name, size and duration, and a player to check it before saving. Nothing is saved in the record
 * until the form is.
 */
export function MediaUpload({ id, value, onChange, disabled, kind, durationField }: Props) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const duration = Form.useWatch(durationField, form) as number | null | undefined;
  const rule = MEDIA_UPLOAD.rules[kind];
  const [done, setDone] = useState<UploadedMedia | null>(null);
  const { pending, customRequest, onChange: handleChange } = useUploadRequest<UploadedMedia>(`${MEDIA_UPLOAD.path}?kind=${kind}`, {
    field: MEDIA_UPLOAD.field,
    failed: `${rule.label}上传失败，请重试`,
    onUploaded: (up) => {
      setDone(up);
      onChange?.(up.url);
      form.setFieldValue(durationField, up.duration);
    },
  });
  const url = typeof value === 'string' && value ? value : '';
  const uploadedNow = done && done.url === url ? done : null;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > rule.maxBytes) {
      message.error(MEDIA_MSG.tooBig(kind));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const remove = () => {
    setDone(null);
    onChange?.(null);
    form.setFieldValue(durationField, null);
  };

  return (
    <div id={id} data-testid="media-upload">
      <Upload accept={rule.accept} maxCount={1} showUploadList={pending ? { showRemoveIcon: false } : false} fileList={pending ? [pending] : []} disabled={disabled} beforeUpload={beforeUpload} customRequest={customRequest} onChange={handleChange}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {url ? `重新上传${rule.label}` : `上传${rule.label}`}
        </Button>
      </Upload>
      {url ? (
        <div data-testid="media-file" style={{ marginTop: 8 }}>
          <Space wrap size={12}>
            <Typography.Text strong>{uploadedNow ? uploadedNow.originalName : fileNameOf(url)}</Typography.Text>
            {uploadedNow && <Typography.Text type="secondary">{formatBytes(uploadedNow.size)}</Typography.Text>}
            {typeof duration === 'number' && duration > 0 && <Typography.Text type="secondary">时长 {formatDuration(duration)}</Typography.Text>}
            {!disabled && (
              <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={remove}>
                移除{rule.label}
              </Button>
            )}
          </Space>
          <div style={{ marginTop: 8 }}>
            {kind === 'video' ? (
              <video key={url} src={url} controls preload="metadata" data-testid="media-preview" aria-label="视频预览" style={{ width: 360, maxWidth: '100%', background: '#000' }} />
            ) : (
              <audio key={url} src={url} controls preload="metadata" data-testid="media-preview" aria-label="音频预览" style={{ width: 360, maxWidth: '100%' }} />
            )}
          </div>
        </div>
      ) : (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {kind === 'video' ? '支持MP4视频' : '支持MP3、M4A、OGG、WAV音频'}，不超过{rule.maxBytes / 1024 / 1024}MB
        </Typography.Text>
      )}
    </div>
  );
}

/** A duration the server read from the file: shown as h:mm:ss, never typed. */
export function DurationReadout({ id, value }: { id?: string; value?: unknown }) {
  const seconds = typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value);
  return <Input id={id} readOnly value={seconds !== null && Number.isFinite(seconds) && seconds > 0 ? formatDuration(seconds) : ''} placeholder="上传文件后自动读出" style={{ maxWidth: 200 }} />;
}
