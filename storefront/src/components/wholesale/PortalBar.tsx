import { NavLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WholesaleMe } from '@farmsite/domain';
import { signOut } from '../../api/wholesale';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 font-semibold ${isActive ? 'bg-forest-800 text-cream-50' : 'text-forest-800 hover:bg-forest-50'}`;

/** The portal's bar: whose account this is, its pages, and signing out. */
export function PortalBar({ me }: { me: WholesaleMe }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['wholesale'] });
    navigate('/wholesale/sign-in', { replace: true });
  };
  return (
    <div className="container-page flex flex-wrap items-center justify-between gap-4 pb-6">
      <p className="text-muted">
        Signed in as <span className="font-semibold text-forest-900">{me.buyer.name || me.buyer.email}</span> for{' '}
        <span className="font-semibold text-forest-900">{me.account.dba || me.account.legalName}</span>
      </p>
      <nav aria-label="Wholesale portal" className="flex flex-wrap items-center gap-2">
        <NavLink to="/wholesale/menu" className={linkClass}>
          Menu
        </NavLink>
        <NavLink to="/wholesale/account" className={linkClass}>
          Account
        </NavLink>
        <button type="button" onClick={leave} className="btn-outline">
          Sign out
        </button>
      </nav>
    </div>
  );
}
