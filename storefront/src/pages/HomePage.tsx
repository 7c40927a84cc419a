import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { blogPostsQuery, featuredProductsQuery, productsQuery } from '../api/queries';
import type { Product, Variant } from '@farmsite/domain';
import { BlogCardImage } from '../components/blog/BlogImage';
import { Hero } from '../components/home/Hero';
import { ProductCard, ProductCardSkeleton } from '../components/product/ProductCard';
import { isSwag } from '../components/product/productRules';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { ArrowRightIcon, FlaskIcon, LeafIcon, ShieldIcon, SunIcon } from '../components/ui/ContentIcons';
import { formatLongDate } from '@farmsite/domain';
import { initials } from '../lib/initials';
import { excerpt } from '../lib/text';
import { homeHeadQuery } from '../lib/homeHead';
import { useDeferredQuery } from '../hooks/useDeferredQuery';

/** Spec section 2: shown when no product loads. */
const FALLBACK_STRAINS = [
  { slug: 'headhunter', name: 'Headhunter' },
  { slug: 'apple-fritters', name: 'Apple Fritters' },
  { slug: 'grape-gas', name: 'Grape Gas' },
  { slug: 'mimosa', name: 'Mimosa' },
  { slug: 'lime-street', name: 'Lime Street' },
];

const FEATURED_COUNT = 4;
const POPULAR_COUNT = 5;

/** Home fetch failures are logged and end loading with empty content (spec section 8). */
function useLoggedFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error.message);
  }, [error, what]);
}

export default function HomePage() {
  return (
    <>
      <Hero />
      <HomeSections />
    </>
  );
}

function HomeSections() {
  // A page the server rendered came with the few products and the post these sections
  // show (homeHeadQuery); they show those until the full lists are in.
  const { data: head } = useQuery(homeHeadQuery());
  const featured = useDeferredQuery(featuredProductsQuery);
  const products = useDeferredQuery(productsQuery);
  const posts = useDeferredQuery(blogPostsQuery);
  useLoggedFailure(featured.error, 'featured products');
  useLoggedFailure(products.error, 'products');
  useLoggedFailure(posts.error, 'blog posts');
  const productList = products.data ?? head?.products;
  const productsPending = products.isPending && !head;

  const featuredList: (Product & { variants?: Variant[] })[] =
    featured.data && featured.data.length > 0 ? featured.data.slice(0, FEATURED_COUNT) : (productList ?? []).slice(0, FEATURED_COUNT);
  const featuredLoading = featured.isPending || (featured.data?.length === 0 && productsPending);

  return (
    <>
      <section className="container-page py-20" aria-labelledby="featured-heading">
        <SectionHeading
          id="featured-heading"
          eyebrow="From this season's harvest"
          title="Featured Selection"
          link={{ to: '/products', label: 'Browse All' }}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredLoading
            ? Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))
            : featuredList.map((p) => (
                <li key={p.id} className="flex">
                  <ProductCard product={p} />
                </li>
              ))}
        </ul>
      </section>

      <StoriesFromTheGarden posts={posts.data ?? head?.posts} loading={posts.isPending && !head} />
      <OurCommitment />
      <PopularStrains products={productList} loading={productsPending} />
    </>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1.5 rounded-full py-2 font-semibold text-forest-800 underline-offset-4 hover:underline"
        >
          {link.label}
          <ArrowRightIcon width={18} height={18} />
        </Link>
      )}
    </div>
  );
}

