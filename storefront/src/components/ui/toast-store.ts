/**
 * A tiny toast store (spec section 9): at most 1 toast shown at a time (a new one replaces
 * it), 5000 ms by default.
 */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration: number;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function toast(input: Omit<Toast, 'id' | 'duration'> & { duration?: number }): number {
  const id = nextId++;
  emit([{ duration: TOAST_DURATION, ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: number) {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): Toast[] {
  return toasts;
}
