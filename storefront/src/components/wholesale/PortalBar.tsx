import { NavLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WholesaleMe } from '@farmsite/domain';
import { signOut } from '../../api/wholesale';
import { forgetWholesaleCarts, useWholesaleCart } from './useWholesaleCart';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 font-semibold ${isActive ? 'bg-forest-800 text-cream-50' : 'text-forest-800 hover:bg-forest-50'}`;

/** The portal's bar: whose account this is, its pages (the cart with its count of lines), and signing out (which forgets the cart). */
export function PortalBar({ me }: { me: WholesaleMe }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useWholesaleCart(me.buyer.id);
  const leave = async () => {
    await signOut().catch(() => undefined);
    forgetWholesaleCarts();
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
        <NavLink to="/wholesale/cart" className={linkClass} data-testid="portal-cart-link">
          Cart <span className="tabular-nums">({cart.lines.length})</span>
          <span className="sr-only"> {cart.lines.length === 1 ? 'line' : 'lines'}</span>
        </NavLink>
        <NavLink to="/wholesale/orders" className={linkClass}>
          Orders
        </NavLink>
        <NavLink to="/wholesale/invoices" className={linkClass}>
          Invoices
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
