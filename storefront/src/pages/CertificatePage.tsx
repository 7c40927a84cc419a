import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { lotPageQuery } from '../api/queries';
import { FlaskIcon } from '../components/ui/ContentIcons';
import { formatLongDate, formatPercent, type LotPage } from '@farmsite/domain';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import { useServerNotFound } from '../serverNotFound';

/**
 * A lot's certificate of analysis at its permanent address, /coa/{lot}: the address a
 * label's QR code holds. It shows the batch whether or not it is its product's current one,
 * and names a product visitors can no longer see without linking its page.
 */
export default function CertificatePage() {
  const { slug: lot = '' } = useParams();
  // The server found no such lot: its 404 page shows that, not a skeleton.
  const missing = useServerNotFound(useLocation().pathname);
  const { data: page, isPending, isError } = useDeferredQuery({ ...lotPageQuery(lot), enabled: !missing });

  if (isPending && !missing) {
    return (
      <div className="container-page min-h-screen max-w-3xl pt-6 pb-20" role="status" aria-label="Loading certificate">
        <div className="skeleton h-4 w-40" />
        <div className="skeleton mt-4 h-12 w-4/5" />
        <div className="skeleton mt-8 h-48 w-full rounded-3xl" />
      </div>
    );
  }
  if (missing || isError || !page) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-semibold">Certificate Not Found</h1>
        <p className="mt-4 text-lg text-muted">No batch has this lot number. Check the number on the label.</p>
        <Link to="/products" className="btn-primary mt-8">
          Browse all products
        </Link>
      </section>
    );
  }
  return <CertificateView page={page} />;
}

function CertificateView({ page }: { page: LotPage }) {
  const figures = [
    ['THC', page.thc],
    ['CBD', page.cbd],
    ['Terpenes', page.terps],
  ] as const;
  return (
    <article className="container-page max-w-3xl pt-6 pb-20">
      <p className="eyebrow">Certificate of analysis</p>
      <h1 className="mt-2 text-4xl leading-tight font-semibold sm:text-5xl">
        {page.productName} <span className="whitespace-nowrap">lot {page.lot}</span>
      </h1>
      <p className="mt-3 text-muted" data-testid="batch-status">
        {page.current ? 'The batch on sale now.' : 'An earlier batch: its results stay here for the life of its label.'}
      </p>

      <dl className="mt-8 grid gap-x-8 gap-y-4 rounded-3xl bg-cream-100 p-6 sm:grid-cols-2">
        <Fact label="Product">
          {page.productSlug ? (
            <Link to={`/products/${page.productSlug}`} className="font-semibold text-forest-700 underline underline-offset-4">
              {page.productName}
            </Link>
          ) : (
            page.productName
          )}
        </Fact>
        <Fact label="Category">{page.productCategory}</Fact>
        <Fact label="Lot number">
          <span data-testid="lot">{page.lot}</span>
        </Fact>
        <Fact label="Harvest date">
          {page.harvestDate ? <time dateTime={page.harvestDate}>{formatLongDate(page.harvestDate)}</time> : 'Not given'}
        </Fact>
        <Fact label="Test date">
          <time dateTime={page.testDate}>{formatLongDate(page.testDate)}</time>
        </Fact>
        <Fact label="Laboratory">
          {page.labName}
          <span className="block text-sm text-muted">License {page.labLicense}</span>
        </Fact>
      </dl>

      <h2 className="mt-10 text-2xl font-semibold">Results</h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-forest-50 px-3 py-4 text-center">
            <dt className="text-xs font-semibold tracking-wider text-forest-700 uppercase">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-forest-900 tabular-nums">
              {formatPercent(value) ?? 'Not reported'}
            </dd>
          </div>
        ))}
      </dl>

      <a href={page.coa} className="btn-primary mt-10" data-testid="coa-pdf" download>
        <FlaskIcon width={18} height={18} />
        Download the certificate (PDF)
      </a>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold text-forest-900">{children}</dd>
    </div>
  );
}
