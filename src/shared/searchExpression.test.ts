import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorExpression,
  EXPRESSION_FIELDS,
  EXPRESSION_MAX_DEPTH,
  EXPRESSION_MAX_TERMS,
  ExpressionError,
  parseExpression,
  positiveTerms,
  rowsToExpression,
  type AdvancedRow,
  type ExpressionNode,
} from './searchExpression';

/** The tree without positions, to compare shapes. */
function shape(node: ExpressionNode): unknown {
  if (node.kind === 'term') return `${node.field}${node.match === 'exact' ? '=' : '%'}${node.value}`;
  if (node.kind === 'year') return `PY${node.op}${node.value}`;
  return [node.kind, shape(node.left), shape(node.right)];
}

function errorOf(source: string): ExpressionError {
  try {
    parseExpression(source);
  } catch (e) {
    if (e instanceof ExpressionError) return e;
    throw e;
  }
  throw new Error(`parsed: ${source}`);
}

describe('parseExpression', () => {
  it('reads the issue’s examples', () => {
    expect(shape(parseExpression("TI='智慧图书馆' AND AU='王静'"))).toEqual(['and', 'TI=智慧图书馆', 'AU=王静']);
    expect(shape(parseExpression("SU=('数字人文' OR '古籍') NOT KY='综述'"))).toEqual(['not', ['or', 'SU=数字人文', 'SU=古籍'], 'KY=综述']);
    expect(shape(parseExpression('PY>=2020'))).toEqual('PY>=2020');
  });

  it('reads AND, OR and NOT left to right with equal binding, brackets first', () => {
    expect(shape(parseExpression("TI='a' OR TI='b' AND AU='c'"))).toEqual(['and', ['or', 'TI=a', 'TI=b'], 'AU=c']);
    expect(shape(parseExpression("TI='a' OR (TI='b' AND AU='c')"))).toEqual(['or', 'TI=a', ['and', 'TI=b', 'AU=c']]);
  });

  it('takes % as 模糊, bare words, lower-case codes and operators, 并且/或者/不含 and CNKI’s + * - in value groups', () => {
    expect(shape(parseExpression('ti%数字人文 and py<2010'))).toEqual(['and', 'TI%数字人文', 'PY<2010']);
    expect(shape(parseExpression("SU=('a'+'b'*'c'-'d')"))).toEqual(['not', ['and', ['or', 'SU=a', 'SU=b'], 'SU=c'], 'SU=d']);
    expect(shape(parseExpression("TI='图书' 并且 AU='王静' 不含 KY='综述'"))).toEqual(['not', ['and', 'TI=图书', 'AU=王静'], 'KY=综述']);
    expect(shape(parseExpression('TI=2020-2021年报'))).toEqual('TI=2020-2021年报');
  });

  it('reads the full-width forms and quotes a Chinese keyboard types', () => {
    expect(shape(parseExpression('TI＝‘智慧图书馆’ AND （AU＝“王静”）'))).toEqual(['and', 'TI=智慧图书馆', 'AU=王静']);
  });

  it('keeps a value’s own quote characters when the other quote wraps it', () => {
    expect(shape(parseExpression(`TI="O'Brien"`))).toEqual("TI=O'Brien");
  });

  it('names the character where a bad expression goes wrong', () => {
    expect(errorOf("XX='a'").message).toBe('检索式第1个字符处：检索字段“XX”不存在，可用：SU、TI、AU、KY、AB、LY、AF、PY');
    expect(errorOf("TI='a").message).toBe('检索式第4个字符处：引号没有配对');
    expect(errorOf("(TI='a'").message).toBe('检索式第1个字符处：左括号缺少右括号');
    expect(errorOf("TI='a')").message).toBe('检索式第7个字符处：多了一个右括号');
    expect(errorOf("TI='a' AU='b'").message).toBe('检索式第8个字符处：缺少 AND、OR 或 NOT，不能直接接“AU”');
    expect(errorOf("TI 'a'").message).toBe('检索式第4个字符处：字段 TI 后应为 =（精确）或 %（模糊）');
    expect(errorOf("TI='a' AND").message).toBe('检索式第11个字符处：缺少检索条件');
    expect(errorOf("AND TI='a'").message).toBe('检索式第1个字符处：“AND”前缺少检索条件');
    expect(errorOf('PY>=20').message).toBe('检索式第5个字符处：PY 应为四位年份，如 PY>=2020');
    expect(errorOf("TI=''").message).toBe('检索式第4个字符处：检索词是空的');
    expect(errorOf('').message).toBe("检索式第1个字符处：缺少检索条件，例如 TI='智慧图书馆'");
  });

  it('has no leading NOT: NOT joins two conditions', () => {
    expect(errorOf("NOT TI='a'").message).toBe('检索式第1个字符处：“NOT”前缺少检索条件');
    expect(errorOf("TI='a' ’").message).toBe('检索式第8个字符处：引号没有配对');
  });

  it('bounds the terms and the nesting', () => {
    const many = Array.from({ length: EXPRESSION_MAX_TERMS + 1 }, (_, i) => `TI='w${i}'`).join(' OR ');
    expect(errorOf(many).reason).toBe(`检索条件超过${EXPRESSION_MAX_TERMS}个`);
    const deep = `${'('.repeat(EXPRESSION_MAX_DEPTH + 1)}TI='a'${')'.repeat(EXPRESSION_MAX_DEPTH + 1)}`;
    expect(errorOf(deep).reason).toBe(`括号嵌套超过${EXPRESSION_MAX_DEPTH}层`);
    expect(errorOf('TI=' + "'".concat('字'.repeat(101), "'")).reason).toBe('检索词超过100个字');
    expect(errorOf('TI=a'.padEnd(501, ' ')).message).toBe('检索式不能超过500个字');
  });

  it('lists the terms a hit holds, not those it lacks', () => {
    expect(positiveTerms(parseExpression("SU=('数字人文' OR '古籍') NOT KY='综述' AND PY>=2020")).map((t) => t.value)).toEqual(['数字人文', '古籍']);
  });
});

