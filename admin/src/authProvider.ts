import { adminPaths, messages, type Staff } from '@farmsite/domain';
import type { AuthProvider } from 'react-admin';

import { getJson, sendJson } from './dataProvider/httpClient';

/** The login page lives outside react-admin's /admin basename. */
export const LOGIN_PATH = '/adminlogin';

const notAuthenticated = () => ({ redirectTo: LOGIN_PATH, message: messages.notAuthenticated });

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * Staff sessions are an HttpOnly cookie set by the server: the app never sees the token.
 * checkAuth asks GET /api/admin/me; any 401 from any call ends the session and sends
 * staff to /adminlogin.
 */
/** A failed login; totpRequired: the account signs in with a two-factor code too. */
export type LoginError = Error & { totpRequired?: boolean };

export const authProvider: AuthProvider = {
    async login({ username, password, code }: { username: string; password: string; code?: string }) {
        try {
            await sendJson<Staff>('POST', adminPaths.adminLogin, code ? { username, password, code } : { username, password });
        } catch (error) {
            const message = (error as Error)?.message;
            const failure: LoginError = new Error(message || 'Login failed', { cause: error });
            failure.totpRequired = (error as { body?: { totpRequired?: unknown } } | null)?.body?.totpRequired === true;
            throw failure;
        }
    },

    async logout() {
        try {
            await sendJson('POST', adminPaths.adminLogout);
        } catch {
            // An expired session is already over; the cookie is the server's to clear.
        }
        return LOGIN_PATH;
    },

    async checkAuth() {
        try {
            await getJson<Staff>(adminPaths.adminMe);
        } catch {
            throw notAuthenticated();
        }
    },

    async checkError(error: unknown) {
        if (statusOf(error) === 401) throw notAuthenticated();
        // The account must now set up two-factor (the owner has just required it): the
        // screens start again, on the set-up.
        if (statusOf(error) === 403 && (error as { body?: { twoFactorRequired?: unknown } }).body?.twoFactorRequired === true) {
            window.location.reload();
        }
        // 403 (a refused cross-origin call) and other errors are shown, not logged out.
    },

    async getIdentity() {
        const staff = await getJson<Staff>(adminPaths.adminMe);
        // The owner manages the other accounts and the notification settings; an account
        // that must have two-factor and has not may only set it up.
        return {
            id: staff.id,
            fullName: staff.username,
            owner: staff.owner === true,
            twoFactor: staff.twoFactor === true,
            mustSetUpTwoFactor: staff.twoFactorRequired === true && staff.twoFactor !== true,
        };
    },

    async getPermissions() {
        return undefined;
    },
};
