import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type TwoFactorEnrolment, type WholesaleMe } from '@farmsite/domain';
import { ApiError } from '../../api/client';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from '../../api/wholesale';
import { FormField } from '../ui/FormField';
import { portalMeKey } from './usePortalSession';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));
const fieldsOf = (error: unknown) => (error instanceof ApiError ? error.fields : {});

/**
 * The buyer's own two-factor sign-in on their account page: set it up (a new secret as a QR
 * code and text, confirmed by a code from the app, then the recovery codes shown this once),
 * or turn it off with a current code, a recovery code or the password.
 */
export function TwoFactorPanel({ me }: { me: WholesaleMe }) {
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: portalMeKey });

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesShown
        codes={recoveryCodes}
        onSaved={() => {
          setRecoveryCodes(null);
          refresh();
        }}
      />
    );
  } else if (me.buyer.twoFactor) {
    body = <TurnOff onDone={refresh} />;
  } else {
    body = <SetUp onConfirmed={setRecoveryCodes} />;
  }
  return (
    <section aria-labelledby="two-factor-heading" className="card space-y-4 p-6">
      <h2 id="two-factor-heading" className="text-2xl font-semibold">
        Two-factor sign-in
      </h2>
      {body}
    </section>
  );
}

function SetUp({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setProblem('');
    try {
      setEnrolment(await startTwoFactor());
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setCodeError(messages.enterCode);
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await confirmTwoFactor(code.trim());
      setEnrolment(null);
      onConfirmed(recoveryCodes);
    } catch (error) {
      setCodeError(fieldsOf(error).code ?? messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <>
        <p>
          Two-factor sign-in is <strong>off</strong>. Turn it on to sign in with a code from an authenticator app on your phone after your
          password.
        </p>
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <button type="button" className="btn-primary" onClick={start} disabled={busy}>
          Set up two-factor sign-in
        </button>
      </>
    );
  }
  return (
    <form onSubmit={confirm} method="post" noValidate className="space-y-4" aria-label="Set up two-factor sign-in">
      <p>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...), or type the secret
        key into it. Then enter the 6-digit code the app shows.
      </p>
      <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} className="rounded-xl bg-white" />
      <FormField label="Secret key" value={enrolment.secret} readOnly spellCheck={false} className="field font-mono" />
      <FormField
        label="Code from the app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={10}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        required
      />
      <div className="flex flex-wrap gap-4">
        <button type="submit" className="btn-primary" disabled={busy}>
          Confirm
        </button>
        <button type="button" className="btn-outline" onClick={() => setEnrolment(null)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RecoveryCodesShown({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <>
      <p role="status" className="rounded-xl bg-forest-50 p-3 text-forest-900">
        Two-factor sign-in is on. Save these recovery codes somewhere safe, away from your phone. Each one signs you in once instead of a
        code from the app. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" className="btn-primary" onClick={onSaved}>
        I have saved my recovery codes
      </button>
    </>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setProblem('');
    if (!code.trim() && !password) {
      setProblem('Enter a code from your authenticator app, a recovery code or your password.');
      return;
    }
    setBusy(true);
    try {
      await turnOffTwoFactor(code.trim() ? { code: code.trim() } : { password });
      onDone();
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(fields);
      if (!fields.code && !fields.password) setProblem(messageOf(error));
    } finally {
      setCode('');
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={turnOff} method="post" noValidate className="space-y-4" aria-label="Turn off two-factor sign-in">
      <p>
        Two-factor sign-in is <strong>on</strong>: you sign in with your password and a code from your authenticator app (or one of your
        recovery codes).
      </p>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <FormField
        label="Code from the app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        maxLength={32}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      <FormField
        label="Or your password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <button type="submit" className="btn-outline" disabled={busy}>
        Turn off two-factor sign-in
      </button>
    </form>
  );
}
