import { memo } from 'react';
import { Link } from 'react-router';
import type { BlogPost } from '@farmsite/domain';
import { formatLongDate } from '@farmsite/domain';
import { excerpt } from '../../lib/text';
import { BlogCardImage } from './BlogImage';

export const BLOG_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 46vw, 92vw';

export const BlogCard = memo(function BlogCard({ post, priority }: { post: BlogPost; priority?: boolean }) {
  return (
    <article className="card group relative flex flex-col" data-testid="blog-card">
      <div className="aspect-[16/9] overflow-hidden bg-cream-200">
        <BlogCardImage
          post={post}
          sizes={BLOG_CARD_SIZES}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
          {post.author && <> · {post.author}</>}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-semibold">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-honey-600"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-muted">{excerpt(post.content)}</p>
        <span className="mt-auto pt-4 text-sm font-semibold text-forest-800" aria-hidden="true">
          Read the story →
        </span>
      </div>
    </article>
  );
});

export function BlogCardSkeleton() {
  return (
    <div className="card" aria-hidden="true" data-testid="blog-skeleton">
      <div className="skeleton aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-6">
        <div className="skeleton h-3 w-32" />
        <div className="skeleton h-6 w-4/5" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
      </div>
    </div>
  );
}
