import type { Rule } from 'antd/es/form';

/**
 * The rules of a required free text: not blank (`emptyMsg`, spaces alone count as blank), and at
 * most `max` characters, refused as 「{label}不能超过{max}个字」 (the server's own wording).
 */
export function requiredTextRules(label: string, max: number, emptyMsg: string): Rule[] {
  return [
    { required: true, whitespace: true, message: emptyMsg },
    { max, message: `${label}不能超过${max}个字` },
  ];
}
