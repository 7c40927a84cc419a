// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test/jsdomDialog';
import { AGE_VERIFIED_KEY, AgeGate } from './AgeGate';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AgeGate', () => {
  it('asks a first-time visitor, with the spec texts and focus on the answer', async () => {
    render(<AgeGate />);
    // Made in one task, shown in the next (a slow phone's long task is split in two).
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Age Verification' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('You must be 21 years or older to view this website.')).toBeTruthy();
    expect(screen.getByText('This website contains cannabis-related content. Please verify your age to continue.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("I'm 21 or older");
  });

  it('sends an under-age visitor to a general search site', async () => {
    render(<AgeGate />);
    expect((await screen.findByRole('link', { name: "I'm under 21" })).getAttribute('href')).toBe('https://www.google.com');
  });

  it('remembers a confirmed visitor and never asks again', async () => {
    const { unmount } = render(<AgeGate />);
    fireEvent.click(await screen.findByRole('button', { name: "I'm 21 or older" }));
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<AgeGate />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
