import { describe, expect, it } from 'vitest';
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
});
