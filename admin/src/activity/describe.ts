import type { ActivityAction, ActivityEntry, FieldChange } from '../dataProvider';

/** How the back office names each action of the log. */
export const actionLabels: Record<ActivityAction, string> = {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
    publish: 'Published',
    unpublish: 'Unpublished',
    'order.status': 'Order status changed',
    'reply.sent': 'Reply sent',
    restore: 'Restored',
    'copy.reviewed': 'Copy reviewed with counsel',
    'login.succeeded': 'Signed in',
    'login.failed': 'Failed sign-in',
    'login.locked': 'Sign-in locked',
    'password.changed': 'Password changed',
    'totp.enrolled': 'Two-factor turned on',
    'totp.disabled': 'Two-factor turned off',
    'totp.reset': 'Two-factor reset',
    'totp.recovery_used': 'Recovery code used',
    'session.ended': 'Session ended',
    'sessions.ended_all': 'All sessions ended',
    'log.swept': 'Old entries swept',
    'account.approved': 'Buyer account approved',
    'account.rejected': 'Buyer application rejected',
    'account.suspended': 'Buyer account suspended',
    'account.reinstated': 'Buyer account reinstated',
    'licence_document.viewed': 'Licence document opened',
    'licence.checked': 'Licence checked',
    'licences.imported': 'Licence list imported',
};

/** The collections the log records, by how staff know them. */
export const collectionLabels: Record<string, string> = {
    products: 'Product',
    product_variants: 'Variant',
    blog_posts: 'Blog post',
    locations: 'Location',
    reviews: 'Review',
    file_uploads: 'File',
    hero_videos: 'Hero video',
    contact_messages: 'Contact message',
    orders: 'Order',
    staff: 'Staff account',
    buyer_accounts: 'Buyer account',
    buyers: 'Buyer',
    licence_documents: 'Licence document',
    site_settings: 'Site settings',
    site_private_settings: 'Private settings',
    _superusers: 'Superuser',
};

export const actionLabel = (action: string) => actionLabels[action as ActivityAction] ?? action;
export const collectionLabel = (collection: string) => collectionLabels[collection] ?? collection;

/** Who acted: a staff member's name, a superuser, a visitor, or the system's task. */
export function actorLabel(entry: Pick<ActivityEntry, 'actorKind' | 'actorName'>): string {
    switch (entry.actorKind) {
        case 'superuser':
            return `${entry.actorName} (superuser)`;
        case 'visitor':
            return 'A visitor';
        case 'system':
            return entry.actorName ? `System: ${entry.actorName}` : 'System';
        default:
            return entry.actorName;
    }
}

/** What a record is called in the log: its label, else its kind and id. */
export function recordLabel(entry: Pick<ActivityEntry, 'collection' | 'label' | 'recordId'>): string {
    if (!entry.collection) return '';
    return `${collectionLabel(entry.collection)} ${entry.label || entry.recordId}`.trim();
}

/** A recorded value as text: empty values as a dash, lists joined, a variant by its fields. */
export function formatValue(value: unknown): string {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : '—';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'object') {
        const v = value as Record<string, unknown>;
        if ('name' in v && 'price' in v) {
            return [v.name, v.weight, `$${Number(v.price).toFixed(2)}`, v.inStock ? 'in stock' : 'out of stock']
                .filter(Boolean)
                .join(' · ');
        }
        return JSON.stringify(value);
    }
    return String(value);
}

/** One field's change as a line: "price: 45 → 46.5", or why its values are not kept. */
export function changeLine(field: string, change: FieldChange): string {
    if (change.hidden === 'secret') return `${field}: changed (a secret, not recorded)`;
    if (change.hidden === 'personal') return `${field}: ${change.before === null ? 'set' : 'changed'} (a visitor's words, not recorded)`;
    const cut = change.truncated ? ' (shortened)' : '';
    return `${field}: ${formatValue(change.before)} → ${formatValue(change.after)}${cut}`;
}

/** The changes of an entry, one short line each, in field order. */
export function changeLines(changes: Record<string, FieldChange>): string[] {
    return Object.keys(changes)
        .sort()
        .map((field) => changeLine(field, changes[field]));
}