describe('rowsToExpression and authorExpression', () => {
  it('joins the filled rows in order and ANDs the limits after them', () => {
    const rows: AdvancedRow[] = [
      { join: 'and', field: 'SU', value: '数字人文', match: 'fuzzy' },
      { join: 'or', field: 'TI', value: ' ', match: 'exact' },
      { join: 'or', field: 'KY', value: '古籍', match: 'exact' },
      { join: 'not', field: 'AB', value: "it's", match: 'fuzzy' },
    ];
    const expression = rowsToExpression(rows, { yearFrom: 2018, yearTo: 2022, source: '图书馆' })!;
    expect(expression).toBe(`(SU%'数字人文' OR KY='古籍' NOT AB%"it's") AND PY>=2018 AND PY<=2022 AND LY%'图书馆'`);
    expect(shape(parseExpression(expression))).toEqual([
      'and',
      ['and', ['and', ['not', ['or', 'SU%数字人文', 'KY=古籍'], "AB%it's"], 'PY>=2018'], 'PY<=2022'],
      'LY%图书馆',
    ]);
    expect(rowsToExpression([{ join: 'and', field: 'TI', value: '', match: 'fuzzy' }])).toBeUndefined();
  });

  it('writes an author search as AU (精确) and AF (模糊)', () => {
    expect(authorExpression('王静', '北京大学')).toBe("AU='王静' AND AF%'北京大学'");
    expect(authorExpression('王静')).toBe("AU='王静'");
    expect(authorExpression('  ')).toBeUndefined();
  });
});

describe('properties', () => {
  const codes = EXPRESSION_FIELDS.map((f) => f.code);
  const value = fc.string({ minLength: 1, maxLength: 12 }).filter((v) => v.trim() !== '' && v.trim().length <= 100);
  const row = fc.record({
    join: fc.constantFrom('and' as const, 'or' as const, 'not' as const),
    field: fc.constantFrom(...codes),
    value,
    match: fc.constantFrom('exact' as const, 'fuzzy' as const),
  });

  it('every expression the 高级检索 rows write parses back to their values, in order', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: undefined }), (rows, yearFrom) => {
        const expression = rowsToExpression(rows, { yearFrom });
        const written = rows.filter((r) => r.value.trim()).map((r) => r.value.trim());
        if (written.length === 0) return expect(expression).toBeUndefined();
        const parsed = parseExpression(expression!);
        const held = (function all(n: ExpressionNode): string[] {
          return n.kind === 'term' ? [n.value] : n.kind === 'year' ? [] : [...all(n.left), ...all(n.right)];
        })(parsed);
        expect(held).toEqual(written);
      }),
    );
  });

  it('any text either parses or fails with an ExpressionError inside the text, never anything else', () => {
    const alphabet = fc.constantFrom(...`TI AU SU PY KY = % > < >= ( ) ' " AND OR NOT 并且 + - * 2020 图书馆 王静 （ ） ‘ ’`.split(' '), ' ');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }), (parts) => {
        const source = parts.join(' ');
        try {
          parseExpression(source);
        } catch (e) {
          expect(e).toBeInstanceOf(ExpressionError);
          const { position } = e as ExpressionError;
          if (position !== undefined) expect(position).toBeLessThanOrEqual(source.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
