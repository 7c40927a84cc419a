// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AGE_VERIFIED_KEY, AgeGate } from './AgeGate';

function renderWithPage() {
  return render(
    <>
      <div id="app-shell">
        <a href="/products">Products</a>
      </div>
      <AgeGate />
    </>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AgeGate', () => {
  it('asks a first-time visitor, with the spec texts, focus inside and the page inert', () => {
    renderWithPage();
    const dialog = screen.getByRole('dialog', { name: 'Age Verification' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('You must be 21 years or older to view this website.')).toBeTruthy();
    expect(screen.getByText('This website contains cannabis-related content. Please verify your age to continue.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("I'm 21 or older");
    expect(document.getElementById('app-shell')?.inert).toBe(true);
  });

  it('keeps focus inside: Tab and Shift+Tab wrap around', () => {
    renderWithPage();
    const confirm = screen.getByRole('button', { name: "I'm 21 or older" });
    const leave = screen.getByRole('link', { name: "I'm under 21" });
    // jsdom has no layout; give the two controls a box so they count as focusable.
    for (const el of [confirm, leave]) el.getClientRects = () => [{}] as unknown as DOMRectList;
    leave.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(leave);
    // Focus that escapes (a script, a click behind) is brought back.
    screen.getByRole('link', { name: 'Products', hidden: true }).focus();
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('is not dismissed by Escape or a click outside', () => {
    renderWithPage();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.body);
    fireEvent.mouseDown(dialog().parentElement!);
    expect(screen.queryByRole('dialog', { name: 'Age Verification' })).not.toBeNull();
  });

  it('sends an under-age visitor to a general search site', () => {
    renderWithPage();
    expect(screen.getByRole('link', { name: "I'm under 21" }).getAttribute('href')).toBe('https://www.google.com');
  });

  it('remembers a confirmed visitor and never asks again', () => {
    const { unmount } = renderWithPage();
    fireEvent.click(screen.getByRole('button', { name: "I'm 21 or older" }));
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('app-shell')?.inert).toBe(false);
    unmount();
    renderWithPage();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function dialog() {
  return screen.getByRole('dialog', { name: 'Age Verification' });
}
