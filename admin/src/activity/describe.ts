import {
    batchFields,
    blogPostFields,
    heroVideoFields,
    locationFields,
    privateSettingsFields,
    productFields,
    redirectFields,
    reviewFields,
    siteSettingsFields,
    staffFields,
    variantFields,
} from '@farmsite/domain';
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
    'wholesale_order.transition': 'Wholesale order moved',
};

/** The collections the log records, by how staff know them. */
export const collectionLabels: Record<string, string> = {
    products: 'Product',
    product_variants: 'Variant',
    blog_posts: 'Blog post',
    locations: 'Location',
    reviews: 'Review',
    batches: 'Batch',
    redirects: 'Redirect',
    file_uploads: 'File',
    hero_videos: 'Hero video',
    contact_messages: 'Contact message',
    orders: 'Order',
    staff: 'Staff account',
    buyer_accounts: 'Buyer account',
    buyers: 'Buyer',
    licence_documents: 'Licence document',
    wholesale_prices: 'Wholesale price',
    lot_stock: 'Lot stock',
    wholesale_orders: 'Wholesale order',
    site_settings: 'Site settings',
    site_private_settings: 'Private settings',
    _superusers: 'Superuser',
};

/**
 * The system's tasks, as the server names them when it acts on its own (activity.AsSystem
 * and the log's "migration" for a save before the server serves), in people's words. This
 * is the one place they are mapped: a save during an upgrade's migration is "Upgrade",
 * the demo loader's ("demo content") is "Demo content".
 */
export const systemActorLabels: Record<string, string> = {
    migration: 'Upgrade',
    'demo content': 'Demo content',
    system: 'The website',
    'cron: publish scheduled posts': 'Scheduled publishing',
    'cron: staff digest': 'Staff email digest',
    'command line': 'Command line',
    'first start': 'First start',
};

export const actionLabel = (action: string) => actionLabels[action as ActivityAction] ?? action;
export const collectionLabel = (collection: string) => collectionLabels[collection] ?? collection;

/** What the system was doing, in words; a task the map does not know reads as the server wrote it. */
export const systemActorLabel = (task: string) => systemActorLabels[task] ?? (task ? `System: ${task}` : 'System');

/** Who acted: a staff member's name, a superuser, a visitor, or the system's task. */
export function actorLabel(entry: Pick<ActivityEntry, 'actorKind' | 'actorName'>): string {
    switch (entry.actorKind) {
        case 'superuser':
            return `${entry.actorName} (superuser)`;
        case 'visitor':
            return 'A visitor';
        case 'buyer':
            return `${entry.actorName} (wholesale buyer)`;
        case 'system':
            return systemActorLabel(entry.actorName);
        default:
            return entry.actorName;
    }
}

/** What a record is called in the log: its label, else its kind and id. */
export function recordLabel(entry: Pick<ActivityEntry, 'collection' | 'label' | 'recordId'>): string {
    if (!entry.collection) return '';
    return `${collectionLabel(entry.collection)} ${entry.label || entry.recordId}`.trim();
}

/** Each collection's fields' labels, from its schema (the same the editors show). */
const schemaFields: Record<string, Record<string, { label: string }>> = {
    products: productFields,
    product_variants: variantFields,
    blog_posts: blogPostFields,
    locations: locationFields,
    reviews: reviewFields,
    batches: batchFields,
    redirects: redirectFields,
    hero_videos: heroVideoFields,
    staff: staffFields,
    site_settings: siteSettingsFields,
    site_private_settings: privateSettingsFields,
};

/** Fields no schema labels (files, messages, orders, auth accounts). */
const otherFieldLabels: Record<string, string> = {
    originalName: 'File name',
    mimeType: 'Type',
    size: 'Size',
    read: 'Read',
    handled: 'Handled',
    status: 'Status',
    number: 'Number',
    total: 'Total',
    email: 'Email',
    upload: 'File',
    videoPath: 'Video',
    videoType: 'Video type',
    posterPath: 'Poster',
    position: 'Position',
    active: 'Active',
};

