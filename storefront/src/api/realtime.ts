/**
 * Live updates: PocketBase's realtime (server-sent events) tells us the moment staff change
 * a record, and we refetch what shows it. The connection and its SDK (realtimeConnection.ts)
 * are loaded after the page has loaded, so they stay out of the initial bundle. While it is
 * not connected, the spec's polling runs instead (see `usePollingInterval`).
 */
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

/** Told by the connection (realtimeConnection.ts). */
export function setConnected(value: boolean) {
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
