import type { ReactNode } from 'react';
import type { WholesaleMe } from '@farmsite/domain';
import { ApiError } from '../../api/client';
import { PageHeader } from '../layout/PageHeader';
import { PortalBar } from './PortalBar';
import { usePortalSession } from './usePortalSession';

/** An error as a page of the portal says it: the server's message when it gave one. */
export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : error ? String(error) : '');

/**
 * A page of the portal behind the buyer's session: its header, then (once the session is
 * known: the server renders it loading) the portal's bar and the page's content.
 */
export function PortalPage({ title, intro, children }: { title: string; intro?: ReactNode; children: (me: WholesaleMe) => ReactNode }) {
  const session = usePortalSession();
  if (!session.data) {
    return (
      <>
        <PageHeader eyebrow="Wholesale" title={title} />
        <p role={session.isError ? 'alert' : 'status'} className="container-page pb-20">
          {session.isError ? messageOf(session.error) : 'Loading your account...'}
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Wholesale" title={title}>
        {intro}
      </PageHeader>
      <PortalBar me={session.data} />
      <section className="container-page space-y-8 pb-20">{children(session.data)}</section>
    </>
  );
}
