import { messages, type Staff } from '@farmsite/domain';
import type { AuthProvider } from 'react-admin';

import { API_URL, getJson, sendJson } from './dataProvider/httpClient';

/** The login page lives outside react-admin's /admin basename. */
export const LOGIN_PATH = '/adminlogin';

const notAuthenticated = () => ({ redirectTo: LOGIN_PATH, message: messages.notAuthenticated });

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * Staff sessions are an HttpOnly cookie set by the server: the app never sees the token.
 * checkAuth asks GET /api/admin/me; any 401 from any call ends the session and sends
 * staff to /adminlogin.
 */
export const authProvider: AuthProvider = {
    async login({ username, password }: { username: string; password: string }) {
        try {
            await sendJson<Staff>('POST', `${API_URL}/login`, { username, password });
        } catch (error) {
            const message = (error as Error)?.message;
            throw new Error(message || 'Login failed', { cause: error });
        }
    },

    async logout() {
        try {
            await sendJson('POST', `${API_URL}/logout`);
        } catch {
            // An expired session is already over; the cookie is the server's to clear.
        }
        return LOGIN_PATH;
    },

    async checkAuth() {
        try {
            await getJson<Staff>(`${API_URL}/me`);
        } catch {
            throw notAuthenticated();
        }
    },

    async checkError(error: unknown) {
        if (statusOf(error) === 401) throw notAuthenticated();
        // 403 (a refused cross-origin call) and other errors are shown, not logged out.
    },

    async getIdentity() {
        const staff = await getJson<Staff>(`${API_URL}/me`);
        // The owner manages the other accounts and the notification settings.
        return { id: staff.id, fullName: staff.username, owner: staff.owner === true };
    },

    async getPermissions() {
        return undefined;
    },
};
