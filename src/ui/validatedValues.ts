import type { FormInstance } from 'antd';

/** antd's rejection when a rule fails: the messages are already shown at their fields. */
const isValidationFailure = (e: unknown) => typeof e === 'object' && e !== null && Array.isArray((e as { errorFields?: unknown }).errorFields);

/**
 * The form's values, or null when a rule failed. `form.validateFields()` rejects with a plain object
 * when a field is wrong; awaited outside a try it escaped as an uncaught page error ("Object") while
 * antd was already showing the message at the field (issue 34: the copyright owner form). Anything
 * else still throws.
 */
export async function validatedValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (e) {
    if (isValidationFailure(e)) return null;
    throw e;
  }
}
