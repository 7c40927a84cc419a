/**
 * The realtime connection (see realtime.ts): subscribes to the collections the storefront
 * shows and refetches what a change makes stale. Its own chunk with the SDK, loaded once
 * the page has loaded and the browser is idle (main.tsx).
 */
import PocketBase from 'pocketbase';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queries';
import { setConnected } from './realtime';
import { noteFresh } from './freshness';

/** Which cached queries each collection's changes make stale. */
const invalidates: Record<string, readonly (readonly unknown[])[]> = {
  products: [queryKeys.allProducts, queryKeys.carriedProducts, queryKeys.pageMetaAll],
  product_variants: [queryKeys.allProducts, queryKeys.pageMetaAll],
  blog_posts: [queryKeys.allBlog, queryKeys.pageMetaAll],
  // A product's page lists the partners that carry it.
  locations: [queryKeys.locations, queryKeys.productDetails, queryKeys.pageMetaAll],
  hero_videos: [queryKeys.heroVideos],
};

/** The fresh token the server adds to its realtime messages (PocketBase's types do not name it). */
function freshOf(message: object): unknown {
  return (message as Record<string, unknown>).fresh;
}

export async function startRealtime(queryClient: QueryClient): Promise<void> {
  const pb = new PocketBase(window.location.origin);
  pb.autoCancellation(false);
  pb.realtime.onDisconnect = () => setConnected(false);

  // Changes often come in bursts (a product and its variants): refetch once per burst.
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const collection of pending) {
      for (const queryKey of invalidates[collection]) void queryClient.invalidateQueries({ queryKey });
    }
    pending.clear();
  };

  let reconnecting = false;
  await pb.realtime.subscribe('PB_CONNECT', (message: object) => {
    setConnected(true);
    if (reconnecting) {
      // Anything may have changed while the connection was down: the server's token is
      // its last change's.
      noteFresh(freshOf(message));
      Object.keys(invalidates).forEach((c) => pending.add(c));
      timer ??= setTimeout(flush, 50);
    }
    reconnecting = true;
  });
  await Promise.all(
    Object.keys(invalidates).map((collection) =>
      pb.collection(collection).subscribe('*', (event) => {
        // The refetches must not get a shared cache's copy from before the change.
        noteFresh(freshOf(event));
        pending.add(collection);
        timer ??= setTimeout(flush, 50);
      }),
    ),
  );
}
