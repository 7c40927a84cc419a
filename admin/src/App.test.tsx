import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from './App';

const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api/admin/me with `me` and every other call with an empty list. */
function stubServer(me: () => Response) {
    const fetchMock = vi.fn(async (url: string) => {
        if (url === '/api/admin/me') return me();
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'x 0-0/0' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
}

/**
 * The whole back office renders in these tests: on a loaded machine that takes seconds.
 * The waits end on what appears; the bounds only keep a broken app from hanging.
 */
const appears = { timeout: 30_000 };

describe('App', { timeout: 60_000 }, () => {
    afterEach(() => {
        cleanup();
        vi.unstubAllGlobals();
        localStorage.clear();
    });

    it('shows the login page at /adminlogin', async () => {
        stubServer(() => json(401, { message: 'Not authenticated' }));
        window.history.pushState({}, '', '/adminlogin');
        render(<App />);
        expect(await screen.findByRole('button', { name: 'Login' }, appears)).toBeTruthy();
        expect(screen.getByLabelText(/Username/)).toBeTruthy();
    });

    it('checks the session before any screen and sends strangers to /adminlogin', async () => {
        let answer: (r: Response) => void = () => undefined;
        stubServer(() => {
            const pending = new Promise<Response>((resolve) => (answer = resolve));
            return pending as unknown as Response;
        });
        window.history.pushState({}, '', '/admin/products');
        render(<App />);
        expect(await screen.findByText('Checking authentication...', {}, appears)).toBeTruthy();
        answer(json(401, { message: 'Not authenticated' }));
        expect(await screen.findByRole('button', { name: 'Login' }, appears)).toBeTruthy();
        expect(window.location.pathname).toBe('/adminlogin');
    });

    it('opens the dashboard for a live session', async () => {
        stubServer(() => json(200, { id: '1', username: 'staff', createdAt: '' }));
        window.history.pushState({}, '', '/admin');
        render(<App />);
        expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 }, appears)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Manage Products' })).toBeTruthy();
    });
});
