import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteManyParams, Identifier, UpdateManyParams, UpdateParams } from 'react-admin';
import { adminPaths, type AdminResource } from '@farmsite/domain';

import { API_URL, getJson, httpClient, sendJson } from './httpClient';
import { postFormData, type UploadOptions } from './upload';
import { BulkError, eachRecord } from './bulk';
import type {
    ActivityLogSize,
    ComplianceSettings,
    ContactMessage,
    Dashboard,
    DeletableResource,
    DeletedRecord,
    EmailStatus,
    ImageVerification,
    MailStatus,
    NotificationSettings,
    PagePost,
    PageProduct,
    RecoveryCodes,
    RevisionResource,
    Revisions,
    Slideshow,
    Staff,
    StaffSession,
    StorageCheck,
    TwoFactorEnrolment,
    TwoFactorPolicy,
    Variant,
    VideoUploadResult,
} from './types';

export * from './types';
export { BulkError } from './bulk';

/** A variant as sent: prices may go as numbers; id, productId and timestamps are ignored. */
export type VariantBody = Partial<Omit<Variant, 'price'>> & { price?: number | string; reviewedWithCounsel?: boolean };

const restProvider = simpleRestProvider(API_URL, (url, options) =>
    httpClient(url, options as RequestInit).then((r) => ({ ...r, json: r.json })),
);

/** The fields of `data` that differ from `previous`: updates are PATCHes of what changed. */
export function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
    if (!previous) return data;
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
        if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
    }
    return changed;
}

/** Resources whose server path is not their name in the back office. */
const serverPaths: Record<string, AdminResource> = { heroes: 'hero-videos' };
const serverPath = (resource: string) => serverPaths[resource] ?? (resource as AdminResource);

/** The record methods react-admin calls with a resource name. */
type ResourceMethod = 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany';
type ResourceMethods = { [K in ResourceMethod]?: (resource: string, params: Parameters<DataProvider[K]>[1]) => Promise<unknown> };

/**
 * The calls of a resource beyond ra-data-simple-rest's: deleting many files is one
 * request; deleting files that pages show needs `meta: { removeReferences: true }`, the
 * staff's confirmation that the file is taken out of those places (else the server refuses).
 */
const customResources: Record<string, ResourceMethods> = {
    files: {
        delete: async (_resource, params) => {
            const confirm = params.meta?.removeReferences ? '?references=remove' : '';
            return { data: await sendJson('DELETE', `${adminPaths.adminFile(params.id)}${confirm}`) };
        },
        deleteMany: async (_resource, params) => {
            const { deleted, failed } = await sendJson<{ deleted: Identifier[]; failed: { id: Identifier; message: string }[] }>(
                'POST',
                adminPaths.adminFilesBulkDelete,
                { fileIds: params.ids, removeReferences: !!params.meta?.removeReferences },
            );
            if (failed?.length) throw new BulkError(deleted, failed);
            return { data: deleted };
        },
    },
};

function forResource<K extends ResourceMethod>(method: K): DataProvider[K] {
    const call = (resource: string, params: Parameters<DataProvider[K]>[1]): Promise<unknown> => {
        const custom = customResources[resource]?.[method];
        if (custom) return custom(resource, params);
        return (restProvider[method] as (resource: string, params: unknown) => Promise<unknown>)(serverPath(resource), params);
    };
    // react-admin's methods are generic in the record type, which a call by name cannot be.
    return call as unknown as DataProvider[K];
}

/**
 * The back office's one door to the server: ra-data-simple-rest for the staff resources
 * (updates sent as PATCH of the changed fields; hero videos at /hero-videos, deleting many
 * files in one request), and the spec's other staff calls as named methods. Going through
 * react-admin's useDataProvider, a 401 from any of them ends the session.
 */
