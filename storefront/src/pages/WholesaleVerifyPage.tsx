import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { confirmVerification } from '../api/wholesale';
import { PageHeader } from '../components/layout/PageHeader';

/** Where the email's verification link leads: the token is confirmed once, on arrival. */
export default function WholesaleVerifyPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<'checking' | 'verified' | string>(token ? 'checking' : 'This page opens from the link in your email.');

  useEffect(() => {
    if (!token) return;
    confirmVerification(token).then(
      () => setState('verified'),
      (error) =>
        setState(
          error instanceof ApiError && error.fields.token
            ? 'This link has expired or was already used.'
            : error instanceof ApiError
              ? error.message
              : String(error),
        ),
    );
  }, [token]);

  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Verify your email" />
      <section className="container-page pb-20">
        <div className="card max-w-lg space-y-4 p-6 sm:p-8">
          {state === 'checking' ? (
            <p role="status">Checking the link...</p>
          ) : state === 'verified' ? (
            <p role="status" data-testid="email-verified">
              Your email is verified.
            </p>
          ) : (
            <p role="alert">{state}</p>
          )}
          <Link to="/wholesale/sign-in" className="btn-primary">
            Buyer sign-in
          </Link>
        </div>
      </section>
    </>
  );
}
