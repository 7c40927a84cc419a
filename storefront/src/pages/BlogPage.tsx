import { useDeferredValue, useMemo, useState } from 'react';
import { blogPostsQuery, refetchUnlessJustFetched } from '../api/queries';
import { usePollingInterval } from '../api/realtime';
import { BlogCard, BlogCardSkeleton } from '../components/blog/BlogCard';
import { PageHeader } from '../components/layout/PageHeader';
import { SearchField } from '../components/ui/SearchField';
import { filterPosts } from '../lib/filter';
import { useDeferredQuery } from '../hooks/useDeferredQuery';

/** Spec section 9: three skeleton cards while loading. */
const SKELETONS = 3;

export default function BlogPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  // The list refetches on mount and focus, and every 3 s while realtime is down.
  const { data, isPending, isError } = useDeferredQuery({
    ...blogPostsQuery,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustFetched,
    refetchOnWindowFocus: true,
    refetchInterval: usePollingInterval(3000),
  });
  // Newest first by publishedAt; posts without a date last.
  const posts = useMemo(() => [...(data ?? [])].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')), [data]);
  const shown = useMemo(() => filterPosts(posts, deferred), [posts, deferred]);

  return (
    <>
      <PageHeader eyebrow="The farm journal" title="Stories from the Garden">
        <p>Notes from the fields, the drying barn and our partner dispensaries.</p>
      </PageHeader>
      <section className="container-page pb-20" aria-labelledby="post-list-heading">
        <h2 id="post-list-heading" className="sr-only">
          Posts
        </h2>
        <SearchField label="Search posts by title" placeholder="Search posts..." value={search} onChange={setSearch} className="max-w-md" />

        <div className="mt-10">
          {isPending ? (
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading blog posts">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <BlogCardSkeleton key={i} />
              ))}
            </div>
          ) : isError && !data ? (
            <p role="alert" className="rounded-3xl bg-cream-50 px-6 py-16 text-center text-muted">
              Blog posts could not be loaded. Please try again later.
            </p>
          ) : shown.length === 0 ? (
            <div className="rounded-3xl bg-cream-50 px-6 py-16 text-center" data-testid="no-posts">
              <p className="font-display text-2xl font-semibold text-forest-900">No blog posts available</p>
              {search.trim() && <p className="mt-2 text-muted">No post title contains “{search.trim()}”.</p>}
            </div>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((post, i) => (
                <li key={post.id} className="flex">
                  <BlogCard post={post} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
