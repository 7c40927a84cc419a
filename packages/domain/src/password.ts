import { limits } from './generated';
import { messages } from './generatedMessages';

export type PasswordProblems = Partial<Record<'password' | 'confirmPassword', string>>;

/** The spec's admin user rules, as the server applies them: at least limits.staffPasswordMin characters, and the confirmation equal. */
export function passwordProblems(password: string, confirmPassword: string): PasswordProblems {
  const problems: PasswordProblems = {};
  if ([...password].length < limits.staffPasswordMin) problems.password = messages.passwordTooShort;
  if (password !== confirmPassword) problems.confirmPassword = messages.passwordsDontMatch;
  return problems;
}
