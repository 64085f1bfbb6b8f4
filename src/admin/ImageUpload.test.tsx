import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeError } from '../shared/envelope';
import { ImageUpload } from './ImageUpload';

// The upload call is faked here; the server side (re-encoding, refusals, 401) is server/modules/upload/upload.test.ts.
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

let form: ReturnType<typeof Form.useForm>[0];
function Harness({ initial }: { initial?: string }) {
  [form] = Form.useForm();
  return (
    <AntdApp>
      <Form form={form} initialValues={{ coverUrl: initial }}>
        <Form.Item name="coverUrl" label="封面">
          <ImageUpload />
        </Form.Item>
      </Form>
    </AntdApp>
  );
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = async (file: File) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
};
const jpeg = (bytes = 2048) => new File([new Uint8Array(bytes)], '封面.jpg', { type: 'image/jpeg' });

describe('ImageUpload', () => {
  it('sends the chosen file as multipart `file`, shows progress, then saves the answered URL in the field', async () => {
    let finish!: (v: unknown) => void;
    call.mockImplementation((_m: string, _p: string, opts: { body: FormData; onUploadProgress: (p: number) => void }) => {
      opts.onUploadProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    render(<Harness />);
    expect(screen.getByText('上传图片')).toBeTruthy();
    await choose(jpeg());

    expect(call).toHaveBeenCalledTimes(1);
    const [method, path, opts] = call.mock.calls[0];
    expect([method, path]).toEqual(['post', '/common/upload']);
    expect((opts.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-uploading')).toBeTruthy());
    expect(screen.getByText('上传中…')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-progress')?.getAttribute('aria-valuenow') ?? document.querySelector('.ant-progress-bg')?.getAttribute('style')).toMatch(/40/));

    const url = '/files/image/7-0123456789abcdef01234567.jpg';
    await act(async () => finish({ code: 200, msg: '上传成功', data: { url, thumbUrl: url.replace('.jpg', '-thumb.jpg'), width: 640, height: 400 } }));
    await waitFor(() => expect(form.getFieldValue('coverUrl')).toBe(url));
    expect(document.querySelector(`.ant-upload-list-item-done img[src="${url}"]`)).toBeTruthy();
  });

  it('the server refusal is shown in Chinese and the field keeps its value', async () => {
    const saved = '/files/image/7-aaaaaaaaaaaaaaaaaaaaaaaa.png';
    call.mockRejectedValue(new EnvelopeError(400, '文件不是有效的图片，仅支持JPG、PNG、WEBP、GIF格式'));
    render(<Harness initial={saved} />);
    // A saved picture is shown, with no upload button until it is removed.
    expect(document.querySelector(`img[src="${saved}"]`)).toBeTruthy();
    await choose(new File(['<html><script>alert(1)</script></html>'], 'x.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('文件不是有效的图片，仅支持JPG、PNG、WEBP、GIF格式')).toBeTruthy();
    expect(form.getFieldValue('coverUrl')).toBe(saved);
  });

  it('a file over 8 MB is refused before sending', async () => {
    render(<Harness />);
    await choose(jpeg(8 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片不能超过8MB，请压缩后重试')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('removing the saved picture empties the field', async () => {
    render(<Harness initial="/files/image/7-bbbbbbbbbbbbbbbbbbbbbbbb.jpg" />);
    await act(async () => {
      fireEvent.click(screen.getByTitle('删除图片'));
    });
    await waitFor(() => expect(form.getFieldValue('coverUrl')).toBeNull());
    expect(screen.getByText('上传图片')).toBeTruthy();
  });
});
