import { Link } from 'react-router';
import { licenceTypes } from '@farmsite/domain';
import { PageHeader } from '../components/layout/PageHeader';
import { CheckIcon } from '../components/ui/ContentIcons';
import { useSite } from '../hooks/useSite';

const OFFER = [
  'Sun-grown flower, pre-rolls, edibles and concentrates from our Hudson Valley farm',
  'A live menu where every line is a lot, with the units available now',
  'THC, CBD and terpenes from each lot’s certificate of analysis, and the certificate itself',
  'The menu as a dated PDF with a QR code per lot, or as a CSV for your own systems',
];

const STEPS = [
  { title: 'Apply', text: 'Send your business details, your OCM licence number and a copy of the licence.' },
  { title: 'We verify', text: 'We check the licence against the state’s list of current licences, usually within two business days.' },
  { title: 'Set your password', text: 'Once approved, you get an email with a link to set the password of your account.' },
  { title: 'Order from the menu', text: 'Sign in to see the live menu, download it, and invite your colleagues.' },
];

export default function WholesalePage() {
  const { brandName } = useSite();
  return (
    <>
      <PageHeader eyebrow="For licensed dispensaries" title="Wholesale">
        <p>
          {brandName} sells its cannabis wholesale to licensed New York dispensaries, on Net 30 terms, from one price list for every buyer.
        </p>
      </PageHeader>

      <div className="container-page grid gap-12 pb-20 lg:grid-cols-2">
        <section aria-labelledby="offer-heading" className="space-y-4">
          <h2 id="offer-heading" className="text-3xl font-semibold">
            What we offer dispensaries
          </h2>
          <ul className="space-y-3 text-lg">
            {OFFER.map((line) => (
              <li key={line} className="flex gap-3">
                <CheckIcon className="mt-1 shrink-0 text-forest-700" width={20} height={20} aria-hidden="true" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="terms-heading" className="card space-y-4 p-6 sm:p-8">
          <h2 id="terms-heading" className="text-3xl font-semibold">
            Terms
          </h2>
          <p>
            Accounts are open to businesses holding a current New York cannabis licence that may buy from a distributor, at the time of the
            agreement and of every sale:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {licenceTypes.map((type) => (
              <li key={type.value}>{type.label}</li>
            ))}
          </ul>
          <p>
            Invoices are due Net 30. Prices and volume breaks are the same for every licensed buyer. The{' '}
            <Link to="/legal#business-partnership-terms" className="font-semibold text-forest-800 underline underline-offset-4">
              business partnership terms
            </Link>{' '}
            apply to every order.
          </p>
        </section>

        <section aria-labelledby="apply-heading" className="space-y-6 lg:col-span-2">
          <h2 id="apply-heading" className="text-3xl font-semibold">
            How to open an account
          </h2>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="card p-5">
                <p className="eyebrow">Step {i + 1}</p>
                <h3 className="mt-1 font-sans text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-4">
            <Link to="/wholesale/apply" className="btn-primary">
              Apply for an account
            </Link>
            <Link to="/wholesale/sign-in" className="btn-outline">
              Buyer sign-in
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
