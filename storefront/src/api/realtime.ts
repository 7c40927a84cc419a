/**
 * Live updates: PocketBase's realtime (server-sent events) tells us the moment staff change
 * a record, and we refetch what shows it. The SDK is loaded after the page has loaded, so it
 * stays out of the initial bundle. While it is not connected, the spec's polling runs instead
 * (see `usePollingInterval`).
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queries';

let connected = false;
const listeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  listeners.forEach((l) => l());
}

export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => connected,
    () => false,
  );
}

/** The spec's polling interval, only while realtime is down. */
export function usePollingInterval(ms: number): number | false {
  return useRealtimeConnected() ? false : ms;
}

/** Which cached queries each collection's changes make stale. */
const invalidates: Record<string, readonly (readonly unknown[])[]> = {
  products: [queryKeys.allProducts, queryKeys.pageMetaAll],
  product_variants: [queryKeys.allProducts, queryKeys.pageMetaAll],
  blog_posts: [queryKeys.allBlog, queryKeys.pageMetaAll],
  locations: [queryKeys.locations, queryKeys.pageMetaAll],
  hero_videos: [queryKeys.heroVideos],
};

export async function startRealtime(queryClient: QueryClient): Promise<void> {
  const { default: PocketBase } = await import('pocketbase');
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
  await pb.realtime.subscribe('PB_CONNECT', () => {
    setConnected(true);
    if (reconnecting) {
      // Anything may have changed while the connection was down.
      Object.keys(invalidates).forEach((c) => pending.add(c));
      timer ??= setTimeout(flush, 50);
    }
    reconnecting = true;
  });
  await Promise.all(
    Object.keys(invalidates).map((collection) =>
      pb.collection(collection).subscribe('*', () => {
        pending.add(collection);
        timer ??= setTimeout(flush, 50);
      }),
    ),
  );
}
