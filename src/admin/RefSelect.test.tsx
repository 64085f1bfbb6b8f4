import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, Form, Input } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managedArticleResource } from '../resources/articles';
import type { ResourceSpec } from '../resources/define';
import { JOURNAL_MANAGE_BASE as B } from '../resources/journals';
import { managedPeriodResource } from '../resources/periods';
import { dictDataResource, dictTypeResource } from '../resources/dictData';
import { TOPIC_ITEM_OPTIONS_PATH } from '../resources/topics';
import { RefSelect } from './RefSelect';
import { dataProvider } from '../providers/data';
import { ResourceFormPage } from './ResourceFormPage';

// The journal editor's pickers (期刊 / 期次 / 栏目 by name) in the generic form, against faked lists.
const callPage = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), callPage, call }));

afterEach(cleanup);

const JOURNALS = [
  { id: 1, name: '管理测试学报' },
  { id: 2, name: '文库研究' },
];
const PERIODS = [
  { id: 11, journalId: 1, journalName: '管理测试学报', year: 2024, issue: 1 },
  { id: 12, journalId: 1, journalName: '管理测试学报', year: 2024, issue: 2 },
  { id: 21, journalId: 2, journalName: '文库研究', year: 2023, issue: 6 },
];
const COLUMNS = [
  { id: 101, journalId: 1, journalName: '管理测试学报', name: '研究论文' },
  { id: 201, journalId: 2, journalName: '文库研究', name: '书评' },
];

function lists(journals: typeof JOURNALS) {
  callPage.mockImplementation(async (_m: string, path: string, opts?: { query?: { journalId?: number } }) => {
    const journalId = opts?.query?.journalId;
    const of = <T extends { journalId: number }>(rows: T[]) => rows.filter((r) => !journalId || r.journalId === journalId);
    const rows = path === `${B}/mine/list` ? journals : path === `${B}/period/list` ? of(PERIODS) : path === `${B}/column/list` ? of(COLUMNS) : [];
    return { rows, total: rows.length };
  });
}

function renderCreate(spec: ResourceSpec) {
  // The pickers read through the real data provider (over the faked HTTP calls); writes are faked.
  const provider = {
    ...dataProvider,
    create: vi.fn(async ({ variables }) => ({ data: { id: 1, ...(variables as object) } as never })),
    update: vi.fn(async ({ id }) => ({ data: { id } as never })),
    deleteOne: vi.fn(async ({ id }) => ({ data: { id } as never })),
  } as unknown as DataProvider & { create: ReturnType<typeof vi.fn> };
  render(
    <MemoryRouter initialEntries={[`/admin/${spec.name}/create`]}>
      <AntdApp>
        <Refine dataProvider={provider} routerProvider={routerProvider} resources={[{ name: spec.name }]} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path={`/admin/${spec.name}/create`} element={<ResourceFormPage spec={spec} mode="create" />} />
            <Route path={`/admin/${spec.name}`} element={<div data-testid="list-page">列表</div>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return provider;
}

/** Refine with the real data provider: the pickers are Refine's useSelect over it. */
function WithRefine({ children }: { children: React.ReactNode }) {
  return (
    <MemoryRouter>
      <AntdApp>
        <Refine dataProvider={dataProvider} routerProvider={routerProvider} options={{ disableTelemetry: true }}>
          {children}
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
}

/** The select of a form label (the combobox input the label points at). */
const selectOf = (label: string) => screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
const shown = (label: string) => selectOf(label).querySelector('.ant-select-selection-item')?.textContent ?? '';

/** Opens a picker and returns the labels it offers. */
async function open(label: string): Promise<string[]> {
  await act(async () => {
    fireEvent.mouseDown(selectOf(label).querySelector('.ant-select-selector')!);
  });
  const listbox = await waitFor(() => {
    const id = screen.getByLabelText(label).getAttribute('aria-controls');
    const el = id ? document.getElementById(id)?.closest('.ant-select-dropdown') : null;
    if (!el) throw new Error('no dropdown');
    return el as HTMLElement;
  });
  return [...listbox.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
}

async function choose(label: string, option: string) {
  const offered = await open(label);
  expect(offered).toContain(option);
  const id = screen.getByLabelText(label).getAttribute('aria-controls')!;
  const dropdown = document.getElementById(id)!.closest('.ant-select-dropdown')!;
  await act(async () => {
    fireEvent.click(dropdown.querySelector(`.ant-select-item-option[title="${option}"]`)!);
  });
}

const save = () => act(async () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!));

describe('RefSelect: the journal editor picks by name', () => {
  beforeEach(() => callPage.mockReset());

  it('期次 form: 期刊 is a picker of my journals, preselected when I manage exactly one', async () => {
    lists(JOURNALS.slice(0, 1));
    const provider = renderCreate(managedPeriodResource as unknown as ResourceSpec);
    await waitFor(() => expect(shown('期刊')).toBe('管理测试学报'));
    expect(callPage).toHaveBeenCalledWith('GET', `${B}/mine/list`, { query: { pageNum: 1, pageSize: 20 } });
    expect(screen.queryByLabelText('期刊编号')).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('年'), { target: { value: '2026' } });
      fireEvent.change(screen.getByLabelText('期'), { target: { value: '3' } });
    });
    await save();
    await screen.findByTestId('list-page');
    expect(provider.create.mock.calls[0][0].variables).toMatchObject({ journalId: 1, year: 2026, issue: 3 });
  });

  it('期次 form with two journals: nothing preselected; the names are offered', async () => {
    lists(JOURNALS);
    renderCreate(managedPeriodResource as unknown as ResourceSpec);
    expect(await open('期刊')).toEqual(['管理测试学报', '文库研究']);
    expect(shown('期刊')).toBe('');
  });

  it('文章 form: 期次 and 栏目 are the chosen journal’s, labelled 2024年第1期; another journal clears them; the journal is not sent', async () => {
    lists(JOURNALS);
    const provider = renderCreate(managedArticleResource as unknown as ResourceSpec);
    await choose('期刊', '管理测试学报');
    await waitFor(() => expect(callPage).toHaveBeenCalledWith('GET', `${B}/period/list`, { query: { pageNum: 1, pageSize: 20, journalId: 1 } }));
    await waitFor(async () => expect(await open('期次')).toEqual(['2024年第1期', '2024年第2期']));
    await choose('期次', '2024年第2期');
    await waitFor(async () => expect(await open('栏目')).toEqual(['研究论文']));
    await choose('栏目', '研究论文');
    expect(shown('期次')).toBe('2024年第2期');

    await choose('期刊', '文库研究');
    await waitFor(() => expect(shown('期次')).toBe(''));
    expect(shown('栏目')).toBe('');
    await waitFor(async () => expect(await open('期次')).toEqual(['2023年第6期']));
    await choose('期次', '2023年第6期');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('题名'), { target: { value: '新文章' } });
      fireEvent.change(screen.getByLabelText('作者'), { target: { value: '张三' } });
    });
    await save();
    await screen.findByTestId('list-page');
    const sent = provider.create.mock.calls[0][0].variables as Record<string, unknown>;
    expect(sent).toMatchObject({ periodId: 21, title: '新文章', authors: '张三' });
    expect(sent).not.toHaveProperty('journalId');
    expect(sent.columnId ?? null).toBeNull();
  });

  it('文章 form: without a journal chosen, the issues of every journal are offered with the journal’s name', async () => {
    lists(JOURNALS);
    renderCreate(managedArticleResource as unknown as ResourceSpec);
    await waitFor(async () => expect(await open('期次')).toEqual(['管理测试学报 2024年第1期', '管理测试学报 2024年第2期', '文库研究 2023年第6期']));
  });
});

