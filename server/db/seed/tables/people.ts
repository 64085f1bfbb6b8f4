import type { Rng } from '../random';

/** Common Chinese surnames, roughly by frequency. */
export const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '欧阳',
];

/** Characters that read well in given names (none of them 图 or 书, so search fixtures stay clean). */
const GIVEN = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀', '霞', '平',
  '刚', '桂', '文', '华', '建', '国', '志', '红', '晓', '婷', '雪', '慧', '鑫', '宇', '浩', '凯', '佳', '欣', '嘉', '晨',
  '思', '雨', '梓', '涵', '子', '轩', '博', '瑞', '彤', '宁', '颖', '琳', '海', '峰', '辉', '斌', '亮', '健', '春', '玉',
  '翔', '怡', '悦', '然', '清', '远', '哲', '铭', '昊', '睿', '泽', '诚', '立', '新', '振', '维', '中', '永', '德', '安',
];

export function chineseName(rng: Rng): string {
  const surname = rng.pick(SURNAMES);
  const given = rng.chance(0.3) ? rng.pick(GIVEN) : rng.pick(GIVEN) + rng.pick(GIVEN);
  return surname + given;
}

/** 1–`max` distinct Chinese names joined with `;`. */
export function chineseAuthors(rng: Rng, max = 4): string {
  const n = rng.int(1, max);
  const names = new Set<string>();
  while (names.size < n) names.add(chineseName(rng));
  return [...names].join(';');
}

export const ENGLISH_NAMES = [
  'Michael Brown',
  'Sarah Johnson',
  'David Miller',
  'Emily Davis',
  'James Wilson',
  'Anna Schmidt',
  'Robert Taylor',
  'Laura Martin',
  'Thomas Anderson',
  'Olivia Clark',
];

export const FOREIGN_UNIVERSITIES = [
  'University of Toronto',
  'University of Melbourne',
  'University of Edinburgh',
  'University of Michigan',
  'Leiden University',
  'Heidelberg University',
];

/** Universities with their GB/T 2260 province code. */
export const UNIVERSITIES: Array<{ name: string; provinceId: number }> = [
  { name: '北京大学', provinceId: 110000 },
  { name: '清华大学', provinceId: 110000 },
  { name: '中国人民大学', provinceId: 110000 },
  { name: '北京师范大学', provinceId: 110000 },
  { name: '南开大学', provinceId: 120000 },
  { name: '复旦大学', provinceId: 310000 },
  { name: '华东师范大学', provinceId: 310000 },
  { name: '上海交通大学', provinceId: 310000 },
  { name: '南京大学', provinceId: 320000 },
  { name: '东南大学', provinceId: 320000 },
  { name: '浙江大学', provinceId: 330000 },
  { name: '厦门大学', provinceId: 350000 },
  { name: '山东大学', provinceId: 370000 },
  { name: '武汉大学', provinceId: 420000 },
  { name: '华中师范大学', provinceId: 420000 },
  { name: '中南大学', provinceId: 430000 },
  { name: '中山大学', provinceId: 440000 },
  { name: '华南理工大学', provinceId: 440000 },
  { name: '四川大学', provinceId: 510000 },
  { name: '西安交通大学', provinceId: 610000 },
  { name: '兰州大学', provinceId: 620000 },
  { name: '吉林大学', provinceId: 220000 },
  { name: '东北师范大学', provinceId: 220000 },
  { name: '云南大学', provinceId: 530000 },
];
