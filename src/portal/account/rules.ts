import type { FormInstance, FormRule } from 'antd';
import type { ZodType } from 'zod';
import {
  MSG,
  orgUsernameError,
  passwordLoginSchema,
  zImageCode,
  zNewPassword,
  zPassword,
  zPhone,
  zSmsCode,
  zUsername,
} from '../../shared/validation';

/**
 * antd Form rules built from the shared spec §5 schemas (src/shared/validation.ts), so the forms
 * show exactly the messages the server uses. No message is typed here.
 */
export function zodCheck(schema: ZodType, value: unknown): Promise<void> {
  const result = schema.safeParse(value ?? '');
  return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? MSG.inputEmpty));
}

export function zodRule(schema: ZodType, required = true): FormRule {
  return { required, validator: (_rule, value) => zodCheck(schema, value) };
}

export const rules = {
  phone: [zodRule(zPhone)],
  username: [zodRule(zUsername)],
  account: [zodRule(passwordLoginSchema.shape.username)],
  password: [zodRule(zPassword)],
  newPassword: [zodRule(zNewPassword)],
  imageCode: [zodRule(zImageCode)],
  smsCode: [zodRule(zSmsCode)],
  orgUsername: [
    {
      required: true,
      validator: (_rule: unknown, value: string | undefined) => {
        const error = orgUsernameError(value);
        return error ? Promise.reject(new Error(error)) : Promise.resolve();
      },
    },
  ] as FormRule[],
  /** Confirm password: required, and equal to the field `against`. */
  confirm: (against = 'password'): FormRule[] => [
    { required: true, message: MSG.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(against) === value ? Promise.resolve() : Promise.reject(new Error(MSG.confirmMismatch)),
    }),
  ],
};

/** Validates some fields; resolves false instead of throwing when one is wrong. */
export async function fieldsValid(form: FormInstance, names: string[]): Promise<boolean> {
  try {
    await form.validateFields(names);
    return true;
  } catch {
    return false;
  }
}
