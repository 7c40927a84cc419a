import { limits } from './generated';
import { contactMessageFields, formPatterns, messages, orderFields } from './generatedMessages';

/** The spec's visitor forms (section 5), as the server applies them: the limits and messages of backend/catalog's
 * ContactMessageSchema and OrderSchema (visitor_forms.go). */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// The server's pattern is Go's syntax: \x{00A0} is \u{00A0} in a Unicode-mode JavaScript pattern.
const emailFormat = new RegExp(formPatterns.email.replace(/\\x\{/g, '\\u{'), 'u');
const phoneFormat = new RegExp(formPatterns.phone);

/** Characters as the server counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

/** The length of text in UTF-8, as the server measures an address. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** An address the forms accept (after trimming): the server's pattern, at most limits.maxEmail bytes. */
export function isValidEmail(email: string): boolean {
  const text = email.trim();
  return text !== '' && utf8Bytes(text) <= limits.maxEmail && emailFormat.test(text);
}

/** A text's problem by its field's limits: fewer than min characters, or more than max. */
function lengthProblem(text: string, field: { min?: number; max?: number; tooShort?: string; tooLong?: string }): string | undefined {
  const n = characters(text.trim());
  if (field.min !== undefined && n < field.min) return field.tooShort;
  if (field.max !== undefined && n > field.max) return field.tooLong;
  return undefined;
}

const emailProblem = (email: string) => (isValidEmail(email) ? undefined : messages.invalidEmail);

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export function validateContact(v: ContactValues): FieldErrors<keyof ContactValues> {
  const errors: FieldErrors<keyof ContactValues> = {};
  const name = lengthProblem(v.name, contactMessageFields.name);
  if (name) errors.name = name;
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  const message = lengthProblem(v.message, contactMessageFields.message);
  if (message) errors.message = message;
  return errors;
}

export interface OrderValues {
  name: string;
  email: string;
  phone: string;
  note: string;
}

export function validateOrder(v: OrderValues): FieldErrors<keyof OrderValues> {
  const errors: FieldErrors<keyof OrderValues> = {};
  const name = lengthProblem(v.name, orderFields.name);
  if (name) errors.name = name;
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  const phone = v.phone.trim();
  if (phone && !phoneFormat.test(phone)) errors.phone = messages.invalidPhone;
  const note = lengthProblem(v.note, orderFields.note);
  if (note) errors.note = note;
  return errors;
}
