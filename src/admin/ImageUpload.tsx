import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { call } from '../providers/http';
import { IMAGE_UPLOAD, IMAGE_UPLOAD_TOO_BIG_MSG, type UploadedImage } from '../shared/imageUpload';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** Sends a picture to POST /common/upload (re-encoded and stored by the server): the image fields' and the rich-text editor's 图片. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  const body = new FormData();
  body.append(IMAGE_UPLOAD.field, file);
  const env = await call<UploadedImage>('post', IMAGE_UPLOAD.path, { body, onUploadProgress: onProgress });
  return env.data as UploadedImage;
}

/** The file of a saved value: the picture the field already names. */
const savedFile = (url: string): UploadFile => ({ uid: 'saved', name: url.slice(url.lastIndexOf('/') + 1) || '图片', status: 'done', url, thumbUrl: url });

/**
 * An image field (封面, 图片, 营业执照 …): the picture is chosen, sent to POST /common/upload with a
 * progress bar, re-encoded and stored by the server, and the URL it answers is the field's value.
 * Nothing is saved in the record until the form is submitted; removing the picture empties the field.
 */
export function ImageUpload({ id, value, onChange, disabled }: Props) {
  const { message } = App.useApp();
  const url = typeof value === 'string' && value ? value : '';
  // The file being sent (progress, or the server's refusal); null shows the saved value.
  const [pending, setPending] = useState<UploadFile | null>(null);
  const [preview, setPreview] = useState(false);

  const fileList: UploadFile[] = pending ? [pending] : url ? [savedFile(url)] : [];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > IMAGE_UPLOAD.maxBytes) {
      message.error(IMAGE_UPLOAD_TOO_BIG_MSG);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadImage(file as Blob, (percent) => onProgress?.({ percent })).then(
      (image) => onSuccess?.(image),
      (err: Error) => onError?.(err),
    );
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPending({ ...file, name: file.name });
    } else if (file.status === 'done') {
      setPending(null);
      onChange?.((file.response as UploadedImage).url);
    } else if (file.status === 'error') {
      const msg = file.error instanceof Error && file.error.message ? file.error.message : '图片上传失败，请重试';
      message.error(msg);
      setPending({ ...file, response: msg });
    } else if (file.status === 'removed') {
      setPending(null);
      if (file.uid === 'saved') onChange?.(null);
    }
  };

  return (
    <>
      <Upload
        id={id}
        accept={IMAGE_UPLOAD.accept}
        listType="picture-card"
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={() => setPreview(true)}
        showUploadList={{ showPreviewIcon: !!url, showRemoveIcon: !disabled }}
        locale={{ uploading: '上传中…', removeFile: '删除图片', previewFile: '预览图片', uploadError: '上传失败' }}
      >
        {fileList.length === 0 && !disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      {url && (
        <Image
          src={url}
          alt="图片预览"
          data-testid="image-preview"
          style={{ display: 'none' }}
          preview={{ visible: preview, src: url, onVisibleChange: (v) => setPreview(v) }}
        />
      )}
    </>
  );
}
