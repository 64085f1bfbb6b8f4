import { describe, expect, it } from 'vitest';
import { DICT_TYPES, DICTS, dictLabel, isDictType } from './dict';

describe('dictionaries of spec §4 and §9', () => {
  it.each([
    ['order_pay_status', 1, '待支付'],
    ['order_pay_status', 2, '成功'],
    ['order_pay_status', 3, '已取消'],
    ['order_type', 1, '文章'],
    ['order_type', 3, '充值'],
    ['order_type', 9, '后台调账'],
    ['order_type', 10, '积分过期'],
    ['pay_type', 1, '支付宝'],
    ['pay_type', 2, '微信'],
    ['pay_type', 3, '账户余额'],
    ['pay_type', 4, '河贝积分'],
    ['pay_type', 5, '混合支付'],
    ['works_status', 1, '审核中'],
    ['works_status', 3, '审核驳回'],
    ['works_status', 5, '云审核中'],
    ['works_status', 6, '云审核异常'],
    ['apply_status', 2, '审核通过'],
    ['apply_status', 4, '审核驳回'],
    ['article_status', 1, '未审核'],
    ['article_status', 2, '已审核'],
    ['law_status', 1, '有效'],
    ['law_status', 3, '尚未生效'],
    ['law_status', 5, '已被修改'],
    ['law_status', 9, '已废止'],
    ['buy_class', 1, '图书'],
    ['buy_class', 2, '文章'],
    ['buy_class', 3, '视频'],
    ['education_level', 1, '小学'],
    ['education_level', 8, '博士'],
    ['thesis_level', 1, '学士'],
    ['thesis_level', 4, '博士后'],
    ['news_range', 10, '近十年'],
    ['news_range', 1, '近一年'],
    ['recitation_category', 'A', 'A类 诗词朗诵'],
    ['member_type', 1, '普通会员'],
    ['member_type', 16, '平台管理员'],
  ] as const)('%s %s → %s', (type, value, label) => {
    expect(dictLabel(type, value)).toBe(label);
    expect(dictLabel(type, String(value))).toBe(label);
  });

  it('has the spec sizes: 4 law statuses, 10 order types, 5 pay types, 8 education levels', () => {
    expect(DICTS.law_status.map((i) => i.value)).toEqual(['1', '3', '5', '9']);
    // 1–10 of spec §9, and 11 视频课程 (a photography class's video; docs/decisions.md "Photography").
    expect(DICTS.order_type).toHaveLength(11);
    expect(DICTS.pay_type).toHaveLength(5);
    expect(DICTS.education_level).toHaveLength(8);
    expect(DICTS.news_range.map((i) => i.value)).toEqual(['10', '5', '3', '1']);
  });

  it('every dictionary has unique values and non-blank Chinese labels', () => {
    for (const type of DICT_TYPES) {
      const values = DICTS[type].map((i) => i.value);
      expect(new Set(values).size, type).toBe(values.length);
      for (const item of DICTS[type]) expect(item.label, `${type} ${item.value}`).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('an unknown value is shown as itself', () => {
    expect(dictLabel('law_status', 2)).toBe('2');
    expect(dictLabel('pay_type', '99')).toBe('99');
    expect(dictLabel('order_type', 0)).toBe('0');
  });

  it('a blank value is an empty label', () => {
    expect(dictLabel('law_status', null)).toBe('');
    expect(dictLabel('law_status', undefined)).toBe('');
    expect(dictLabel('law_status', '')).toBe('');
  });

  it('isDictType knows the declared types only', () => {
    expect(isDictType('law_status')).toBe(true);
    expect(isDictType('toString')).toBe(false);
    expect(isDictType('nope')).toBe(false);
  });
});
