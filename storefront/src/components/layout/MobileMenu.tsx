import { NavLink } from 'react-router';
import { Sheet } from '../ui/Sheet';
import { NAV_LINKS } from './navigation';

/** The header's menu on small screens: the main links in a sheet from the left. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Sheet open={open} onClose={onClose} title="Menu" side="left" testId="mobile-menu">
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 text-lg font-medium ${isActive ? 'bg-forest-100 text-forest-900' : 'text-forest-900 hover:bg-forest-50'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Sheet>
  );
}
