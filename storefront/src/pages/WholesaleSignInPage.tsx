import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@farmsite/domain';
import { ApiError } from '../api/client';
import { CodeRequiredError, requestPasswordReset, signIn } from '../api/wholesale';
import { PageHeader } from '../components/layout/PageHeader';
import { FormField } from '../components/ui/FormField';
import { portalDestination } from '../components/wholesale/usePortalSession';

export default function WholesaleSignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Two-factor: once the server asks for the code, the form shows its field and sends it with the password.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [resetSent, setResetSent] = useState('');
  const [busy, setBusy] = useState(false);

  const onSignIn = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    setResetSent('');
    if (!email.trim() || !password) {
      setProblem('Enter your email and your password.');
      return;
    }
    if (codeStep && !code.trim()) {
      setProblem(messages.enterSignInCode);
      return;
    }
    setBusy(true);
    try {
      await signIn(email.trim(), password, codeStep ? code.trim() : undefined);
      queryClient.removeQueries({ queryKey: ['wholesale'] });
      navigate(portalDestination(search.get('next')), { replace: true });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
      setCode('');
      if (error instanceof CodeRequiredError) {
        setCodeStep(true);
      } else {
        setCodeStep(false);
        setPassword('');
      }
    } finally {
      setBusy(false);
    }
  };

  const onForgot = async () => {
    setProblem('');
    if (!email.trim()) {
      setProblem('Enter your email first: we send the link there.');
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setResetSent(`If ${email.trim()} belongs to a buyer, an email with a link to set a new password is on its way.`);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Buyer sign-in">
        <p>
          For buyers of approved dispensary accounts. Not a buyer yet?{' '}
          <Link to="/wholesale/apply" className="font-semibold text-forest-800 underline underline-offset-4">
            Apply for an account
          </Link>
          .
        </p>
      </PageHeader>
      <section className="container-page pb-20">
        <form onSubmit={onSignIn} method="post" noValidate className="card max-w-lg space-y-5 p-6 sm:p-8" aria-label="Buyer sign-in">
          {problem && (
            <p role="alert" className="field-error" data-testid="sign-in-problem">
              {problem}
            </p>
          )}
          {resetSent && (
            <p role="status" className="rounded-xl bg-forest-50 p-3 text-forest-900" data-testid="reset-sent">
              {resetSent}
            </p>
          )}
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setCodeStep(false);
            }}
            required
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {codeStep && (
            <FormField
              label="Two-factor code"
              name="code"
              hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={32}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
              required
            />
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary px-10" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </button>
            <button type="button" className="font-semibold text-forest-800 underline underline-offset-4" onClick={onForgot} disabled={busy}>
              Forgot your password?
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
