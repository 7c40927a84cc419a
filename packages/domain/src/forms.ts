import { limits } from './generated';
import { formPatterns, messages } from './generatedMessages';

/** The spec's visitor forms (section 5), as the server applies them (backend/catalog's visitor_forms.go). */

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

function nameProblem(name: string): string | undefined {
  const n = characters(name.trim());
  if (n < limits.contactNameMin) return messages.nameTooShort;
  if (n > limits.maxPersonName) return messages.nameTooLong;
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
  const name = nameProblem(v.name);
  if (name) errors.name = name;
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  const n = characters(v.message.trim());
  if (n < limits.contactMessageMin) errors.message = messages.messageTooShort;
  else if (n > limits.maxMessage) errors.message = messages.messageTooLong;
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
  const name = nameProblem(v.name);
  if (name) errors.name = name;
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  const phone = v.phone.trim();
  if (phone && !phoneFormat.test(phone)) errors.phone = messages.invalidPhone;
  if (characters(v.note.trim()) > limits.maxOrderNote) errors.note = messages.noteTooLong;
  return errors;
}
