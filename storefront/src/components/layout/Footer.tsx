import { Link } from 'react-router';
import { useSite } from '../../hooks/useSite';
import { LogoMark } from './Logo';
import { FOOTER_LINKS } from './navigation';
import { Licensee, Warnings } from './Compliance';

export function Footer() {
  const site = useSite();
  // The server's year (New York's), so hydration agrees; the browser's only before the settings answer.
  const year = site.year || new Date().getFullYear();
  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <footer className="mt-auto bg-forest-950 text-cream-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-full pr-2">
            <LogoMark className="h-11 w-11" />
            <span className="font-display text-xl font-semibold text-cream-50">{site.brandName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream-200">{site.tagline}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-cream-200">
            Licensed New York State adult-use cultivator and wholesale supplier to licensed dispensaries. We do not sell to consumers.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-honey-300 uppercase">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-block py-1.5 text-cream-100 underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <a href="/sitemap.xml" className="inline-block py-1.5 text-cream-100 underline-offset-4 hover:underline">
                Sitemap
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-honey-300 uppercase">Wholesale</h2>
          <address className="mt-4 space-y-1.5 text-sm text-cream-100 not-italic">
            {site.address && <p>{site.address}</p>}
            {cityLine && <p>{cityLine}</p>}
            {site.contactPhone && (
              <p>
                <a
                  href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}
                  className="inline-block py-1 underline-offset-4 hover:underline"
                >
                  {site.contactPhone}
                </a>
              </p>
            )}
            {site.contactEmail && (
              <p>
                <a href={`mailto:${site.contactEmail}`} className="inline-block py-1 break-all underline-offset-4 hover:underline">
                  {site.contactEmail}
                </a>
              </p>
            )}
          </address>
        </div>
      </div>

      <div className="border-t border-cream-100/15">
        <div className="container-page space-y-4 py-6 text-sm">
          <Warnings fixed={site.healthWarning} rotating={site.rotatingWarning} />
          <Licensee legalName={site.legalName} numbers={site.licenseNumbers} />
          <p className="text-cream-200">
            © {year} {site.brandName}. All rights reserved. Must be 21+
          </p>
        </div>
      </div>
    </footer>
  );
}
