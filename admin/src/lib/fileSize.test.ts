import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
    it.each([
        [0, '0.00 B'],
        [512, '512.00 B'],
        [1023, '1023.00 B'],
        [1024, '1.00 KB'],
        [1536, '1.50 KB'],
        [1024 * 1024 - 1, '1024.00 KB'],
        [1024 * 1024, '1.00 MB'],
        [5 * 1024 * 1024 + 123456, '5.12 MB'],
        [500 * 1024 * 1024, '500.00 MB'],
    ])('%d bytes read %j', (bytes, text) => {
        expect(formatFileSize(bytes)).toBe(text);
    });
});
