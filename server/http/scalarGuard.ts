import { AppError } from './envelope';

/** The answer when an array or object arrives where a number or a text is read. */
export const notScalarMsg = (name: string) => `参数“${name.slice(0, 40)}”应为数字或文字，不能是数组或对象`;

/** How deep a request's values are marked: JSON bodies are not nested deeper than this in any call. */
const MAX_DEPTH = 8;

/**
 * Makes every array and object among a request's values refuse to be read as a number or a text:
 * `Number([1])` is 1 and `String({"toString": 1})` throws a TypeError, so a handler that reads an
 * id with `Number(raw)`, `String(raw).trim()` or zod's `z.coerce.number()` took `[1]` for 1 and
 * answered 500 to the object. Each such value gets a `Symbol.toPrimitive` that throws a 400 naming
 * the parameter — JavaScript asks it before `valueOf`/`toString` on every conversion to a number or
 * a string — so every route refuses it wherever it converts (zod catches the throw inside its
 * coercion and reports the field's own Chinese message). Reading the value as what it is — an
 * array of ids, an object of fields, `JSON.stringify` — is untouched: the symbol is not enumerable.
 */
export function refuseNonScalarConversion(values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) mark(value, name, 0);
}

function mark(value: unknown, name: string, depth: number): void {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return;
  if (!Object.prototype.hasOwnProperty.call(value, Symbol.toPrimitive) && Object.isExtensible(value)) {
    Object.defineProperty(value, Symbol.toPrimitive, {
      enumerable: false,
      configurable: true,
      value: () => {
        throw new AppError(400, notScalarMsg(name));
      },
    });
  }
  for (const inner of Object.values(value)) mark(inner, name, depth + 1);
}
