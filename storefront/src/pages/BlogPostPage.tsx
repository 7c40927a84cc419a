import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { blogPostQuery } from '../api/queries';
import type { BlogPost } from '@farmsite/domain';
import { ImageNotAvailable } from '../components/blog/BlogImage';
import { PreviewBar } from '../components/layout/PreviewBar';
import { ArrowRightIcon } from '../components/ui/ContentIcons';
import { blogImageRetries } from '../lib/images';
import { buildSrcSet, formatLongDate, imageAlt, rawFileSharingUrl } from '@farmsite/domain';
import { PostContent } from '../components/blog/PostContent';
import { useDeferredQuery } from '../hooks/useDeferredQuery';
import { useServerNotFound } from '../serverNotFound';
import { imageArrival } from '../lib/imageArrival';

/** The picture's sizes: exactly the server's preload for posts (backend/seo), so the browser
 * picks the preloaded candidate. */
export const POST_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  // The server found no such post: its 404 page shows that, not a skeleton.
  const missing = useServerNotFound(useLocation().pathname);
  const { data: post, isPending, isError } = useDeferredQuery({ ...blogPostQuery(slug), enabled: !missing });

  if (isPending && !missing) {
    return (
      <div className="container-page min-h-screen max-w-4xl pt-6 pb-20" role="status" aria-label="Loading post">
        <div className="skeleton h-4 w-40" />
        <div className="skeleton mt-4 h-12 w-4/5" />
        <div className="skeleton mt-8 aspect-[16/9] w-full rounded-3xl" />
      </div>
    );
  }
  if (missing || isError || !post) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-semibold">Blog Post Not Found</h1>
        <p className="mt-4 text-lg text-muted">The requested blog post could not be found.</p>
        <Link to="/blog" className="btn-primary mt-8">
          Back to the blog
        </Link>
      </section>
    );
  }
  return (
    <>
      <PreviewBar status={post.status} goesLive={post.publishedAt} />
      <PostView key={post.id} post={post} />
    </>
  );
}

function PostView({ post }: { post: BlogPost }) {
  return (
    <article className="pb-20">
      <header className="container-page max-w-4xl pt-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
          {post.author && (
            <>
              {' · '}By <span className="font-medium text-forest-900">{post.author}</span>
            </>
          )}
        </p>
        <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">{post.title}</h1>
      </header>
      <div className="container-page mt-8 max-w-4xl">
        <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-cream-200">
          <PostImage src={post.image} alt={imageAlt(post.imageAlts, post.image ?? '', post.title)} />
        </div>
      </div>
      <div className="prose-farm container-page mt-10 max-w-3xl" data-testid="post-content">
        <PostContent content={post.content} />
      </div>
      <div className="container-page mt-12 max-w-3xl border-t border-forest-900/10 pt-8">
        <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-forest-800 underline-offset-4 hover:underline">
          More stories from the garden <ArrowRightIcon width={18} height={18} />
        </Link>
      </div>
    </article>
  );
}

/**
 * The post's picture with the spec's retry rule: a broken image is tried again as an
 * absolute URL, from our origin for /uploads/ paths, without its query; then a placeholder.
 */
function PostImage({ src, alt }: { src: string | null; alt: string }) {
  const original = src ? rawFileSharingUrl(src) : null;
  const [attempt, setAttempt] = useState(0);
  if (!original) return <ImageNotAvailable className="h-full w-full" />;
  // The retries are worked out once the first address failed, in the browser (they need its address).
  const current = attempt === 0 ? original : blogImageRetries(original, window.location.href)[attempt - 1];
  if (!current) return <ImageNotAvailable className="h-full w-full" />;
  // Only the first attempt uses width variants; a retry asks for exactly one address.
  const srcSet = attempt === 0 ? buildSrcSet(current) : undefined;
  const fail = () => setAttempt(attempt + 1);
  return (
    <img
      key={current}
      ref={imageArrival({ onError: fail })}
      src={current}
      srcSet={srcSet}
      sizes={srcSet ? POST_IMAGE_SIZES : undefined}
      alt={alt}
      width={1600}
      height={900}
      fetchPriority="high"
      className="h-full w-full object-cover"
      onError={fail}
    />
  );
}