describe('RefSelect: server search, paging and the chosen name', () => {
  // 45 journals on the server; the fake list answers pages and the keyword filter like the real one.
  const MANY = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: i === 44 ? '文库研究学报' : `期刊${String(i + 1).padStart(2, '0')}` }));
  beforeEach(() => {
    callPage.mockReset();
    call.mockReset();
    callPage.mockImplementation(async (_m: string, _p: string, opts: { query: { pageNum: number; pageSize: number; keyword?: string } }) => {
      const { pageNum, pageSize, keyword } = opts.query;
      const hits = MANY.filter((j) => !keyword || j.name.includes(keyword));
      return { rows: hits.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: hits.length };
    });
    call.mockImplementation(async (_m: string, path: string) => {
      const id = Number(path.slice(path.lastIndexOf('/') + 1));
      return { code: 200, msg: '', data: MANY.find((j) => j.id === id) };
    });
  });

  function Harness({ initial }: { initial?: number }) {
    return (
      <WithRefine>
        <Form initialValues={{ journalId: initial }}>
          <Form.Item name="journalId" label="期刊">
            <RefSelect kind="journal" />
          </Form.Item>
        </Form>
      </WithRefine>
    );
  }

  it('an edit shows the chosen journal’s name (fetched by id), never its number', async () => {
    render(<Harness initial={45} />);
    expect(shown('期刊')).not.toBe('45');
    await waitFor(() => expect(shown('期刊')).toBe('文库研究学报'));
    expect(call).toHaveBeenCalledWith('GET', `${B}/mine/45`, { query: {} });
  });

  it('typing asks the server with the keyword once typing pauses', async () => {
    render(<Harness />);
    await open('期刊');
    const pages = callPage.mock.calls.length;
    await act(async () => {
      fireEvent.change(screen.getByLabelText('期刊'), { target: { value: '文库' } });
    });
    await waitFor(() => expect(callPage).toHaveBeenLastCalledWith('GET', `${B}/mine/list`, { query: { pageNum: 1, pageSize: 20, keyword: '文库' } }));
    expect(callPage.mock.calls.length).toBe(pages + 1); // one request for the pause, not one per keystroke
    await waitFor(async () => expect(await open('期刊')).toEqual(['文库研究学报']));
  });

  it('加载更多 brings the next page; the last page hides it', async () => {
    render(<Harness />);
    await waitFor(async () => expect(await open('期刊')).toHaveLength(20));
    await act(async () => fireEvent.click(screen.getByText('加载更多').closest('button')!));
    await waitFor(() => expect(callPage).toHaveBeenLastCalledWith('GET', `${B}/mine/list`, { query: { pageNum: 2, pageSize: 20 } }));
    await waitFor(async () => expect(await open('期刊')).toHaveLength(40));
    await act(async () => fireEvent.click(screen.getByText('加载更多').closest('button')!));
    await waitFor(async () => expect(await open('期刊')).toHaveLength(45));
    expect(screen.queryByText('加载更多')).toBeNull();
  });

  it('a role (no get-one call) is looked for in the next pages and named', async () => {
    render(
      <WithRefine>
        <Form initialValues={{ roleId: 30 }}>
          <Form.Item name="roleId" label="角色">
            <RefSelect kind="orgRole" />
          </Form.Item>
        </Form>
      </WithRefine>,
    );
    await waitFor(() => expect(shown('角色')).toBe('期刊30'));
    expect(callPage).toHaveBeenCalledWith('GET', expect.stringMatching(/\/role\/list$/), { query: { pageNum: 2, pageSize: 20 } });
    expect(call).not.toHaveBeenCalled();
  });

  it('a page picker names what it picks: the resource’s label, or its own word where that differs', async () => {
    render(
      <WithRefine>
        <Form>
          <Form.Item name="headmasterId" label="校长">
            <RefSelect kind="headmaster" />
          </Form.Item>
          <Form.Item name="schoolId" label="学校">
            <RefSelect kind="famousSchool" />
          </Form.Item>
        </Form>
      </WithRefine>,
    );
    expect(await screen.findByText('请选择校长')).toBeTruthy();
    expect(await screen.findByText('请选择学校')).toBeTruthy();
  });
});

