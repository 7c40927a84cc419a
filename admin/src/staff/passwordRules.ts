import { limits } from '@farmsite/domain';

export type PasswordProblems = Partial<Record<'password' | 'confirmPassword', string>>;

/** The spec's admin user rules, as the server applies them: at least 8 characters, and the confirmation equal. */
export function passwordProblems(password: string, confirmPassword: string): PasswordProblems {
    const problems: PasswordProblems = {};
    if ([...password].length < limits.staffPasswordMin)
        problems.password = `Password must be at least ${limits.staffPasswordMin} characters`;
    if (password !== confirmPassword) problems.confirmPassword = "Passwords don't match";
    return problems;
}

/** The server's field messages of a failed call (react-admin's HttpError body.errors). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
    return ((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
}
