import { describe, expect, it } from 'vitest';
import { rawFileSharingUrl } from './fileSharing';

describe('rawFileSharingUrl', () => {
    it.each([
        ['https://www.dropbox.com/s/abc123/harvest.jpg?dl=0', 'https://www.dropbox.com/s/abc123/harvest.jpg?raw=1'],
        ['https://www.dropbox.com/scl/fi/xyz/a.png?rlkey=k&dl=0', 'https://www.dropbox.com/scl/fi/xyz/a.png?rlkey=k&raw=1'],
        ['https://drive.google.com/file/d/1AbC-_9/view?usp=sharing', 'https://drive.google.com/uc?export=view&id=1AbC-_9'],
        ['https://drive.google.com/open?id=XYZ', 'https://drive.google.com/uc?export=view&id=XYZ'],
    ])('%s becomes its raw form', (link, raw) => {
        expect(rawFileSharingUrl(link)).toBe(raw);
    });

    it.each(['/uploads/a.jpg', 'https://example.com/a.jpg?dl=0', 'not a url', 'javascript:alert(1)', ''])('leaves %j alone', (link) => {
        expect(rawFileSharingUrl(link)).toBe(link);
    });
});
