import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WholesaleMe } from '@farmsite/domain';
import { ApiError } from '../api/client';
import { endSession, inviteUser, removeUser, sessions, users, type Invitation } from '../api/wholesale';
import { PageHeader } from '../components/layout/PageHeader';
import { FormField } from '../components/ui/FormField';
import { PortalBar } from '../components/wholesale/PortalBar';
import { TwoFactorPanel } from '../components/wholesale/TwoFactorPanel';
import { usePortalSession } from '../components/wholesale/usePortalSession';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : error ? String(error) : '');

export default function WholesaleAccountPage() {
  const session = usePortalSession();
  if (!session.data) {
    return (
      <>
        <PageHeader eyebrow="Wholesale" title="Your account" />
        <p role={session.isError ? 'alert' : 'status'} className="container-page pb-20">
          {session.isError ? messageOf(session.error) : 'Loading your account...'}
        </p>
      </>
    );
  }
  const me = session.data;
  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Your account" />
      <PortalBar me={me} />
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-2">
        <AccountDetails me={me} />
        <Sessions />
        <TwoFactorPanel me={me} />
        <Colleagues me={me} />
      </div>
    </>
  );
}

function AccountDetails({ me }: { me: WholesaleMe }) {
  const a = me.account;
  const rows: [string, string][] = [
    ['Legal name', a.legalName],
    ['DBA', a.dba || '—'],
    ['Licence', `${a.licenceNumber} (${a.licenceTypeLabel})`],
    ['Licence expiry', a.licenceExpired ? `${a.licenceExpiry}, expired` : a.licenceExpiry],
    ['Premises', `${a.premisesStreet}, ${a.premisesCity}, ${a.premisesState} ${a.premisesZip}`],
    ['Contact', `${a.contactName}, ${a.contactEmail}, ${a.contactPhone}`],
  ];
  return (
    <section aria-labelledby="details-heading" className="card space-y-4 p-6">
      <h2 id="details-heading" className="text-2xl font-semibold">
        Dispensary
      </h2>
      {a.licenceExpired && (
        <p role="alert" className="field-error">
          The licence on file has expired: you can read the menu, but not order. Send us the renewed licence to order again.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Sessions() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['wholesale', 'sessions'], queryFn: sessions, retry: false });
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wholesale', 'sessions'] }),
  });
  return (
    <section aria-labelledby="sessions-heading" className="card space-y-4 p-6">
      <h2 id="sessions-heading" className="text-2xl font-semibold">
        Where you are signed in
      </h2>
      {(list.error || end.error) && (
        <p role="alert" className="field-error">
          {messageOf(list.error || end.error)}
        </p>
      )}
      <ul className="divide-y divide-forest-900/10">
        {(list.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
            <div>
              <p className="font-medium">
                {s.device || 'A browser'}
                {s.current && <span className="ml-2 rounded-full bg-forest-50 px-2 py-0.5 text-xs text-forest-900">this browser</span>}
              </p>
              <p className="text-sm text-muted">
                Signed in {when(s.signedInAt)}, last seen {when(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <button type="button" className="btn-outline" onClick={() => end.mutate(s.id)} disabled={end.isPending}>
                Sign out there
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const NO_INVITATION: Invitation = { email: '', name: '', phone: '', role: 'orderer' };

function Colleagues({ me }: { me: WholesaleMe }) {
  const queryClient = useQueryClient();
  const isAdmin = me.buyer.role === 'admin';
  const list = useQuery({ queryKey: ['wholesale', 'users'], queryFn: users, retry: false });
  const [invitation, setInvitation] = useState(NO_INVITATION);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [invited, setInvited] = useState('');
  const roleId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['wholesale', 'users'] });
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => {
      setInvited(`We emailed ${user.email} a link to set their password.`);
      setInvitation(NO_INVITATION);
      setFieldErrors({});
      refresh();
    },
    onError: (error) => setFieldErrors(error instanceof ApiError ? error.fields : {}),
  });
  const remove = useMutation({ mutationFn: removeUser, onSuccess: refresh });

  const onInvite = (e: FormEvent) => {
    e.preventDefault();
    setInvited('');
    invite.mutate({ ...invitation, email: invitation.email.trim(), name: invitation.name.trim(), phone: invitation.phone.trim() });
  };

  return (
    <section aria-labelledby="colleagues-heading" className="card space-y-4 p-6 lg:col-span-2">
      <h2 id="colleagues-heading" className="text-2xl font-semibold">
        Colleagues
      </h2>
      {(list.error || remove.error) && (
        <p role="alert" className="field-error">
          {messageOf(list.error || remove.error)}
        </p>
      )}
      <ul className="divide-y divide-forest-900/10">
        {(list.data ?? []).map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="colleague">
            <div>
              <p className="font-medium">
                {u.name || u.email} <span className="text-sm text-muted">({u.role === 'admin' ? "account's admin" : 'orders'})</span>
              </p>
              <p className="text-sm text-muted">
                {u.email}
                {!u.verified && ' · has not set a password yet'}
              </p>
            </div>
            {isAdmin && u.id !== me.buyer.id && (
              <button type="button" className="btn-outline" onClick={() => remove.mutate(u.id)} disabled={remove.isPending}>
                Remove {u.name || u.email}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <form
          onSubmit={onInvite}
          method="post"
          noValidate
          className="space-y-4 border-t border-forest-900/10 pt-4"
          aria-label="Invite a colleague"
        >
          <h3 className="font-sans text-lg font-semibold">Invite a colleague</h3>
          {invite.error && (
            <p role="alert" className="field-error">
              {messageOf(invite.error)}
            </p>
          )}
          {invited && (
            <p role="status" className="rounded-xl bg-forest-50 p-3 text-forest-900">
              {invited}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField
              label="Email"
              type="email"
              autoComplete="off"
              value={invitation.email}
              onChange={(e) => setInvitation({ ...invitation, email: e.target.value })}
              error={fieldErrors.email}
              required
            />
            <FormField
              label="Name"
              autoComplete="off"
              value={invitation.name}
              onChange={(e) => setInvitation({ ...invitation, name: e.target.value })}
              error={fieldErrors.name}
            />
            <FormField
              label="Phone"
              type="tel"
              autoComplete="off"
              value={invitation.phone}
              onChange={(e) => setInvitation({ ...invitation, phone: e.target.value })}
              error={fieldErrors.phone}
            />
            <div>
              <label htmlFor={roleId} className="field-label">
                Role
              </label>
              <select
                id={roleId}
                className="field"
                value={invitation.role}
                onChange={(e) => setInvitation({ ...invitation, role: e.target.value as Invitation['role'] })}
              >
                <option value="orderer">Orders</option>
                <option value="admin">Account's admin</option>
              </select>
            </div>
          </div>
          <button type="submit" className="btn-primary" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting...' : 'Send invitation'}
          </button>
        </form>
      ) : (
        <p className="text-muted">Your account's admin invites and removes colleagues.</p>
      )}
    </section>
  );
}