function StoriesFromTheGarden({
  posts,
  loading,
}: {
  posts?: { id: string; slug: string; title: string; content: string; image: string | null; publishedAt: string | null; author: string }[];
  loading: boolean;
}) {
  // The home page takes the 3 newest posts and shows the first.
  const newest = (posts ?? []).slice(0, 3)[0];
  return (
    <section className="bg-cream-200/60 py-20" aria-labelledby="stories-heading">
      <div className="container-page">
        <SectionHeading
          id="stories-heading"
          eyebrow="From the farm journal"
          title="Stories from the Garden"
          link={{ to: '/blog', label: 'View All Posts' }}
        />
        <div className="mt-10">
          {loading ? (
            <div className="card grid md:grid-cols-2" aria-hidden="true">
              <div className="skeleton aspect-[16/9] rounded-none md:aspect-auto md:min-h-80" />
              <div className="space-y-4 p-8">
                <div className="skeleton h-3 w-32" />
                <div className="skeleton h-8 w-3/4" />
                <div className="skeleton h-4 w-full" />
                <div className="skeleton h-4 w-5/6" />
              </div>
            </div>
          ) : newest ? (
            <article className="card group relative grid md:grid-cols-2" data-testid="home-story">
              <div className="aspect-[16/9] overflow-hidden bg-cream-200 md:aspect-auto md:min-h-80">
                <BlogCardImage post={newest} sizes="(min-width: 768px) 50vw, 92vw" className="h-full w-full object-cover" />
              </div>
              <div className="flex flex-col justify-center p-8 lg:p-12">
                <p className="text-sm text-muted">
                  <time dateTime={newest.publishedAt ?? undefined}>{formatLongDate(newest.publishedAt)}</time>
                  {newest.author && <> · {newest.author}</>}
                </p>
                <h3 className="mt-3 text-3xl leading-tight font-semibold">
                  <Link
                    to={`/blog/${newest.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-honey-600"
                  >
                    {newest.title}
                  </Link>
                </h3>
                <p className="mt-4 text-lg leading-relaxed text-muted">{excerpt(newest.content, 220)}</p>
                <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-forest-800" aria-hidden="true">
                  Read the story <ArrowRightIcon width={18} height={18} />
                </span>
              </div>
            </article>
          ) : (
            <p className="text-muted">New stories from the farm are on their way.</p>
          )}
        </div>
      </div>
    </section>
  );
}

const COMMITMENTS = [
  { icon: SunIcon, title: 'Sun-grown, always', text: 'Our plants grow outdoors in full sun, the way the valley has always been farmed.' },
  {
    icon: LeafIcon,
    title: 'Regenerative soil',
    text: 'Cover crops, compost and no synthetic pesticides keep our fields alive for the next season.',
  },
  {
    icon: FlaskIcon,
    title: '100% lab tested',
    text: 'Every harvest is tested by a New York licensed laboratory before it leaves the farm.',
  },
  {
    icon: ShieldIcon,
    title: 'Fully licensed',
    text: 'A New York State adult-use cultivator and wholesaler, supplying licensed dispensaries only.',
  },
];

function OurCommitment() {
  return (
    <section className="container-page py-20" aria-labelledby="commitment-heading">
      <div className="overflow-hidden rounded-3xl bg-forest-900 text-cream-100">
        <div className="grid gap-10 p-8 sm:p-12 lg:grid-cols-[1fr_1.4fr] lg:p-16">
          <div>
            <p className="eyebrow text-honey-300">Why we farm this way</p>
            <h2 id="commitment-heading" className="mt-2 text-3xl font-semibold text-cream-50 sm:text-4xl">
              Our Commitment
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-cream-200">
              Good cannabis starts in healthy soil and ends with honest labels. We grow in small batches, test everything and work only with
              licensed partners, so the people at the counter can trust what's in the jar.
            </p>
            <Link to="/about" className="btn-accent mt-8">
              Our story
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {COMMITMENTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-forest-800/70 p-6">
                <Icon width={28} height={28} className="text-honey-300" />
                <h3 className="mt-3 font-sans text-lg font-semibold text-cream-50">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-cream-200">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function PopularStrains({ products, loading }: { products?: Product[]; loading: boolean }) {
  const navigate = useNavigate();
  // Up to 5 products that are not featured; merchandise and accessories are not strains.
  const popular = (products ?? [])
    .filter((p) => !p.featured && !isSwag(p) && p.category.toLowerCase() !== 'accessories')
    .slice(0, POPULAR_COUNT);
  const items = popular.length > 0 ? popular : loading ? [] : FALLBACK_STRAINS.map((s) => ({ ...s, images: [] as string[], category: '' }));

  const viewAll = () => {
    navigate('/products');
    setTimeout(() => window.scrollTo({ top: 0 }), 100);
  };

  return (
    <section className="bg-cream-200/60 py-20" aria-labelledby="popular-heading">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="eyebrow">Dispensary favourites</p>
          <h2 id="popular-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Popular Strains
          </h2>
          <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">
            The cultivars budtenders ask us for again and again. Find them at our partner dispensaries across New York.
          </p>
          <button type="button" onClick={viewAll} className="btn-primary mt-8 px-7 text-base">
            View All Products
          </button>
        </div>
        <ul
          className="divide-y divide-forest-900/10 overflow-hidden rounded-3xl border border-forest-900/10 bg-cream-50"
          data-testid="popular-strains"
        >
          {loading && popular.length === 0
            ? Array.from({ length: POPULAR_COUNT }, (_, i) => (
                <li key={i} className="flex items-center gap-4 p-4" aria-hidden="true">
                  <div className="skeleton h-14 w-14 rounded-full" />
                  <div className="skeleton h-5 w-40" />
                </li>
              ))
            : items.map((p) => (
                <li key={p.slug}>
                  <Link to={`/products/${p.slug}`} className="group flex items-center gap-4 p-4 transition-colors hover:bg-forest-50">
                    {p.images[0] ? (
                      <span className="h-14 w-14 shrink-0 overflow-hidden rounded-full bg-cream-200">
                        <ResponsiveImage
                          sources={[p.images[0]]}
                          alt=""
                          sizes="56px"
                          width={56}
                          height={56}
                          className="h-full w-full object-cover"
                          placeholder={<Initials name={p.name} />}
                        />
                      </span>
                    ) : (
                      <Initials name={p.name} />
                    )}
                    <span className="flex-1">
                      <span className="block font-display text-lg font-semibold text-forest-900">{p.name}</span>
                      {p.category && <span className="block text-sm text-muted">{p.category}</span>}
                    </span>
                    <ArrowRightIcon className="text-forest-700 transition-transform group-hover:translate-x-1" />
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function Initials({ name }: { name: string }) {
  return (
    <span
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-forest-800 font-display text-lg font-semibold text-cream-50"
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