/** "strainTestUrl" as words ("Strain test url"), for a field nothing else names. */
function words(field: string): string {
    const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field as staff know it: its label in the collection's schema, else in words. */
export function fieldLabel(collection: string, field: string): string {
    return schemaFields[collection]?.[field]?.label ?? otherFieldLabels[field] ?? words(field);
}

/**
 * Fields nobody reads one by one (secrets, counters, where a file is stored): each group
 * is said once, in a sentence, whatever changed in it.
 */
const summarisedFields: { fields: string[]; sentence: string }[] = [
    { fields: ['password', 'passwordHash'], sentence: 'Password changed' },
    {
        fields: ['totpSecret', 'totpPendingSecret', 'totpLastStep', 'totpWrongCodes', 'recoveryCodes'],
        sentence: 'Two-factor settings changed',
    },
    { fields: ['tokenKey'], sentence: 'Signed out of every session' },
    { fields: ['emailVisibility', 'verified'], sentence: 'Account settings changed' },
    { fields: ['file', 'storagePath'], sentence: 'Stored file changed' },
    { fields: ['copyReview'], sentence: 'Review with counsel recorded' },
];

const summaryOf = (field: string) => summarisedFields.find((s) => s.fields.includes(field));

/** What a deleted related record reads as: "a deleted batch". */
const deletedRecord = (related: string) => `a deleted ${(collectionLabels[related] ?? 'record').toLowerCase()}`;

/** A relation's value in words: each id by its record's name, as the log recorded it. */
export function relationValue(value: unknown, change: Pick<FieldChange, 'related' | 'names'>): string {
    const ids = Array.isArray(value) ? value : [value];
    const named = ids
        .filter((id): id is string => typeof id === 'string' && id !== '')
        .map((id) => change.names?.[id] || deletedRecord(change.related ?? ''));
    return named.length ? named.join(', ') : '—';
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
        const texts = Object.values(v);
        // Alt texts by image address: the texts are what staff wrote.
        if (texts.length && texts.every((t) => typeof t === 'string')) return texts.map((t) => `“${t}”`).join(', ');
        if (!texts.length) return '—';
        return JSON.stringify(value);
    }
    return String(value);
}

/** One field's change as a line: "Price: 45 → 46.5", a relation by its records' names, or why its values are not kept. */
export function changeLine(collection: string, field: string, change: FieldChange): string {
    const label = fieldLabel(collection, field);
    if (change.hidden === 'secret') return `${label}: changed (a secret, not recorded)`;
    if (change.hidden === 'personal') return `${label}: ${change.before === null ? 'set' : 'changed'} (a visitor's words, not recorded)`;
    const cut = change.truncated ? ' (shortened)' : '';
    const value = change.related ? (v: unknown) => relationValue(v, change) : formatValue;
    return `${label}: ${value(change.before)} → ${value(change.after)}${cut}`;
}

/** The changes of an entry, one short line each in field order, with internal fields said once per group. */
export function changeLines(collection: string, changes: Record<string, FieldChange>): string[] {
    const summaries: string[] = [];
    const lines: string[] = [];
    for (const field of Object.keys(changes).sort()) {
        const summary = summaryOf(field);
        if (summary) {
            if (!summaries.includes(summary.sentence)) summaries.push(summary.sentence);
        } else {
            lines.push(changeLine(collection, field, changes[field]));
        }
    }
    return [...summaries, ...lines];
}

/** The fields an entry changed, by their labels (the Activity screen's column), internal ones said once. */
export function changedFieldNames(collection: string, changes: Record<string, FieldChange>): string {
    const names: string[] = [];
    for (const field of Object.keys(changes).sort()) {
        const name = summaryOf(field)?.sentence ?? fieldLabel(collection, field);
        if (!names.includes(name)) names.push(name);
    }
    return names.join(', ');
}
