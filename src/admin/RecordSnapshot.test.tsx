import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { contentAuditResource } from '../resources/contentAudits';
import type { FieldSpec } from '../resources/define';
import { renderField } from './renderField';

// Issue 35 item 2: 操作日志's 修改前/修改后 as the content type's labelled fields, not raw JSON keys.
afterEach(cleanup);

const fields = contentAuditResource.fields as Record<string, FieldSpec>;
const before = { id: 12, title: '我的母亲', author: '李明', grade: 7, updateTime: '2026-12-01T06:13:00Z' };
const after = { ...before, title: '我的父亲' };
const record = { entity: 'compositions', before: JSON.stringify(before, null, 2), after: JSON.stringify(after, null, 2) };

it('shows a composition as it was under 作文题目, 学生, 年级 — never a JSON key — and marks what changed', () => {
  render(<div data-testid="after">{renderField(fields.after!, record.after, record)}</div>);
  const shown = within(screen.getByTestId('after'));
  expect(shown.getByText('作文题目')).toBeInTheDocument();
  expect(shown.getByText('学生')).toBeInTheDocument();
  expect(shown.getByText('初一')).toBeInTheDocument();
  expect(shown.getByText('编号')).toBeInTheDocument();
  expect(shown.getByText('更新时间')).toBeInTheDocument();
  expect(shown.queryByText('title')).toBeNull();
  expect(shown.queryByText(/"title"/)).toBeNull();
  // The changed title is marked; an unchanged field is not.
  expect(shown.getByText('我的父亲').closest('mark')).not.toBeNull();
  expect(shown.getByText('李明').closest('mark')).toBeNull();
});

it('shows text that is no JSON object as it is', () => {
  render(<div data-testid="before">{renderField(fields.before!, '（无）', record)}</div>);
  expect(within(screen.getByTestId('before')).getByText('（无）')).toBeInTheDocument();
});
