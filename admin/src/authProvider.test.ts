import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, LOGIN_PATH } from './authProvider';

const answer = (status: number, body: unknown) =>
    new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('authProvider', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('logs in with the cookie session and sends credentials same-origin', async () => {
        const fetchMock = vi.fn().mockResolvedValue(answer(200, { id: '1', username: 'staff', createdAt: '' }));
        vi.stubGlobal('fetch', fetchMock);
        await authProvider.login({ username: 'staff', password: 'pw' });
        const [url, init] = fetchMock.mock.calls[0];
        expect(url).toBe('/api/admin/login');
        expect(init.method).toBe('POST');
        expect(init.credentials).toBe('same-origin');
        expect(JSON.parse(init.body)).toEqual({ username: 'staff', password: 'pw' });
    });

    it("rejects a login with the server's message", async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn().mockImplementation(async () => answer(401, { message: 'Invalid credentials', data: {} })),
        );
        await expect(authProvider.login({ username: 'staff', password: 'bad' })).rejects.toThrow('Invalid credentials');
        await expect(authProvider.login({ username: 'staff', password: 'bad' })).rejects.toMatchObject({ totpRequired: false });
    });

    it('sends staff to /adminlogin when GET /api/admin/me answers 401', async () => {
        const fetchMock = vi.fn().mockResolvedValue(answer(401, { message: 'Not authenticated', data: {} }));
        vi.stubGlobal('fetch', fetchMock);
        await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/adminlogin', message: 'Not authenticated' });
        expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/me');
    });

    it('accepts a live session', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn().mockImplementation(async () => answer(200, { id: '1', username: 'staff', owner: true, createdAt: '' })),
        );
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        await expect(authProvider.getIdentity!()).resolves.toEqual({
            id: '1',
            fullName: 'staff',
            owner: true,
            twoFactor: false,
            mustSetUpTwoFactor: false,
        });
    });

    it('tells an account that must set up two-factor from one that has it', async () => {
        const me = (twoFactor: boolean) => ({ id: '1', username: 'staff', owner: true, twoFactor, twoFactorRequired: true, createdAt: '' });
        vi.stubGlobal(
            'fetch',
            vi.fn().mockImplementation(async () => answer(200, me(false))),
        );
        await expect(authProvider.getIdentity!()).resolves.toMatchObject({ twoFactor: false, mustSetUpTwoFactor: true });
        vi.stubGlobal(
            'fetch',
            vi.fn().mockImplementation(async () => answer(200, me(true))),
        );
        await expect(authProvider.getIdentity!()).resolves.toMatchObject({ twoFactor: true, mustSetUpTwoFactor: false });
    });

    it('asks for the two-factor code when the server wants it, and sends it', async () => {
        const fetchMock = vi
            .fn()
            .mockResolvedValueOnce(answer(401, { message: 'Enter the code from your authenticator app', data: {}, totpRequired: true }))
            .mockResolvedValueOnce(answer(200, { id: '1', username: 'staff', createdAt: '' }));
        vi.stubGlobal('fetch', fetchMock);
        await expect(authProvider.login({ username: 'staff', password: 'pw' })).rejects.toMatchObject({ totpRequired: true });
        await authProvider.login({ username: 'staff', password: 'pw', code: '123456' });
        expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ username: 'staff', password: 'pw', code: '123456' });
    });

    it('ends the session on any 401, and only on 401', async () => {
        await expect(authProvider.checkError({ status: 401, message: 'Not authenticated' })).rejects.toMatchObject({
            redirectTo: LOGIN_PATH,
        });
        await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
        await expect(authProvider.checkError(new Error('offline'))).resolves.toBeUndefined();
    });

    it('logs out on the server and returns to /adminlogin even when the session already ended', async () => {
        const fetchMock = vi.fn().mockResolvedValue(answer(401, { message: 'Not authenticated' }));
        vi.stubGlobal('fetch', fetchMock);
        await expect(authProvider.logout({})).resolves.toBe('/adminlogin');
        expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/logout');
    });
});
