/** The spec's form rules (section 5) with its messages, checked before anything is sent. */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 320 && emailPattern.test(email.trim());
}

function nameError(name: string): string | undefined {
  return name.trim().length < 2 ? 'Name must be at least 2 characters' : undefined;
}

function emailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : 'Please enter a valid email address';
}

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export function validateContact(v: ContactValues): FieldErrors<keyof ContactValues> {
  const errors: FieldErrors<keyof ContactValues> = {};
  const name = nameError(v.name);
  if (name) errors.name = name;
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (v.message.trim().length < 10) errors.message = 'Message must be at least 10 characters';
  return errors;
}

export interface OrderValues {
  name: string;
  email: string;
  phone: string;
  note: string;
}

// The server's rule (pb_hooks/orders.go).
const phonePattern = /^[0-9+()\-. ]{7,30}$/;

export function validateOrder(v: OrderValues): FieldErrors<keyof OrderValues> {
  const errors: FieldErrors<keyof OrderValues> = {};
  const name = nameError(v.name);
  if (name) errors.name = name;
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (v.phone.trim() && !phonePattern.test(v.phone.trim())) errors.phone = 'Please enter a valid phone number';
  if (v.note.length > 2000) errors.note = 'Note must be at most 2000 characters';
  return errors;
}
