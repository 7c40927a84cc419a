import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { confirmPasswordReset } from '../api/wholesale';
import { PageHeader } from '../components/layout/PageHeader';
import { FormField } from '../components/ui/FormField';

/** Where the emails' links to set a password lead (an invitation, an approval, a reset): PocketBase's token flow. */
export default function WholesaleResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; passwordConfirm?: string }>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (password !== confirm) {
      setErrors({ passwordConfirm: 'The two passwords differ.' });
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    } catch (error) {
      const err = error instanceof ApiError ? error : new ApiError(String(error), 0);
      setErrors({ password: err.fields.password, passwordConfirm: err.fields.passwordConfirm });
      setProblem(err.fields.token ? 'This link has expired or was already used: ask for a new one from the sign-in page.' : err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Set your password" />
      <section className="container-page pb-20">
        {done ? (
          <div className="card max-w-lg space-y-4 p-6 sm:p-8">
            <p role="status" data-testid="password-set">
              Your password is set.
            </p>
            <Link to="/wholesale/sign-in" className="btn-primary">
              Sign in
            </Link>
          </div>
        ) : !token ? (
          <p role="alert" className="card max-w-lg p-6">
            This page opens from the link in your email. Ask for a new link from the{' '}
            <Link to="/wholesale/sign-in" className="font-semibold text-forest-800 underline underline-offset-4">
              sign-in page
            </Link>
            .
          </p>
        ) : (
          <form onSubmit={onSubmit} method="post" noValidate className="card max-w-lg space-y-5 p-6 sm:p-8" aria-label="Set your password">
            {problem && (
              <p role="alert" className="field-error">
                {problem}
              </p>
            )}
            <FormField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              required
            />
            <FormField
              label="New password again"
              name="passwordConfirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.passwordConfirm}
              required
            />
            <button type="submit" className="btn-primary px-10" disabled={busy}>
              {busy ? 'Saving...' : 'Set password'}
            </button>
          </form>
        )}
      </section>
    </>
  );
}
