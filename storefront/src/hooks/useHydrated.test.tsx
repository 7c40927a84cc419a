// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdHydratedRenders, useHydrated } from './useHydrated';
import { useNow } from './useNow';

function Probe() {
  const hydrated = useHydrated();
  const now = useNow();
  return <p>{hydrated ? `hydrated, clock ${now ? 'set' : 'unset'}` : `waiting, clock ${now ? 'set' : 'unset'}`}</p>;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  cleanup();
  containers.splice(0).forEach((c) => c.remove());
});

describe('useHydrated and useNow', () => {
  it('keep the server HTML through hydration and change it only once hydration has settled, in a later task', async () => {
    const container = document.createElement('div');
    containers.push(container);
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('waiting, clock unset');

    const settle = holdHydratedRenders();
    await act(async () => {
      hydrateRoot(container, <Probe />);
      await new Promise((r) => setTimeout(r, 20)); // effects and any render they start have run
    });
    expect(container.textContent).toBe('waiting, clock unset');

    await act(async () => settle());
    expect(container.textContent).toBe('hydrated, clock set');
  });

  it('are true and set at once in a page the browser renders itself', async () => {
    const { container } = render(<Probe />);
    await act(async () => {});
    expect(container.textContent).toBe('hydrated, clock set');
  });
});
