// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadToastItem, Toaster } from './Toaster';
import { TOAST_DURATION, dismissToast, toast } from './toast-store';

// jsdom has no PointerEvent; a MouseEvent with a pointerId is all the toast reads.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

beforeEach(async () => {
  // As in the browser, where the page asks for a toast's code once it is idle.
  await loadToastItem();
  vi.useFakeTimers();
  render(<Toaster />);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.queryAllByTestId('toast');

describe('Toaster', () => {
  it('lives in a labelled region that F8 focuses', () => {
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region);
    act(() => void toast({ title: 'Added to cart' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(shown()[0]);
  });

  it('shows at most one toast: a new one replaces the old', () => {
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', description: 'More' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0].textContent).toContain('Second');
    expect(shown()[0].textContent).toContain('More');
  });

  it('goes after 5000 ms, but not while hovered', () => {
    expect(TOAST_DURATION).toBe(5000);
    act(() => void toast({ title: 'Hello' }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(shown()[0]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toHaveLength(1);
    fireEvent.mouseLeave(shown()[0]);
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2));
    expect(shown()).toHaveLength(0);
  });

  it('is dismissed by a swipe right of more than 50 px, not by a shorter one', () => {
    act(() => void toast({ title: 'Swipe me' }));
    const swipe = (dx: number) => {
      const el = shown()[0];
      fireEvent.pointerDown(el, { pointerId: 1, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
      fireEvent.pointerUp(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
    };
    swipe(50);
    expect(shown()).toHaveLength(1);
    swipe(51);
    expect(shown()).toHaveLength(0);
  });

  it('announces errors as alerts and closes on its button', () => {
    act(() => void toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to send message. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(shown()).toHaveLength(0);
  });
});
