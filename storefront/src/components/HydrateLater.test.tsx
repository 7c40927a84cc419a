// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdHydratedRenders, useHydrated, whenPartsHydrated } from '../hooks/useHydrated';
import { HydrateLater } from './HydrateLater';

/** What happened, in order: the page's and the part's hydration, the mark, the settled renders. */
const events: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => void events.push('part hydrated'), []);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      pressed {count}
    </button>
  );
}

function Page() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    events.push('page hydrated');
    whenPartsHydrated(() => events.push('marked'));
  }, []);
  useLayoutEffect(() => void (hydrated && events.push('settled')), [hydrated]);
  return (
    <main>
      <h1>{hydrated ? 'settled' : 'waiting'}</h1>
      <HydrateLater>
        <Counter />
      </HydrateLater>
    </main>
  );
}

const containers: HTMLElement[] = [];
const roots: Root[] = [];
afterEach(() => {
  cleanup();
  roots.splice(0).forEach((r) => r.unmount());
  containers.splice(0).forEach((c) => c.remove());
  events.length = 0;
});

const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('HydrateLater', () => {
  it('hydrates its part in a task after the page, on the server HTML, before the mark and the settled renders', async () => {
    const container = document.createElement('div');
    containers.push(container);
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton.textContent).toBe('pressed 0');

    const settle = holdHydratedRenders();
    roots.push(hydrateRoot(container, <Page />));
    setTimeout(settle, 0); // as main.tsx does, after hydrating
    expect(events).toEqual(['page hydrated']);
    expect(container.querySelector('button')).toBe(serverButton); // kept while it waits

    await act(async () => {
      await nextTask(); // the part's turn: before settle's, queued after it
    });
    expect(events).toEqual(['page hydrated', 'part hydrated', 'marked']);
    expect(container.querySelector('button')).toBe(serverButton); // taken over, not made again
    expect(container.querySelector('h1')!.textContent).toBe('waiting');

    await waitFor(() => expect(container.querySelector('h1')!.textContent).toBe('settled'));
    expect(events).toEqual(['page hydrated', 'part hydrated', 'marked', 'settled']);

    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('pressed 1');
  });

  it('does not hold the mark back when its part is gone before its turn', async () => {
    const container = document.createElement('div');
    containers.push(container);
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const settle = holdHydratedRenders();
    const root = hydrateRoot(container, <Page />);
    setTimeout(settle, 0);
    expect(events).toEqual(['page hydrated']);
    root.unmount();
    expect(events).toEqual(['page hydrated', 'marked']);
    await act(async () => {
      await nextTask();
    });
    expect(events).toEqual(['page hydrated', 'marked']);
  });

  it('renders its part at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    containers.push(container);
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<Page />));
    expect(events).toEqual(['part hydrated', 'page hydrated', 'marked', 'settled']);
    expect(container.querySelector('button')!.textContent).toBe('pressed 0');
  });
});
