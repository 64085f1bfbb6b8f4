import { describe, expect, it } from 'vitest';
import { resourceList } from '.';
import type { FieldSpec } from './define';
import { fieldText } from './fieldText';

describe('fieldText: one formatter for the portal, the admin and the exports', () => {
  it('reads a value by its kind and its declared format', () => {
    const views: FieldSpec = { label: '浏览量', kind: 'number', format: 'count' };
    expect(fieldText(views, 12_345)).toBe('1.2万');
    expect(fieldText(views, 987)).toBe('987');
    const authors: FieldSpec = { label: '作者', kind: 'text', format: 'authors' };
    const many = Array.from({ length: 12 }, (_, i) => `作者${i + 1}`).join(';');
    expect(fieldText(authors, '张三; 李四;王五')).toBe('张三；李四；王五');
    expect(fieldText(authors, many)).toBe(many.replaceAll(';', '；'));
    expect(fieldText(authors, many, { maxAuthors: 10 })).toMatch(/^作者1；.*；作者10 等$/);
    expect(fieldText({ label: '价格', kind: 'money' }, 1990)).toBe('¥19.90');
    expect(fieldText({ label: '发布时间', kind: 'datetime' }, '2026-11-25T04:05:00Z')).toBe('2026-11-25 12:05');
    expect(fieldText({ label: '页数', kind: 'number' }, 12_345)).toBe('12345');
    const duration: FieldSpec = { label: '时长', kind: 'number', format: 'duration' };
    expect(fieldText(duration, 12)).toBe('0:00:12');
    expect(fieldText(duration, 3725)).toBe('1:02:05');
    // Rich text reads as its words, a line a paragraph (Excel exports, list cells); plain text as it is.
    const rich: FieldSpec = { label: '全文', kind: 'richtext' };
    expect(fieldText(rich, '<h2>一、引言</h2><p>正文&amp;<strong>加粗</strong></p><ul><li>甲</li><li>乙</li></ul>')).toBe('一、引言\n正文&加粗\n甲\n乙');
    expect(fieldText(rich, '旧的纯文本 a<b')).toBe('旧的纯文本 a<b');
  });

  it('every declared tally (a number labelled …量), duration in seconds and author list says so, instead of a formatter guessing from the label', () => {
    const unmarked: string[] = [];
    for (const spec of resourceList) {
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.kind === 'number' && field.label.endsWith('量') && field.format !== 'count') unmarked.push(`${spec.name}.${name} (${field.label}): format 'count'`);
        if (field.kind === 'number' && name === 'duration' && field.format !== 'duration') unmarked.push(`${spec.name}.${name} (${field.label}): format 'duration'`);
        if (field.kind === 'text' && /^(作者|责任者|原作者|作者单位)$/.test(field.label) && field.format !== 'authors') unmarked.push(`${spec.name}.${name} (${field.label}): format 'authors'`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