describe('专题资源: a reader item of the chosen type', () => {
  beforeEach(() => callPage.mockReset());

  it('lists the type’s items from the options call; an edit names its item through the list filtered by id', async () => {
    const OTHERS = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, title: `资源${i}` }));
    callPage.mockImplementation(async (_m: string, _p: string, opts?: { query?: { id?: number } }) =>
      opts?.query?.id === 8 ? { rows: [{ id: 8, title: '版本学十讲' }], total: 1 } : { rows: OTHERS, total: 50 },
    );
    render(
      <WithRefine>
        <Form initialValues={{ itemType: 2, itemId: 8 }}>
          <Form.Item name="itemType" label="资源类型">
            <Input />
          </Form.Item>
          <Form.Item name="itemId" label="资源">
            <RefSelect kind="readerItem" scopeField="itemType" />
          </Form.Item>
        </Form>
      </WithRefine>,
    );
    await waitFor(() => expect(shown('资源')).toBe('版本学十讲'));
    expect(callPage).toHaveBeenCalledWith('GET', TOPIC_ITEM_OPTIONS_PATH, { query: { itemType: 2, pageNum: 1, pageSize: 20 } });
    expect(callPage).toHaveBeenCalledWith('GET', TOPIC_ITEM_OPTIONS_PATH, { query: { itemType: 2, id: 8, pageNum: 1, pageSize: 1 } });
  });
});

describe('字典数据 → 新增: 字典类型 is a select of the types 字典管理 holds', () => {
  beforeEach(() => callPage.mockReset());

  it('offers the types by name and sends the chosen code', async () => {
    const TYPES = [
      { dictName: '法规时效性', dictType: 'law_timeliness' },
      { dictName: '支付方式', dictType: 'pay_type' },
    ];
    callPage.mockImplementation(async (_m: string, path: string) => (path === dictTypeResource.calls.manageList!.path ? { rows: TYPES, total: TYPES.length } : { rows: [], total: 0 }));
    const provider = renderCreate(dictDataResource as unknown as ResourceSpec);
    // A select, not a text box where a name typed in place of the code is refused by the server.
    expect(screen.getByLabelText('字典类型')).toHaveAttribute('role', 'combobox');
    await waitFor(async () => expect(await open('字典类型')).toEqual(['法规时效性（law_timeliness）', '支付方式（pay_type）']));
    await choose('字典类型', '法规时效性（law_timeliness）');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('字典标签'), { target: { value: '已废止' } });
      fireEvent.change(screen.getByLabelText('字典键值'), { target: { value: '3' } });
    });
    await save();
    await screen.findByTestId('list-page');
    expect(provider.create.mock.calls[0][0].variables).toMatchObject({ dictType: 'law_timeliness', dictLabel: '已废止', dictValue: '3' });
  });
});
