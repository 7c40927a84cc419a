import { limits, orderFulfillments, type OrderFulfillment } from './generated';
import { contactMessageFields, formPatterns, messages, orderFields, usStates } from './generatedMessages';

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

type LengthRule = { min?: number; max?: number; tooShort?: string; tooLong?: string };

/** A text's problem by its field's limits: fewer than min characters, or more than max. */
function lengthProblem(text: string, field: LengthRule): string | undefined {
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
  /** '' until the visitor chooses. */
  fulfillment: OrderFulfillment | '';
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  note: string;
}

const zipFormat = new RegExp(formPatterns.zip);
const cityFormat = new RegExp(formPatterns.city, 'u');
const stateCodes = new Set<string>(usStates.map((s) => s.code));

/** A street line a label can carry: on one line, with a letter or a digit (backend/catalog's IsAddressLine). */
export function isAddressLine(line: string): boolean {
  return !/\p{Cc}/u.test(line) && /[\p{L}\p{Nd}]/u.test(line);
}

/** The problem of one field of a shipping address (catalog/shipping.go's rules), or undefined. */
function addressProblem(field: 'street' | 'street2' | 'city' | 'state' | 'zip', value: string): string | undefined {
  const text = field === 'state' ? value.trim().toUpperCase() : value.trim();
  const tooLong = lengthProblem(text, orderFields[field] as LengthRule);
  if (tooLong) return tooLong;
  if (text === '') return field === 'street2' ? undefined : requiredAddressMessages[field];
  switch (field) {
    case 'street':
    case 'street2':
      return isAddressLine(text) ? undefined : messages.invalidStreet;
    case 'city':
      return cityFormat.test(text) ? undefined : messages.invalidCity;
    case 'state':
      return stateCodes.has(text) ? undefined : messages.invalidState;
    case 'zip':
      return zipFormat.test(text) ? undefined : messages.invalidZip;
  }
}

const requiredAddressMessages = {
  street: messages.streetRequired,
  city: messages.cityRequired,
  state: messages.stateRequired,
  zip: messages.zipRequired,
} as const;

export const shippingAddressFields = ['street', 'street2', 'city', 'state', 'zip'] as const;

export function validateOrder(v: OrderValues): FieldErrors<keyof OrderValues> {
  const errors: FieldErrors<keyof OrderValues> = {};
  const name = lengthProblem(v.name, orderFields.name);
  if (name) errors.name = name;
  const email = emailProblem(v.email);
  if (email) errors.email = email;
  const phone = v.phone.trim();
  if (phone && !phoneFormat.test(phone)) errors.phone = messages.invalidPhone;
  if (!(orderFulfillments as readonly string[]).includes(v.fulfillment)) errors.fulfillment = messages.fulfillmentRequired;
  // A pickup's address is dropped by the server, whatever was typed before the choice.
  if (v.fulfillment !== 'pickup') {
    for (const field of shippingAddressFields) {
      const problem = v.fulfillment === 'shipping' || v[field].trim() !== '' ? addressProblem(field, v[field]) : undefined;
      if (problem) errors[field] = problem;
    }
  }
  const note = lengthProblem(v.note, orderFields.note);
  if (note) errors.note = note;
  return errors;
}
