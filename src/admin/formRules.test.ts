import { describe, expect, it } from 'vitest';
import { menuResource } from '../resources/menus';
import { staffResource } from '../resources/staff';
import { formFieldsOf } from './formRules';

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

  it('offers a zod enum as a select with Chinese labels (menus: scope, type, subject, action)', () => {
    const fields = formFieldsOf(menuResource);
    const scope = fields.find((f) => f.name === 'scope')!;
    expect(scope).toMatchObject({ control: 'select', required: true });
    expect(scope.options).toEqual([
      { value: 'person', label: '个人（person）' },
      { value: 'organization', label: '机构（organization）' },
    ]);
    const action = fields.find((f) => f.name === 'action')!;
    expect(action).toMatchObject({ control: 'select', required: false });
    expect(action.options!.map((o) => o.label)).toContain('审核（review）');
    expect(fields.find((f) => f.name === 'subject')!.options!.some((o) => o.value === 'Menu')).toBe(false);
    expect(fields.find((f) => f.name === 'name')!.control).toBe('text');
  });
});
