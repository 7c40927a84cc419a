/**
 * The wholesale portal's calls (docs/wholesale.md): a buyer signs in with PocketBase's auth
 * routes of the `buyers` collection through the JS SDK, whose auth store keeps the token in
 * this browser; the portal's own routes take it in `Authorization`. Only the portal's pages
 * (lazy chunks) import this module, so the public pages' first script does not carry the SDK.
 */
import PocketBase, { ClientResponseError, LocalAuthStore } from 'pocketbase';
import type {
  Invoice,
  RecoveryCodes,
  TwoFactorEnrolment,
  WholesaleBuyer,
  WholesaleDeliveryDays,
  WholesaleMe,
  WholesaleMenu,
  WholesaleOrder,
  WholesaleReorder,
  WholesaleSession,
} from '@farmsite/domain';
import { paths } from '@farmsite/domain';
import { ApiError, apiErrorFrom, writeError } from './client';
import { portalUnavailable, sessionEnded } from './portalMessages';

let client: PocketBase | undefined;

/** The buyer's session in this browser (made on first use), apart from anything else the site keeps. */
function buyerAuth(): PocketBase {
  client ??= new PocketBase('/', new LocalAuthStore('farmsite_buyer_auth'));
  return client;
}

const buyers = () => buyerAuth().collection('buyers');

/** A PocketBase SDK error as the ApiError the pages show: the server's message and its fields'. */
function fromSdk(error: unknown): ApiError {
  return error instanceof ClientResponseError && error.status !== 0
    ? apiErrorFrom(error.response, error.status, portalUnavailable)
    : new ApiError(portalUnavailable, 0);
}

/** Thrown by signIn when the buyer has two-factor sign-in on and the code is missing, wrong or locked (the server's message says which). */
export class CodeRequiredError extends ApiError {}

/** Signs in with the password and, for a buyer with two-factor on, the code (from the app, or a recovery code) in the same request. */
export async function signIn(email: string, password: string, code?: string): Promise<void> {
  try {
    await buyers().authWithPassword(email, password, code ? { body: { identity: email, password, code } } : undefined);
  } catch (error) {
    const refused = fromSdk(error);
    if (error instanceof ClientResponseError && error.response?.totpRequired === true) {
      throw new CodeRequiredError(refused.message, refused.status, refused.fields);
    }
    throw refused;
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await buyers().requestPasswordReset(email);
  } catch (error) {
    throw fromSdk(error);
  }
}

export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<void> {
  try {
    await buyers().confirmPasswordReset(token, password, passwordConfirm);
  } catch (error) {
    throw fromSdk(error);
  }
}

export async function confirmVerification(token: string): Promise<void> {
  try {
    await buyers().confirmVerification(token);
  } catch (error) {
    throw fromSdk(error);
  }
}

/** Whether this browser holds a buyer's token (the server decides whether it is still good). */
export function hasSession(): boolean {
  return buyerAuth().authStore.isValid;
}

/** Forgets the buyer in this browser (the server's session is ended first by signOut). */
export function forgetSession(): void {
  buyerAuth().authStore.clear();
}

/** A call to the portal's own routes with the buyer's token; a 401 forgets the session. */
async function portalFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      credentials: 'omit',
      headers: { Accept: 'application/json', ...init.headers, Authorization: buyerAuth().authStore.token },
    });
  } catch {
    throw new ApiError(portalUnavailable, 0);
  }
  if (res.ok) return res;
  if (res.status === 401) forgetSession();
  throw await writeError(res, res.status === 401 ? sessionEnded : portalUnavailable);
}

async function portalJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await portalFetch(path, init);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const jsonRequest = (method: string, payload: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(payload),
});

const jsonBody = (payload: unknown): RequestInit => jsonRequest('POST', payload);

export const me = () => portalJson<WholesaleMe>(paths.wholesaleMe);

/** The menu's query: what the page's filters and sort say, as the server reads them. */
export interface MenuQuery {
  q?: string;
  category?: string;
  inStock?: boolean;
  thcMin?: string;
  thcMax?: string;
  sort?: string;
}

