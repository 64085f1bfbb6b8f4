import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleApplications } from './RoleApplications';

// The user centre's application dialogs, against faked calls: Chinese labels and the right
// control per declared field kind, the journal chosen by name, the body sent to the server.
const callPage = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), callPage, call }));

afterEach(cleanup);

const JOURNALS = [
  { id: 7, name: '图书馆学研究' },
  { id: 9, name: '现代出版' },
];

beforeEach(() => {
  call.mockReset();
  callPage.mockReset();
  call.mockImplementation(async (method: string, path: string) => {
    if (path.endsWith('/status')) return { code: 200, data: { status: 0, application: null } };
    if (path.endsWith('/historyRemark')) return { code: 200, data: [] };
    if (method === 'post') return { code: 200, msg: '操作成功' };
    return { code: 200, data: null };
  });
  callPage.mockImplementation(async (_m: string, _path: string, opts?: { body?: { keyword?: string } }) => {
    const kw = opts?.body?.keyword;
    const rows = JOURNALS.filter((j) => !kw || j.name.includes(kw));
    return { rows, total: rows.length };
  });
});

const open = async (kind: string) => {
  render(
    <AntdApp>
      <RoleApplications />
    </AntdApp>,
  );
  const card = await screen.findByTestId(`apply-${kind}`);
  const button = within(card).getByRole('button', { name: '立即申请' });
  await waitFor(() => expect(button).not.toBeDisabled());
  fireEvent.click(button);
  return screen.findByTestId(`apply-form-${kind}`);
};

describe('role application dialogs', () => {
  it('label every field in Chinese: no researchField, degree, major, graduationYear or honors on screen', async () => {
    for (const kind of ['scholar', 'dissertation', 'famousTeacher']) {
      const form = await open(kind);
      const labels = [...form.querySelectorAll('label')].map((l) => l.textContent ?? '');
      expect(labels.length, kind).toBeGreaterThan(3);
      for (const label of labels) expect(label, kind).toMatch(/^[\u4e00-\u9fff]+$/);
      cleanup();
    }
  });

  it('asks for the degree from the dictionary and the graduation year as a number', async () => {
    const form = await open('dissertation');
    expect(within(form).getByLabelText('毕业年份').closest('.ant-input-number')).not.toBeNull();
    fireEvent.mouseDown(within(form).getByLabelText('学位'));
    for (const name of ['学士', '硕士', '博士', '博士后']) expect(await screen.findByTitle(name)).toBeTruthy();
  });

  it('a journal editor chooses the journal by name and the application carries its id', async () => {
    const form = await open('journal');
    fireEvent.change(within(form).getByLabelText('真实姓名'), { target: { value: '王编辑' } });
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(within(form).getByLabelText('申请理由'), { target: { value: '负责本刊编务' } });
    const picker = within(form).getByLabelText('申请管理的期刊');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '出版' } });
    await waitFor(() => expect(callPage).toHaveBeenLastCalledWith('post', '/es/getJournalList', { body: { pageNum: 1, pageSize: 20, keyword: '出版' } }));
    fireEvent.click(await screen.findByTitle('现代出版'));
    fireEvent.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('post', '/custom/journalApply/apply', { body: expect.objectContaining({ journalId: 9, realName: '王编辑' }) }),
    );
  });
});
