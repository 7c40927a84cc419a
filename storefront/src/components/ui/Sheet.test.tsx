// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test/jsdomDialog';
import { Sheet } from './Sheet';
import { Toaster } from './Toaster';

afterEach(cleanup);

const page = (open: boolean, onClose = () => {}) => (
  <>
    <Sheet open={open} onClose={onClose} title="Menu" testId="sheet">
      <a href="/blog">Blog</a>
    </Sheet>
    <Toaster />
  </>
);

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Sheet', () => {
  it('is a labelled modal dialog while open, with the toasts inside it, and nothing when closed', () => {
    const { rerender } = render(page(false));
    const dialog = screen.getByTestId('sheet') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toBe('');
    expect(region().parentElement?.parentElement).toBe(document.body);

    rerender(page(true));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    // The browser makes the page outside an open modal dialog inert: the toasts go inside,
    // into the panel's place for them under its heading, where they cover nothing.
    expect(dialog.contains(region())).toBe(true);
    const slot = screen.getByTestId('toast-slot');
    expect(slot.contains(region())).toBe(true);
    expect(slot.previousElementSibling?.querySelector('h2')?.textContent).toBe('Menu');
    expect(region().className).not.toMatch(/\b(fixed|absolute)\b/);
    expect(document.documentElement.hasAttribute('data-modal-open')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');

    rerender(page(false));
    expect(dialog.open).toBe(false);
    expect(dialog.contains(region())).toBe(false);
    expect(document.documentElement.hasAttribute('data-modal-open')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('asks its owner to close on Escape, the close button and the backdrop', () => {
    const onClose = vi.fn();
    render(page(true, onClose));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(dialog.querySelector('[aria-hidden="true"]')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
