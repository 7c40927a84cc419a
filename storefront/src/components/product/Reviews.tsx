import { useId } from 'react';
import type { Review } from '@farmsite/domain';

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 2) / 2;
  const id = useId();
  return (
    <span className="inline-flex text-honey-600" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18">
          <defs>
            <linearGradient id={`${id}-half-${i}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z"
            fill={rounded >= i ? 'currentColor' : rounded >= i - 0.5 ? `url(#${id}-half-${i})` : 'transparent'}
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      ))}
    </span>
  );
}

/** Reviews from partner buyers and budtenders, as stored; nothing is shown when there are none. */
export function Reviews({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return (
    <section className="mt-16" aria-labelledby="reviews-heading" data-testid="reviews">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews-heading" className="text-3xl font-semibold">
          What our partners say
        </h2>
        <p className="flex items-center gap-2 text-forest-900">
          <Stars rating={average} />
          <span>
            <span className="font-semibold">{average.toFixed(1)}</span> out of 5, {reviews.length}{' '}
            {reviews.length === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {reviews.map((r) => (
          <li key={r.id} className="card p-6">
            <figure>
              <p className="flex items-center gap-2 text-sm text-forest-900">
                <Stars rating={r.rating} />
                <span className="font-semibold">
                  {r.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              </p>
              <blockquote className="mt-3 text-lg leading-relaxed text-ink/90">“{r.comment}”</blockquote>
              <figcaption className="mt-3 text-sm text-muted">— {r.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
