import { Link } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader';
import { useSite } from '../hooks/useSite';
import { withLicenses } from '../lib/licenses';
// The same questions and answers as the FAQPage JSON-LD the server sends (content.LegalFAQ),
// the licenses from the site settings in both; an end-to-end test checks that they match.
import faq from '../../../content/legal-faq.json' with { type: 'json' };

/** The date the terms took effect (spec sections 1 and 9). */
const EFFECTIVE_DATE = 'January 1, 2024';

const SECTIONS = [
  { id: 'terms-of-service', title: 'Terms of Service' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'regulatory-compliance', title: 'Regulatory Compliance' },
  { id: 'business-partnership-terms', title: 'Business Partnership Terms' },
  { id: 'faq', title: 'Frequently Asked Questions' },
];

export default function LegalPage() {
  const { brandName, licenses, isLoaded } = useSite();
  return (
    <>
      <PageHeader eyebrow={`Effective ${EFFECTIVE_DATE}`} title="Legal Terms">
        <p>
          The terms under which {brandName} offers this website and supplies licensed businesses. Questions about them?{' '}
          <Link to="/contact" className="font-semibold text-forest-800 underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </PageHeader>

      <div className="container-page grid gap-12 pb-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-muted uppercase">On this page</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-block py-1.5 text-forest-800 underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="max-w-3xl space-y-14 text-lg leading-relaxed text-ink/90 [&_h2]:scroll-mt-24 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
          <section aria-labelledby="terms-of-service">
            <h2 id="terms-of-service" className="text-3xl font-semibold">
              Terms of Service
            </h2>
            <p>
              This website and everything on it are intended only for adults 21 years of age and older. By using the site you confirm that
              you are at least 21. Nothing here is an offer to sell cannabis to consumers: {brandName} is a licensed New York State
              cultivator and wholesale supplier that sells only to licensed dispensaries.
            </p>
            <p>
              Product descriptions, potency figures and photographs describe typical harvests. Lab results for each batch are linked on the
              product pages. Merchandise order requests placed through the cart are confirmed by email before anything is charged or
              shipped.
            </p>
          </section>

          <section aria-labelledby="privacy-policy">
            <h2 id="privacy-policy" className="text-3xl font-semibold">
              Privacy Policy
            </h2>
            <p>
              We collect only what you send us: the name, email address and message of the contact form, and the contact details of a
              merchandise order request. We use them to answer you and never sell or share them for marketing.
            </p>
            <ul>
              <li>Your age confirmation and cart are stored in your own browser, not on our servers.</li>
              <li>This site loads no third-party trackers, advertising or fonts; every file comes from our own server.</li>
              <li>To see or delete what we hold about you, write to us through the contact page.</li>
            </ul>
          </section>

          <section aria-labelledby="regulatory-compliance">
            <h2 id="regulatory-compliance" className="text-3xl font-semibold">
              Regulatory Compliance
            </h2>
            <p>We operate under New York State's Cannabis Law and the regulations of the Office of Cannabis Management. Our licenses:</p>
            <ul aria-busy={!isLoaded} data-testid="licenses">
              {licenses.map((license) => (
                <li key={license}>{license}</li>
              ))}
            </ul>
            <p>
              Every batch is tested by a New York licensed laboratory before sale, and all products are packaged and labelled as New York
              requires. Products are for use only by adults 21 and over.
            </p>
          </section>

          <section aria-labelledby="business-partnership-terms">
            <h2 id="business-partnership-terms" className="text-3xl font-semibold">
              Business Partnership Terms
            </h2>
            <ul>
              <li>Partners must hold a valid New York cannabis license and present a valid government-issued ID.</li>
              <li>Payment terms are Net 30 days from the invoice date.</li>
              <li>
                We serve the Hudson Valley region, the Capital District and the New York City metro area, and further regions on request.
              </li>
              <li>These terms are effective {EFFECTIVE_DATE}.</li>
            </ul>
            <p>
              To open a wholesale account,{' '}
              <Link to="/contact" className="font-semibold text-forest-800 underline underline-offset-4">
                get in touch through our contact page
              </Link>
              .
            </p>
          </section>

          <section aria-labelledby="faq">
            <h2 id="faq" className="text-3xl font-semibold">
              Frequently Asked Questions
            </h2>
            <dl className="mt-6 divide-y divide-forest-900/10 rounded-3xl border border-forest-900/10 bg-cream-50">
              {faq.map((item) => (
                <div key={item.question} className="p-6">
                  <dt className="font-semibold text-forest-900">{item.question}</dt>
                  <dd className="mt-2 text-base text-muted">{withLicenses(item.answer, licenses)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}
