import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useCart } from '../cart/CartContext';
import { CartIcon, MenuIcon } from '../ui/Icons';
import { useSite } from '../../hooks/useSite';
import { LogoMark } from './Logo';
import { NAV_LINKS } from './navigation';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-forest-100 text-forest-900' : 'text-forest-900/80 hover:bg-forest-50 hover:text-forest-900'
  }`;

/** The menu's code, which the first page does not need: asked for once the page is idle (main.tsx). */
export const loadMobileMenu = () => import('./MobileMenu');

const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));

export function Header() {
  const { brandName } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first time it is opened (closed, it shows nothing), and kept.
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);

  return (
    <header className="sticky top-0 z-40 border-b border-forest-900/10 bg-cream-100/95">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-full py-1 pr-2">
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="truncate font-display text-base font-semibold text-forest-900 min-[400px]:text-lg sm:text-xl">{brandName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <CartButton />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon width={22} height={22} />
          </button>
        </div>
      </div>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** The cart button; its badge shows the total item count, only above 0. */
function CartButton() {
  const { count, open, isOpen } = useCart();
  const label = count > 0 ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping cart, empty';
  return (
    <button
      type="button"
      onClick={open}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-testid="cart-button"
    >
      <CartIcon width={22} height={22} />
      {count > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-honey-400 px-1 text-xs font-bold text-forest-950"
          aria-hidden="true"
          data-testid="cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
