import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '../api/queries';
import { PageHeader } from '../components/layout/PageHeader';
import { FlaskIcon, HandIcon, LeafIcon, SunIcon, TruckIcon, ShieldIcon } from '../components/ui/ContentIcons';
import { useSite } from '../hooks/useSite';

const DIFFERENTIATORS = [
  {
    icon: SunIcon,
    title: 'Grown in full sun',
    text: 'Outdoor fields on the Hudson, not warehouses under lamps: the full spectrum of sunlight and cool valley nights bring out every terpene.',
  },
  {
    icon: LeafIcon,
    title: 'Regenerative farming',
    text: 'Cover crops, our own compost and no synthetic pesticides. We farm so the soil is richer every year, not poorer.',
  },
  {
    icon: HandIcon,
    title: 'Small batches, by hand',
    text: 'Every plant is harvested, hand-trimmed and slow-dried in our barn, then cured in glass until it is ready.',
  },
  {
    icon: FlaskIcon,
    title: 'Tested, every time',
    text: 'Each harvest is tested by a New York licensed laboratory for potency, pesticides, metals and microbes.',
  },
  {
    icon: TruckIcon,
    title: 'Reliable wholesale',
    text: 'Dependable deliveries across the Hudson Valley, the Capital District and the New York City metro area.',
  },
];

const PROCESS = [
  { title: 'Grow', text: 'Seeds go into living soil in late spring and grow all summer under the open sky.' },
  { title: 'Harvest & cure', text: 'In early autumn we harvest by hand, dry slowly in the barn for two weeks and cure in glass.' },
  { title: 'Test & deliver', text: 'Every batch is lab tested, packaged to New York rules and delivered to our partner dispensaries.' },
];

interface Stat {
  value: string;
  label: string;
}

/**
 * The figures About claims: the partner count is the Locations page's own list, the
 * team's size comes from the site settings; a figure not known yet is left out.
 */
function stats(partners: number | undefined, teamMembers: number): Stat[] {
  const out: Stat[] = [];
  if (partners) out.push({ value: String(partners), label: partners === 1 ? 'Partner dispensary' : 'Partner dispensaries' });
  if (teamMembers > 0) out.push({ value: String(teamMembers), label: 'Team members' });
  out.push({ value: '100%', label: 'Lab tested' });
  return out;
}

export default function AboutPage() {
  const { brandName, licenses, teamMembers } = useSite();
  const { data: locations } = useQuery(locationsQuery);
  const differentiators = [
    ...DIFFERENTIATORS.slice(0, 4),
    { icon: ShieldIcon, title: 'Fully licensed', text: `We hold these New York licenses and permits: ${licenses.join(', ')}.` },
    ...DIFFERENTIATORS.slice(4),
  ].filter((d) => d.title !== 'Fully licensed' || licenses.length > 0);
  return (
    <>
      <PageHeader eyebrow="Our story" title="A family farm, grown under the Hudson Valley sun">
        <p>
          {brandName} grows cannabis the way this valley has grown apples, corn and hops for generations: outdoors, in living soil, with
          patience.
        </p>
      </PageHeader>

      <section className="container-page grid gap-12 pb-20 lg:grid-cols-2" aria-labelledby="story-heading">
        <div>
          <h2 id="story-heading" className="text-3xl font-semibold">
            Where we come from
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink/90">
            <p>
              Our farm sits on river-bottom land above the Hudson, where the same families have worked the fields for decades. When New York
              opened its adult-use market, we saw a chance to grow a crop we love with the methods we trust.
            </p>
            <p>
              We plant in spring, tend the fields all summer and harvest in early October. Nothing is rushed: our flower dries slowly in the
              barn and cures in glass until its aroma is just right.
            </p>
            <p>Today we supply licensed dispensaries from the Capital District to New York City, and we still walk every row ourselves.</p>
          </div>
        </div>
        <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {stats(locations?.length, teamMembers).map((s) => (
            <div key={s.label} className="rounded-3xl bg-forest-900 p-7 text-center">
              <dt className="text-sm font-semibold tracking-wider text-honey-300 uppercase">{s.label}</dt>
              <dd className="mt-2 font-display text-5xl font-semibold text-cream-50">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-cream-200/60 py-20" aria-labelledby="different-heading">
        <div className="container-page">
          <p className="eyebrow">What sets us apart</p>
          <h2 id="different-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Why dispensaries choose us
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {differentiators.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card p-7">
                <Icon width={28} height={28} className="text-forest-700" />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-20" aria-labelledby="process-heading">
        <p className="eyebrow">From seed to shelf</p>
        <h2 id="process-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Our process in three steps
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {PROCESS.map((step, i) => (
            <li key={step.title} className="relative rounded-3xl border border-forest-900/10 bg-cream-50 p-7">
              <span className="font-display text-5xl font-semibold text-honey-600" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container-page pb-20" aria-labelledby="next-heading">
        <div className="rounded-3xl bg-forest-900 p-8 text-cream-100 sm:p-12">
          <h2 id="next-heading" className="text-3xl font-semibold text-cream-50">
            Keep exploring
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[
              { to: '/products', label: 'See our products' },
              { to: '/locations', label: 'Find a dispensary' },
              { to: '/blog', label: 'Read the farm journal' },
              { to: '/contact', label: 'Contact the farm' },
            ].map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="btn-ghost-light w-full">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
