/** Provincial-level divisions (GB/T 2260 codes, as `provinceId` carries them) and their short names. */
export const PROVINCES: Array<[number, string]> = [
  [110000, '北京'], [120000, '天津'], [130000, '河北'], [140000, '山西'], [150000, '内蒙古'],
  [210000, '辽宁'], [220000, '吉林'], [230000, '黑龙江'], [310000, '上海'], [320000, '江苏'],
  [330000, '浙江'], [340000, '安徽'], [350000, '福建'], [360000, '江西'], [370000, '山东'],
  [410000, '河南'], [420000, '湖北'], [430000, '湖南'], [440000, '广东'], [450000, '广西'],
  [460000, '海南'], [500000, '重庆'], [510000, '四川'], [520000, '贵州'], [530000, '云南'],
  [540000, '西藏'], [610000, '陕西'], [620000, '甘肃'], [630000, '青海'], [640000, '宁夏'],
  [650000, '新疆'], [710000, '台湾'], [810000, '香港'], [820000, '澳门'],
];

const byCode = new Map(PROVINCES);

export function provinceName(code: unknown): string {
  return byCode.get(Number(code)) ?? '';
}

/** Filter options for a `provinceId` filter; `codes` narrows them to the provinces the data has. */
export function provinceOptions(codes?: number[]) {
  const keep = codes ? new Set(codes) : undefined;
  return PROVINCES.filter(([c]) => !keep || keep.has(c)).map(([value, label]) => ({ value: String(value), label }));
}
