import { describe, expect, it } from 'vitest';
import { bookResource } from '../resources/books';
import { managedJournalResource } from '../resources/journals';
import { campusResource } from '../resources/schools';
import { formFieldsOf } from './formRules';
import { IDENTIFIER_MSG, isbnProblem, issnProblem } from '../shared/identifiers';

/** The message the admin form shows under a field for a typed value, or undefined when accepted. */
async function formMessage(spec: { fields: Record<string, never> | object; input?: unknown }, name: string, value: string) {
  const field = formFieldsOf(spec as never).find((f) => f.name === name)!;
  const validator = (field.rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  return validator({}, value).then(
    () => undefined,
    (e: Error) => e.message,
  );
}

describe('ISBN', () => {
  it.each(['978-7-02-000220-7', '9787532512348', '7-02-000220-X', '7 02 000220 x'])('accepts %s', (v) => expect(isbnProblem(v)).toBeUndefined());
  it.each([
    ['978-7-02-000220-8', IDENTIFIER_MSG.isbnCheck],
    ['7-02-000220-3', IDENTIFIER_MSG.isbnCheck],
    ['12345', IDENTIFIER_MSG.isbnFormat],
    ['977-7-02-000220-7', IDENTIFIER_MSG.isbnFormat],
  ])('refuses %s', (v, msg) => expect(isbnProblem(v)).toBe(msg));
  it('the book form says so at the field, as the server does', async () => {
    expect(await formMessage(bookResource, 'isbn', '978-7-02-000220-8')).toBe('ISBN校验位不正确，请核对最后一位');
    expect(await formMessage(bookResource, 'isbn', '978-7-02-000220-7')).toBeUndefined();
    expect(await formMessage(bookResource, 'isbn', '')).toBeUndefined();
  });
});

describe('ISSN', () => {
  it.each(['1000-0135', '10000135', '2096-2274', '0317-8471', '2434-561x'])('accepts %s', (v) => expect(issnProblem(v)).toBeUndefined());
  it.each([
    ['1000-0136', IDENTIFIER_MSG.issnCheck],
    ['1234-567X', IDENTIFIER_MSG.issnCheck],
    ['1000-013', IDENTIFIER_MSG.issnFormat],
  ])('refuses %s', (v, msg) => expect(issnProblem(v)).toBe(msg));
  it('the journal form says so at the field', async () => {
    expect(await formMessage(managedJournalResource, 'issn', '1000-0136')).toBe('ISSN校验位不正确，请核对最后一位');
  });
});

describe('联系电话', () => {
  it('a school takes a landline or a mobile and refuses anything else, in the form', async () => {
    expect(await formMessage(campusResource, 'phone', '027-67868000')).toBeUndefined();
    expect(await formMessage(campusResource, 'phone', '010-12345678-801')).toBeUndefined();
    expect(await formMessage(campusResource, 'phone', '13800000000')).toBeUndefined();
    expect(await formMessage(campusResource, 'phone', '6786-8000')).toMatch(/^请输入正确的联系电话/);
  });
});
