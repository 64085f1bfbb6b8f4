import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeError } from '../shared/envelope';
import { headmasterVideoResource } from '../resources/headmasters';
import { recitationResource } from '../resources/recitations';
import { formFieldsOf } from '../ui/formRules';
import { FieldControl, formItemPropsOf } from './FieldControl';

// The upload call is faked here; the server side (bytes, durations, refusals, ranges) is
// server/modules/media/mediaUpload.test.ts.
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

let form: ReturnType<typeof Form.useForm>[0];
/** The declared 视频 section of 校长视频 (or 音频 of 朗诵), as the generic form renders it. */
function Harness({ resource = headmasterVideoResource, url = 'videoUrl', initial }: { resource?: typeof headmasterVideoResource | typeof recitationResource; url?: string; initial?: Record<string, unknown> }) {
  [form] = Form.useForm();
  const fields = formFieldsOf(resource, [url, 'duration']);
  return (
    <AntdApp>
      <Form form={form} initialValues={initial}>
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} {...formItemPropsOf(f)}>
            <FieldControl field={f} mode="edit" />
          </Form.Item>
        ))}
      </Form>
    </AntdApp>
  );
}

const choose = async (file: File) => {
  await act(async () => {
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  });
};
const durationBox = () => document.querySelector('#duration') as HTMLInputElement;

describe('MediaUpload (a declared media field)', () => {
  it('the declarations make 视频 an upload and 时长 read-only', () => {
    const [video, duration] = formFieldsOf(headmasterVideoResource, ['videoUrl', 'duration']);
    expect(video).toMatchObject({ control: 'media', media: { kind: 'video', duration: 'duration' } });
    expect(duration).toMatchObject({ control: 'seconds', readOnly: true });
    expect(formFieldsOf(recitationResource, ['audioUrl'])[0]).toMatchObject({ control: 'media', media: { kind: 'audio', duration: 'duration' } });
  });

  it('uploads with progress, then shows the file’s name, size, duration and a player, and fills 时长 from the answer', async () => {
    let finish!: (v: unknown) => void;
    call.mockImplementation((_m: string, _p: string, opts: { body: FormData; onUploadProgress: (p: number) => void }) => {
      opts.onUploadProgress(30);
      return new Promise((resolve) => (finish = resolve));
    });
    render(<Harness />);
    expect(screen.getByRole('button', { name: /上传视频/ })).toBeTruthy();
    expect(durationBox().readOnly).toBe(true);
    await choose(new File([new Uint8Array(2048)], '校长讲话.mp4', { type: 'video/mp4' }));

    const [method, path, opts] = call.mock.calls[0];
    expect([method, path]).toEqual(['post', '/common/upload/media?kind=video']);
    expect((opts.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-uploading')).toBeTruthy());

    const url = '/files/media/7-0123456789abcdef01234567.mp4';
    await act(async () => finish({ code: 200, msg: '上传成功', data: { url, originalName: '校长讲话.mp4', size: 3 * 1024 * 1024, duration: 75, mime: 'video/mp4' } }));
    await waitFor(() => expect(form.getFieldValue('videoUrl')).toBe(url));
    expect(form.getFieldValue('duration')).toBe(75);
    const file = screen.getByTestId('media-file');
    expect(file.textContent).toContain('校长讲话.mp4');
    expect(file.textContent).toContain('3.0 MB');
    expect(file.textContent).toContain('时长 0:01:15');
    expect(durationBox().value).toBe('0:01:15');
    const player = screen.getByTestId('media-preview');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe(url);
    expect(screen.getByRole('button', { name: /重新上传视频/ })).toBeTruthy();
  });

  it('a saved recording shows its file and an audio player; 移除音频 empties the field and its duration', async () => {
    const saved = '/media/audio/recitation-chun.ogg';
    render(<Harness resource={recitationResource} url="audioUrl" initial={{ audioUrl: saved, duration: 34 }} />);
    expect(screen.getByTestId('media-file').textContent).toContain('recitation-chun.ogg');
    expect(screen.getByTestId('media-file').textContent).toContain('时长 0:00:34');
    expect(screen.getByTestId('media-preview').tagName).toBe('AUDIO');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /移除音频/ }));
    });
    await waitFor(() => expect(form.getFieldValue('audioUrl')).toBeNull());
    expect(form.getFieldValue('duration')).toBeNull();
    expect(screen.queryByTestId('media-preview')).toBeNull();
    expect(screen.getByRole('button', { name: /上传音频/ })).toBeTruthy();
  });

  it('the server’s refusal is shown in Chinese and the field keeps its file', async () => {
    const saved = '/files/media/7-aaaaaaaaaaaaaaaaaaaaaaaa.mp3';
    call.mockRejectedValue(new EnvelopeError(400, '音频格式不正确，仅支持MP3、M4A、OGG和WAV音频'));
    render(<Harness resource={recitationResource} url="audioUrl" initial={{ audioUrl: saved, duration: 3 }} />);
    await choose(new File(['<html></html>'], '朗诵.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText('音频格式不正确，仅支持MP3、M4A、OGG和WAV音频')).toBeTruthy();
    expect(form.getFieldValue('audioUrl')).toBe(saved);
    expect(form.getFieldValue('duration')).toBe(3);
  });

  it('a file over the limit is refused before sending', async () => {
    render(<Harness resource={recitationResource} url="audioUrl" />);
    const big = new File([new Uint8Array(16)], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await choose(big);
    expect(await screen.findByText('音频文件不能超过50MB')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
