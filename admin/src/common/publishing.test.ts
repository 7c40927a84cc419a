import { describe, expect, it } from 'vitest';
import { publishAtPayload, statusText, storefrontUrl } from './publishing';
import { createLabel, savedDescription } from '../blog/blogForm';

describe('publishing', () => {
    it('sends a local publish time as ISO 8601 UTC, and a blank one as null', () => {
        const local = '2030-12-05T09:30';
        expect(publishAtPayload(local)).toBe(new Date(local).toISOString());
        expect(publishAtPayload('2030-12-05T14:30:00.000Z')).toBe('2030-12-05T14:30:00.000Z');
        expect(publishAtPayload('')).toBeNull();
        expect(publishAtPayload(null)).toBeNull();
    });

    it('names each status, with the time of a schedule', () => {
        expect(statusText('published')).toBe('Published');
        expect(statusText('draft')).toBe('Draft');
        expect(statusText('scheduled', '2030-12-05T09:30:00')).toMatch(/^Scheduled: December 5, 2030, 9:30\sAM$/);
    });

    it('labels the create button and the saved toast by status', () => {
        expect(createLabel('published')).toBe('Publish Post');
        expect(createLabel(undefined)).toBe('Publish Post');
        expect(createLabel('draft')).toBe('Save Draft');
        expect(createLabel('scheduled')).toBe('Schedule Post');
        expect(savedDescription({ title: 'Frost', status: 'draft' }, 'created', '')).toBe(
            '"Frost" is saved as a draft: only staff can see it.',
        );
        expect(savedDescription({ title: 'Frost', status: 'published' }, 'created', '')).toBe('"Frost" is published.');
    });

    it('links to the storefront page', () => {
        expect(storefrontUrl('product', 'night-owl')).toBe('/products/night-owl');
        expect(storefrontUrl('blog', 'first-frost')).toBe('/blog/first-frost');
    });
});
