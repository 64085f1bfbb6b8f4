import { useEffect, useState, type FormEvent } from 'react';
import { Button, Input, InputNumber, Radio, Select } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { EXPRESSION_FIELDS, EXPRESSION_MAX, TERM_VALUE_MAX, type AdvancedRow } from '../../shared/searchExpression';
import { emptyRow, ROWS_MAX, ROWS_MIN, type AdvancedState } from './advancedParams';
import styles from './AdvancedSearch.module.css';

const JOIN_OPTIONS = [
  { value: 'and', label: '并且' },
  { value: 'or', label: '或者' },
  { value: 'not', label: '不含' },
];
const FIELD_OPTIONS = EXPRESSION_FIELDS.map((f) => ({ value: f.code, label: f.label }));
const MATCH_OPTIONS = [
  { value: 'fuzzy', label: '模糊' },
  { value: 'exact', label: '精确' },
];

type Submit = (patch: Partial<AdvancedState>) => void;

function useFollowed<T>(value: T): [T, (v: T) => void] {
  const [current, setCurrent] = useState(value);
  // The URL is the truth: follow it when it changes (back button, a shared link).
  useEffect(() => setCurrent(value), [value]);
  return [current, setCurrent];
}

/** 高级检索: field rows joined by 并且/或者/不含, 精确/模糊 each, then a year range and a source. */
export function AdvancedRowsForm({ state, onSubmit }: { state: AdvancedState; onSubmit: Submit }) {
  const [rows, setRows] = useFollowed(state.rows);
  const [yearFrom, setYearFrom] = useFollowed(state.yearFrom);
  const [yearTo, setYearTo] = useFollowed(state.yearTo);
  const [source, setSource] = useFollowed(state.source ?? '');
  const patch = (i: number, change: Partial<AdvancedRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ rows, yearFrom: yearFrom ?? undefined, yearTo: yearTo ?? undefined, source: source.trim() || undefined });
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="advanced-rows-form">
      {rows.map((row, i) => (
        <div className={styles.row} key={i} data-testid="advanced-row">
          {i === 0 ? (
            <span className={styles.joinSpacer} />
          ) : (
            <Select aria-label={`第${i + 1}行的逻辑关系`} className={styles.join} value={row.join} options={JOIN_OPTIONS} onChange={(join) => patch(i, { join })} />
          )}
          <Select aria-label={`第${i + 1}行的检索字段`} className={styles.field} value={row.field} options={FIELD_OPTIONS} onChange={(field) => patch(i, { field })} />
          <Input
            aria-label={`第${i + 1}行的检索词`}
            className={styles.value}
            value={row.value}
            maxLength={TERM_VALUE_MAX}
            onChange={(e) => patch(i, { value: e.target.value })}
            placeholder={`输入${EXPRESSION_FIELDS.find((f) => f.code === row.field)?.label}`}
          />
          <Radio.Group
            aria-label={`第${i + 1}行的匹配方式`}
            optionType="button"
            size="small"
            value={row.match}
            options={MATCH_OPTIONS}
            onChange={(e) => patch(i, { match: e.target.value })}
          />
          {/* The same width on every row, so the inputs line up; the buttons on the last. */}
          <span className={styles.rowButtons}>
            {i === rows.length - 1 && (
              <>
                <Button size="small" aria-label="增加一行" icon={<PlusOutlined />} disabled={rows.length >= ROWS_MAX} onClick={() => setRows([...rows, emptyRow()])} />
                <Button size="small" aria-label="减少一行" icon={<MinusOutlined />} disabled={rows.length <= ROWS_MIN} onClick={() => setRows(rows.slice(0, -1))} />
              </>
            )}
          </span>
        </div>
      ))}
      <div className={styles.limits}>
        <label>
          发表时间：
          <InputNumber aria-label="起始年" placeholder="起始年" min={1000} max={9999} precision={0} value={yearFrom} onChange={(v) => setYearFrom(v ?? undefined)} />
          <span className={styles.dash}>—</span>
          <InputNumber aria-label="结束年" placeholder="结束年" min={1000} max={9999} precision={0} value={yearTo} onChange={(v) => setYearTo(v ?? undefined)} />
        </label>
        <label>
          来源：
          <Input aria-label="来源限定" className={styles.source} placeholder="期刊、出版社、学校……" maxLength={TERM_VALUE_MAX} value={source} onChange={(e) => setSource(e.target.value)} />
        </label>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setRows(rows.map((r) => ({ ...r, value: '' })))}>重置条件</Button>
        <Button type="primary" htmlType="submit">
          检索
        </Button>
      </div>
    </form>
  );
}

/** 专业检索: one expression, with the grammar's gist beside it and a link to the whole. */
export function ExpertForm({ state, onSubmit }: { state: AdvancedState; onSubmit: Submit }) {
  const [expr, setExpr] = useFollowed(state.expr ?? '');
  return (
    <form
      className={styles.form}
      data-testid="expert-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ expr: expr.trim() || undefined });
      }}
    >
      <Input.TextArea
        aria-label="检索式"
        className={styles.expression}
        rows={3}
        maxLength={EXPRESSION_MAX}
        value={expr}
        onChange={(e) => setExpr(e.target.value)}
        placeholder="例如：TI='智慧图书馆' AND AU='王静'　或　SU=('数字人文' OR '古籍') NOT KY='综述' AND PY>=2020"
      />
      <details className={styles.help} data-testid="expert-help">
        <summary>检索式语法</summary>
        <ul>
          <li>
            检索项：字段代码 + 运算符 + 检索词，如 <code>TI='智慧图书馆'</code>。字段：
            {EXPRESSION_FIELDS.map((f) => `${f.code} ${f.label}`).join('、')}、PY 年。
          </li>
          <li>
            <code>=</code> 精确（整词出现；作者为完整姓名），<code>%</code> 模糊（各词都出现即可）。
          </li>
          <li>
            <code>AND</code>（并且）、<code>OR</code>（或者）、<code>NOT</code>（不含）按从左到右的顺序结合，括号优先：
            <code>SU=('数字人文' OR '古籍') NOT KY='综述'</code>。同一字段的多个词可写在括号里，也可用 + * - 连接。
          </li>
          <li>
            年份：<code>PY=2020</code>、<code>PY&gt;=2018</code>、<code>PY&lt;2022</code>。
          </li>
          <li>检索词可用单引号、双引号或中文引号，不含空格时可不加引号。</li>
        </ul>
      </details>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit">
          检索
        </Button>
      </div>
    </form>
  );
}

/** 作者发文检索: an author's name (精确) and, to tell namesakes apart, the 作者单位. */
export function AuthorForm({ state, onSubmit }: { state: AdvancedState; onSubmit: Submit }) {
  const [author, setAuthor] = useFollowed(state.author ?? '');
  const [institution, setInstitution] = useFollowed(state.institution ?? '');
  return (
    <form
      className={styles.form}
      data-testid="author-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ author: author.trim() || undefined, institution: institution.trim() || undefined });
      }}
    >
      <div className={styles.row}>
        <span className={styles.label}>作者：</span>
        <Input aria-label="作者姓名" className={styles.value} maxLength={TERM_VALUE_MAX} value={author} onChange={(e) => setAuthor(e.target.value)} placeholder="作者姓名（精确）" />
      </div>
      <div className={styles.row}>
        <span className={styles.label}>作者单位：</span>
        <Input
          aria-label="作者单位"
          className={styles.value}
          maxLength={TERM_VALUE_MAX}
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
          placeholder="作者单位（模糊，可不填）"
        />
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit">
          检索
        </Button>
      </div>
    </form>
  );
}
