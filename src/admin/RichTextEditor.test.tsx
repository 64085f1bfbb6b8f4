import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import RichTextEditor from './RichTextEditor';

afterEach(cleanup);

const renderEditor = (value: string) => {
  const view = render(
    <AntdApp>
      <RichTextEditor id="content" value={value} />
    </AntdApp>,
  );
  return { rerender: (next: string) => view.rerender(<AntdApp><RichTextEditor id="content" value={next} /></AntdApp>) };
};

describe('RichTextEditor', () => {
  it('offers a Chinese toolbar: 段落格式, 加粗, 斜体, 列表, 引用, 链接, 图片, 表格, 撤销, 重做', async () => {
    renderEditor('<p>正文</p>');
    const toolbar = await screen.findByRole('toolbar', { name: '编辑工具栏' });
    for (const name of ['加粗', '斜体', '无序列表', '有序列表', '引用', '链接', '图片', '表格', '撤销', '重做']) expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    expect(screen.getAllByLabelText('段落格式').length).toBeGreaterThan(0);
    // Nothing done yet: nothing to undo.
    expect(toolbar.querySelector('[aria-label="撤销"]')).toBeDisabled();
  });

  it('opens an older plain-text value as one paragraph a line, HTML as it is, and follows a value set from outside', async () => {
    const { rerender } = renderEditor('第一段\n\n第二段');
    await waitFor(() => expect(document.querySelectorAll('#content p')).toHaveLength(2));
    expect([...document.querySelectorAll('#content p')].map((p) => p.textContent)).toEqual(['第一段', '第二段']);
    await act(async () => rerender('<h2>标题</h2><p><strong>加粗</strong></p>'));
    await waitFor(() => expect(document.querySelector('#content h2')?.textContent).toBe('标题'));
    expect(document.querySelector('#content strong')?.textContent).toBe('加粗');
  });
});