export function menuSearch(query: MenuQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  params.set('inStock', query.inStock === false ? '0' : '1');
  if (query.thcMin?.trim()) params.set('thcMin', query.thcMin.trim());
  if (query.thcMax?.trim()) params.set('thcMax', query.thcMax.trim());
  if (query.sort) params.set('sort', query.sort);
  return params.toString();
}

export const menu = (query: MenuQuery) => portalJson<WholesaleMenu>(`${paths.wholesaleMenu}?${menuSearch(query)}`);

/**
 * Saves the menu as a file (`csv` or `pdf`) made from the same query: the token travels in a
 * header, so the file is fetched, then handed to the browser to save under the server's name.
 */
export async function downloadMenu(kind: 'csv' | 'pdf', query: MenuQuery): Promise<void> {
  const res = await portalFetch(`${kind === 'csv' ? paths.wholesaleMenuCsv : paths.wholesaleMenuPdf}?${menuSearch(query)}`, {
    headers: { Accept: kind === 'csv' ? 'text/csv' : 'application/pdf' },
  });
  await saveFile(res, `wholesale-menu.${kind}`);
}

/** Saves an invoice's PDF (fetched with the buyer's token, as the menu's files). */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  const res = await portalFetch(paths.wholesaleInvoicePdf(id), { headers: { Accept: 'application/pdf' } });
  await saveFile(res, `invoice-${number}.pdf`);
}

/** Hands a fetched file to the browser to save, under the server's name (fallback when it gives none). */
async function saveFile(res: Response, fallback: string): Promise<void> {
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const deliveryDays = () => portalJson<WholesaleDeliveryDays>(paths.wholesaleDeliveryDays);

/** An order as POST /api/wholesale/orders takes it. */
export interface OrderRequest {
  poNumber: string;
  deliveryDay: string;
  note: string;
  lines: { variantId: string; lot: string; units: number }[];
}

export const submitOrder = (order: OrderRequest) => portalJson<WholesaleOrder>(paths.wholesaleOrders, jsonBody(order));

export const orders = () => portalJson<WholesaleOrder[]>(paths.wholesaleOrders);

export const order = (id: string) => portalJson<WholesaleOrder>(paths.wholesaleOrder(id));

export const cancelOrder = (id: string) => portalJson<WholesaleOrder>(paths.wholesaleOrderCancel(id), jsonBody({}));

export const reorder = (id: string) => portalJson<WholesaleReorder>(paths.wholesaleOrderReorder(id));

export const invoices = () => portalJson<Invoice[]>(paths.wholesaleInvoices);

export const users = () => portalJson<WholesaleBuyer[]>(paths.wholesaleUsers);

export interface Invitation {
  email: string;
  name: string;
  phone: string;
  role: 'admin' | 'orderer';
}

export const inviteUser = (invitation: Invitation) => portalJson<WholesaleBuyer>(paths.wholesaleUsers, jsonBody(invitation));

export const removeUser = (id: string) => portalJson<void>(paths.wholesaleUser(id), { method: 'DELETE' });

export const sessions = () => portalJson<WholesaleSession[]>(paths.wholesaleSessions);

export const endSession = (id: string) => portalJson<void>(paths.wholesaleSession(id), { method: 'DELETE' });

/** Starts setting up two-factor sign-in: a new secret and its QR code, kept aside until a code confirms it. */
export const startTwoFactor = () => portalJson<TwoFactorEnrolment>(paths.wholesaleOwnTotp, { method: 'POST' });

/** Turns two-factor sign-in on with a code of the new secret; answers the recovery codes, shown this once. */
export const confirmTwoFactor = (code: string) => portalJson<RecoveryCodes>(paths.wholesaleOwnTotpConfirm, jsonBody({ code }));

/** Turns two-factor sign-in off, proved by a current code (or a recovery code) or the password. */
export const turnOffTwoFactor = (proof: { code?: string; password?: string }) =>
  portalJson<WholesaleBuyer>(paths.wholesaleOwnTotp, jsonRequest('DELETE', proof));

/** Ends this browser's session on the server, then forgets it here (even when the server cannot be reached). */
export async function signOut(): Promise<void> {
  try {
    const current = (await sessions()).find((s) => s.current);
    if (current) await endSession(current.id);
  } finally {
    forgetSession();
  }
}
