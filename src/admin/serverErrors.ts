import type { FormInstance } from 'antd';

interface Named {
  name: string;
  label: string;
}

/**
 * The form field a server message is about, if it names one: 请选择期刊 → 期刊, 该用户名已被注册 →
 * 用户名 / 账号. The longest matching label wins (期刊名称 over 期刊).
 */
export function fieldOfMessage(message: string, fields: readonly Named[]): string | undefined {
  const aliases = (f: Named) => (/username/i.test(f.name) ? [f.label, '用户名', '账号'] : [f.label]);
  let best: { name: string; length: number } | undefined;
  for (const f of fields) {
    for (const label of aliases(f)) {
      if (label && message.includes(label) && (!best || label.length > best.length)) best = { name: f.name, length: label.length };
    }
  }
  return best?.name;
}

/**
 * Shows a refused save where the person looks: at the field the message names (the field turns red
 * with the server's Chinese message), else as an error notification. Either way nothing is lost silently.
 */
export function showServerError(form: FormInstance | undefined, fields: readonly Named[], error: unknown, notify: (text: string) => void): void {
  const text = (error as Error | undefined)?.message || '保存失败，请稍后重试';
  const field = form ? fieldOfMessage(text, fields) : undefined;
  if (form && field) {
    form.setFields([{ name: field, errors: [text] }]);
    form.scrollToField(field);
  }
  notify(text);
}
