import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionariesChanged } from '../providers/servedDicts';
import { queryClient } from '../providers/queryClient';
import { lawResource } from '../resources/laws';
import { formFieldsOf } from '../ui/formRules';
import { FieldControl } from './FieldControl';
import { renderField } from './renderField';

// What /show/dict/data/type/law_status answers after 字典管理 renamed 已废止 (faked: this is the admin's half).
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));

const served = (label9: string) => ({
  code: 200,
  data: [
    { dictValue: '1', dictLabel: '有效', listClass: 'green' },
    { dictValue: '9', dictLabel: label9, listClass: 'red' },
  ],
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  call.mockReset();
});

describe('admin screens show dictionaries as the server serves them (字典管理)', () => {
  it('a list cell shows the edited label at once, and the next edit after dictionariesChanged()', async () => {
    call.mockResolvedValue(served('失效'));
    render(<QueryClientProvider client={queryClient}>{renderField(lawResource.fields.lawStatus!, 9)}</QueryClientProvider>);
    // The compiled label first (never a bare code), then the served one.
    expect(await screen.findByText('失效')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('GET', '/show/dict/data/type/law_status');

    call.mockResolvedValue(served('已失效'));
    await act(() => dictionariesChanged());
    expect(await screen.findByText('已失效')).toBeTruthy();
    expect(screen.queryByText('失效')).toBeNull();
  });

  it('keeps the compiled label when the dictionary cannot be read', async () => {
    call.mockRejectedValue(new Error('网络错误'));
    render(<QueryClientProvider client={queryClient}>{renderField(lawResource.fields.lawStatus!, 9)}</QueryClientProvider>);
    expect(screen.getByText('已废止')).toBeTruthy();
  });

  it('a form select offers the served labels for the values the declaration accepts', async () => {
    call.mockResolvedValue(served('失效'));
    const field = formFieldsOf(lawResource).find((f) => f.name === 'lawStatus')!;
    expect(field.dict).toBe('law_status');
    function Probe() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ lawStatus: 9 }}>
          <Form.Item name="lawStatus">
            <FieldControl field={field} mode="edit" />
          </Form.Item>
        </Form>
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('失效')).toBeTruthy();
  });
});
