import { describe, expect, it } from 'vitest';
import { carryImageAlts, withImageAlt } from './imageAlts';

describe('carryImageAlts', () => {
    const alts = { '/uploads/a.jpg': 'A jar', '/uploads/b.jpg': 'Buds' };
    it('keeps the text of the images kept, in a new order too', () => {
        expect(carryImageAlts(['/uploads/a.jpg', '/uploads/b.jpg'], ['/uploads/b.jpg', '/uploads/a.jpg'], alts)).toEqual(alts);
    });
    it('gives a moved image without a text none of the image whose place it takes', () => {
        const one = { '/uploads/a.jpg': 'A jar' };
        expect(carryImageAlts(['/uploads/a.jpg', '/uploads/b.jpg'], ['/uploads/b.jpg', '/uploads/a.jpg'], one)).toEqual(one);
    });
    it('gives a rotated image (a new file in its place) the text of the one it replaces', () => {
        expect(carryImageAlts(['/uploads/a.jpg', '/uploads/b.jpg'], ['/uploads/a-r.jpg?rotate=90', '/uploads/b.jpg'], alts)).toEqual({
            '/uploads/a-r.jpg?rotate=90': 'A jar',
            '/uploads/b.jpg': 'Buds',
        });
    });
    it('drops the text of a removed image and gives none to an added one', () => {
        expect(carryImageAlts(['/uploads/a.jpg', '/uploads/b.jpg'], ['/uploads/b.jpg'], alts)).toEqual({ '/uploads/b.jpg': 'Buds' });
        expect(carryImageAlts(['/uploads/a.jpg'], ['/uploads/a.jpg', '/uploads/c.jpg'], alts)).toEqual({ '/uploads/a.jpg': 'A jar' });
        expect(carryImageAlts([], ['/uploads/c.jpg'], undefined)).toEqual({});
    });
});

describe('withImageAlt', () => {
    it('sets a text, and a blank one removes it', () => {
        expect(withImageAlt({}, '/uploads/a.jpg', 'A jar')).toEqual({ '/uploads/a.jpg': 'A jar' });
        expect(withImageAlt({ '/uploads/a.jpg': 'A jar' }, '/uploads/a.jpg', '  ')).toEqual({});
    });
});
