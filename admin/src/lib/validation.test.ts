import { describe, expect, it } from 'vitest';
import {
    requiredText,
    validateImages,
    validateOptionalLink,
    validateOptionalUrl,
    validatePercentage,
    validatePrice,
    validatePublishDate,
} from './validation';

describe('form rules', () => {
    it('checks prices as the spec says', () => {
        expect(validatePrice(39.99)).toBeUndefined();
        expect(validatePrice(0)).toBeUndefined();
        expect(validatePrice('45.00')).toBeUndefined();
        expect(validatePrice(0.1 + 0.2)).toBeUndefined();
        expect(validatePrice(-1)).toBe('Price must be positive');
        expect(validatePrice(1.234)).toBe('Price must have at most 2 decimal places');
        expect(validatePrice(null)).toBe('Price is required');
    });

    it('keeps unknown percentages null and checks known ones', () => {
        expect(validatePercentage('THC')(null)).toBeUndefined();
        expect(validatePercentage('THC')(0)).toBeUndefined();
        expect(validatePercentage('THC')(27.45)).toBeUndefined();
        expect(validatePercentage('THC')(100.5)).toBe('THC must be between 0 and 100');
        expect(validatePercentage('CBD')(1.005)).toBe('CBD must have at most 2 decimal places');
    });

    it('requires images, titles and real dates', () => {
        expect(validateImages([])).toBe('At least one image is required');
        expect(validateImages(['/uploads/a.jpg'])).toBeUndefined();
        expect(requiredText('Title is required')('  ')).toBe('Title is required');
        expect(validatePublishDate('2024-13-01')).toBe('Date must be in YYYY-MM-DD format');
        expect(validatePublishDate('2024-12-01')).toBeUndefined();
    });

    it('accepts http(s) URLs only', () => {
        expect(validateOptionalUrl('')).toBeUndefined();
        expect(validateOptionalUrl('https://maps.example.com/?q=a')).toBeUndefined();
        expect(validateOptionalUrl('maps.example.com')).toBe('Must be a valid URL');
        expect(validateOptionalUrl('javascript:alert(1)')).toBe('Must be a valid URL');
        expect(validateOptionalLink('/uploads/coa.pdf')).toBeUndefined();
        expect(validateOptionalLink('//evil.example/x')).toBe('Must be a valid URL');
        expect(validateOptionalLink('/\\evil.example/x')).toBe('Must be a valid URL');
    });
});
