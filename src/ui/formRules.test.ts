import { describe, expect, it } from 'vitest';
import { menuResource } from '../resources/menus';
import { staffResource } from '../resources/staff';
import { organizationResource } from '../resources/organizations';
import { managedPeriodResource } from '../resources/periods';
import { managedArticleResource } from '../resources/articles';
import { managedJournalResource } from '../resources/journals';
import { famousTeacherResource } from '../resources/famousTeachers';
import { headmasterResource, headmasterVideoResource } from '../resources/headmasters';
import { publisherResource, scholarResource, teacherResource } from '../resources/people';
import { deptResource } from '../resources/depts';
import { formFieldsOf } from './formRules';
import { resourcesByName } from '../resources';

describe('formFieldsOf', () => {
  it('derives the staff form from the zod input with its Chinese messages', async () => {
    const fields = formFieldsOf(staffResource);
    expect(fields.map((f) => f.name)).toEqual(['username', 'phone', 'mname', 'password', 'deptId', 'orgRoleId']);
    const mname = fields.find((f) => f.name === 'mname')!;
    expect(mname.required).toBe(true);
    const validator = (mname.rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validator({}, '')).rejects.toThrow('请输入员工姓名');
    await expect(validator({}, '张三')).resolves.toBeUndefined();
    expect(fields.find((f) => f.name === 'password')!.control).toBe('password');
  });

  it('offers a zod enum as a select with Chinese labels (menus: scope by its declared labels; subject, action)', () => {
    const fields = formFieldsOf(menuResource);
    const scope = fields.find((f) => f.name === 'scope')!;
    expect(scope).toMatchObject({ control: 'select', required: true });
    expect(scope.options).toEqual([
      { value: 'person', label: '个人' },
      { value: 'organization', label: '机构' },
    ]);
    const action = fields.find((f) => f.name === 'action')!;
    expect(action).toMatchObject({ control: 'select', required: false });
    // By its Chinese name alone (issue 35: no raw CASL action on the screen).
    expect(action.options).toContainEqual({ value: 'review', label: '审核' });
    expect(fields.find((f) => f.name === 'subject')!.options!.some((o) => o.value === 'Menu')).toBe(false);
    expect(fields.find((f) => f.name === 'name')!.control).toBe('text');
  });

  it('offers a dictionary field by its labels, never its codes (机构类型)', () => {
    const orgType = formFieldsOf(organizationResource).find((f) => f.name === 'orgType')!;
    expect(orgType.control).toBe('select');
    expect(orgType.options![0]).toEqual({ value: '1', label: '高等院校' });
    expect(orgType.options!.every((o) => /[\u4e00-\u9fff]/.test(o.label))).toBe(true);
  });

  it('offers a province by name (浙江), not its six-digit code, and validates the code it sends', async () => {
    const province = formFieldsOf(resourcesByName.yearbooks!).find((f) => f.name === 'provinceId')!;
    expect(province.control).toBe('select');
    expect(province.options).toContainEqual({ value: '330000', label: '浙江' });
    expect(province.options).toHaveLength(34);
    const validator = (province.rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validator({}, '330000')).resolves.toBeUndefined();
  });

  it('offers a person\'s 省份 or 所在地区 by name too (名师, 校长, 学者, 出版社, 教师), not a number box', () => {
    for (const resource of [famousTeacherResource, headmasterResource, scholarResource, publisherResource, teacherResource]) {
      const province = formFieldsOf(resource).find((f) => f.name === 'provinceId');
      expect(province?.control, resource.name).toBe('select');
      expect(province?.options).toContainEqual({ value: '110000', label: '北京' });
    }
  });

  it('starts a new record from the input’s declared default: a new journal is not 核心期刊 until switched on', () => {
    const isCore = formFieldsOf(managedJournalResource).find((f) => f.name === 'isCore')!;
    expect(isCore).toMatchObject({ control: 'switch', initial: false });
  });

  it('chooses the control by field kind: date picker, money in yuan, image, area', () => {
    const kinds = Object.fromEntries(formFieldsOf(managedPeriodResource).map((f) => [f.name, f.control]));
    expect(kinds.publishDate).toBe('date');
    expect(kinds.coverUrl).toBe('image');
    expect(formFieldsOf(organizationResource).find((f) => f.name === 'areaCode')!.control).toBe('area');
    expect(formFieldsOf(managedArticleResource).find((f) => f.name === 'priceFen')?.control ?? 'money').toBe('money');
  });

  it('a duration is seconds (shown h:mm:ss); one an audio or video field fills from its file is read-only', () => {
    const fields = formFieldsOf(headmasterVideoResource);
    expect(fields.find((f) => f.name === 'duration')).toMatchObject({ label: '时长', control: 'seconds', readOnly: true });
    expect(fields.find((f) => f.name === 'videoUrl')).toMatchObject({ label: '视频', control: 'media', media: { kind: 'video', duration: 'duration' } });
    // Nothing else is read-only.
    expect(fields.filter((f) => f.readOnly).map((f) => f.name)).toEqual(['duration']);
  });

  it('联系电话 of a department and an institution takes a mobile or a landline 区号-号码(-分机), in Chinese otherwise', async () => {
    const LANDLINE_MSG = '请输入正确的联系电话：手机号或座机号（区号-号码，可加分机，如027-67868000）';
    for (const field of [formFieldsOf(deptResource).find((f) => f.name === 'phone')!, formFieldsOf(organizationResource).find((f) => f.name === 'contactPhone')!]) {
      const validator = (field.rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
      for (const ok of ['027-67868000', '0571-8765432', '010-12345678-801', '13800000018', '']) await expect(validator({}, ok)).resolves.toBeUndefined();
      for (const bad of ['027-678', '27-67868000', '02767868000x', '1380000001', '027-67868000-1234567']) await expect(validator({}, bad)).rejects.toThrow(LANDLINE_MSG);
    }
    // The sign-in phone of an institution's account stays a mobile.
    const account = formFieldsOf(organizationResource).find((f) => f.name === 'phone')!;
    await expect((account.rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, '027-67868000')).rejects.toThrow('请输入正确的手机号码');
  });
});