export const dataProvider = {
    getList: forResource('getList'),
    getOne: forResource('getOne'),
    getMany: forResource('getMany'),
    getManyReference: forResource('getManyReference'),
    create: forResource('create'),
    update: ((resource: string, params: UpdateParams) => {
        const data = changedFields(params.data, params.previousData);
        return sendJson('PATCH', adminPaths.adminRecord(serverPath(resource), params.id), data).then((json) => ({
            data: json,
        }));
    }) as DataProvider['update'],
    // Each record is its own PATCH (or DELETE), checked by its own rules: a refused one is
    // named with the server's message, and the others still go through.
    updateMany: ((resource: string, params: UpdateManyParams) =>
        eachRecord(params.ids, (id) => sendJson('PATCH', adminPaths.adminRecord(serverPath(resource), id), params.data)).then((ids) => ({
            data: ids,
        }))) as DataProvider['updateMany'],
    delete: forResource('delete'),
    deleteMany: ((resource: string, params: DeleteManyParams) => {
        const custom = customResources[resource]?.deleteMany;
        if (custom) return custom(resource, params);
        return eachRecord(params.ids, (id) => sendJson('DELETE', adminPaths.adminRecord(serverPath(resource), id))).then((ids) => ({
            data: ids,
        }));
    }) as DataProvider['deleteMany'],

    // Variants of one product.
    getVariants: (productId: Identifier): Promise<Variant[]> => getJson(adminPaths.adminVariants(productId)),
    createVariant: (productId: Identifier, data: VariantBody): Promise<Variant> =>
        sendJson('POST', adminPaths.adminVariants(productId), { ...data, productId }),
    updateVariant: (productId: Identifier, variantId: Identifier, data: VariantBody): Promise<Variant> =>
        sendJson('PATCH', adminPaths.adminVariant(productId, variantId), data),
    deleteVariant: (productId: Identifier, variantId: Identifier): Promise<Variant> =>
        sendJson('DELETE', adminPaths.adminVariant(productId, variantId)),

    // Media.
    uploadImage: (
        file: Blob,
        { rotate, kind, filename, ...options }: { rotate?: number; kind?: 'blog'; filename?: string } & UploadOptions = {},
    ) => {
        const form = new FormData();
        if (rotate) form.append('rotate', String(rotate));
        if (kind) form.append('kind', kind);
        form.append('image', file, filename ?? (file as File).name ?? 'image');
        return postFormData<{ url: string }>(adminPaths.adminImageUpload, form, options);
    },
    uploadHeroVideo: (
        { file, position, title, description }: { file: File; position: number; title: string; description: string },
        options: UploadOptions = {},
    ) => {
        // The text fields go first so the server knows them before the file streams in.
        const form = new FormData();
        form.append('position', String(position));
        form.append('title', title);
        form.append('description', description);
        form.append('videoFile', file, file.name);
        return postFormData<VideoUploadResult>(adminPaths.adminVideoUpload, form, options);
    },
    /** Stores a certificate of analysis (a PDF, at most 10MB); the lot, when known, names the stored file. */
    uploadCertificate: (file: File, lot: string, options: UploadOptions = {}) => {
        const form = new FormData();
        form.append('lot', lot);
        form.append('file', file, file.name);
        return postFormData<{ url: string }>(adminPaths.adminCertificateUpload, form, options);
    },
    reindexHeroVideos: (): Promise<{ updatedPositions: { id: string; position: number }[] }> =>
        sendJson('POST', adminPaths.adminHeroVideosReindex),
    storageCheck: (): Promise<StorageCheck> => getJson(adminPaths.systemStorageCheck),
    verifyImages: (): Promise<ImageVerification> => sendJson('POST', adminPaths.adminVerifyImages, { force: true }),

    // Page Tools.
    refreshSitemap: (): Promise<{ success: boolean; message: string; urlCount: number }> =>
        sendJson('POST', adminPaths.adminSitemapRefresh),
    getExcludedRoutes: async (): Promise<string[]> =>
        (await getJson<{ excludedRoutes?: string[] }>(adminPaths.adminSitemapExcluded)).excludedRoutes ?? [],
    // Every product and post, drafts included (the staff lists without a range).
    getPageProducts: (): Promise<PageProduct[]> => getJson(`${adminPaths.adminProducts}?sort=${encodeURIComponent('["name","ASC"]')}`),
    getPagePosts: (): Promise<PagePost[]> => getJson(`${adminPaths.adminBlog}?sort=${encodeURIComponent('["publishedAt","DESC"]')}`),

    // The inbox: the outbox's emails, replies to visitors, the dashboard's glance.
    resendEmail: (id: Identifier): Promise<EmailStatus> => sendJson('POST', adminPaths.adminEmailResend(id)),
    discardEmail: (id: Identifier): Promise<EmailStatus> => sendJson('POST', adminPaths.adminEmailDiscard(id)),
    replyToMessage: (id: Identifier, message: string): Promise<ContactMessage> =>
        sendJson('POST', adminPaths.adminMessageReply(id), { message }),
    mailStatus: (): Promise<MailStatus> => getJson(adminPaths.adminMailStatus),
    getNotificationSettings: (): Promise<NotificationSettings> => getJson(adminPaths.adminNotificationSettings),
    updateNotificationSettings: (data: Partial<NotificationSettings>): Promise<NotificationSettings> =>
        sendJson('PATCH', adminPaths.adminNotificationSettings, data),

    // The Compliance screen: the licensee, the warnings, the copy check's terms.
    getCompliance: (): Promise<ComplianceSettings> => getJson(adminPaths.adminCompliance),
    updateCompliance: (data: Partial<ComplianceSettings> & { reviewedWithCounsel?: boolean }): Promise<ComplianceSettings> =>
        sendJson('PATCH', adminPaths.adminCompliance, data),

    // The dashboard: what waits, the mail, the last weeks' figures.
    getDashboard: (): Promise<Dashboard> => getJson(adminPaths.adminDashboard),

    // The home page's slideshow: its photos in order and their alt text.
    getSlideshow: (): Promise<Slideshow> => getJson(adminPaths.adminSlideshow),
    saveSlideshow: (data: Pick<Slideshow, 'heroImages' | 'heroImageAlts'> & { reviewedWithCounsel?: boolean }): Promise<Slideshow> =>
        sendJson('PUT', adminPaths.adminSlideshow, data),

    // Accountability: the log's size, revisions and their restore, the recently deleted.
    getActivityLogSize: (): Promise<ActivityLogSize> => getJson(adminPaths.adminActivityLogSize),
    getRevisions: (resource: RevisionResource, id: Identifier): Promise<Revisions> => getJson(adminPaths.adminRevisions(resource, id)),
    restoreRevision: (resource: RevisionResource, id: Identifier, revision: string): Promise<unknown> =>
        sendJson('POST', adminPaths.adminRestoreRevision(resource, id, revision)),
    getDeleted: (resource: DeletableResource): Promise<DeletedRecord[]> => getJson(`${adminPaths.adminDeleted}?resource=${resource}`),
    restoreDeleted: (revision: string): Promise<unknown> => sendJson('POST', adminPaths.adminRestoreDeleted(revision)),

    // One's own account.
    me: (): Promise<Staff> => getJson(adminPaths.adminMe),
    changeOwnPassword: (data: { oldPassword: string; password: string; confirmPassword: string }): Promise<Staff> =>
        sendJson('POST', adminPaths.adminOwnPassword, data),

    // Two-factor sign-in and sessions.
    startTwoFactor: (): Promise<TwoFactorEnrolment> => sendJson('POST', adminPaths.adminOwnTotp),
    /** password: the current one, which the server asks for when a secret is replaced. */
    confirmTwoFactor: (code: string, password?: string): Promise<RecoveryCodes> =>
        sendJson('POST', adminPaths.adminOwnTotpConfirm, password === undefined ? { code } : { code, password }),
    turnOffTwoFactor: (password: string): Promise<Staff> => sendJson('DELETE', adminPaths.adminOwnTotp, { password }),
    resetTwoFactor: (id: Identifier): Promise<Staff> => sendJson('POST', adminPaths.adminResetTwoFactor(id)),
    twoFactorPolicy: (): Promise<TwoFactorPolicy> => getJson(adminPaths.adminTwoFactorPolicy),
    setTwoFactorPolicy: (required: boolean): Promise<TwoFactorPolicy> => sendJson('PUT', adminPaths.adminTwoFactorPolicy, { required }),
    mySessions: (): Promise<StaffSession[]> => getJson(adminPaths.adminOwnSessions),
    endMySession: (id: string): Promise<{ id: string }> => sendJson('DELETE', adminPaths.adminOwnSession(id)),
    endSessionsOf: (id: Identifier): Promise<{ ended: number }> => sendJson('POST', adminPaths.adminEndSessions(id)),
};

export type AppDataProvider = typeof dataProvider;
