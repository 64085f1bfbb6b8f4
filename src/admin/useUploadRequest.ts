import { useState } from 'react';
import { App, type UploadFile, type UploadProps } from 'antd';
import { call } from '../providers/http';

/**
 * What an admin upload control does with antd's Upload: the file goes as `field` of a multipart
 * POST through our HTTP client (progress reported), the file under way is shown while it uploads,
 * the server's answer goes to `onUploaded`, and a refusal is toasted with the server's Chinese
 * message (else `failed`). FileUpload and MediaUpload differ only in what they keep of the answer.
 */
export function useUploadRequest<T>(path: string, options: { field?: string; failed: string; onUploaded: (answer: T) => void }) {
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile | null>(null);
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const body = new FormData();
    body.append(options.field ?? 'file', file as Blob);
    call<T>('post', path, { body, onUploadProgress: (percent) => onProgress?.({ percent }) }).then(
      (env) => onSuccess?.(env.data),
      (err: Error) => onError?.(err),
    );
  };
  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setPending({ ...file });
    else if (file.status === 'done') {
      setPending(null);
      options.onUploaded(file.response as T);
    } else if (file.status === 'error') {
      message.error(file.error instanceof Error && file.error.message ? file.error.message : options.failed);
      setPending(null);
    }
  };
  return { pending, customRequest, onChange };
}
