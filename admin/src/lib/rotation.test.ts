import { describe, expect, it } from 'vitest';
import { firstRotationAngle, hasRotation, normalizeAngle, rotationOf, thumbnailUrl, withUpdatedRotation } from './rotation';

describe('rotation URL rule', () => {
    it('turns angles into 0..359', () => {
        expect([0, 90, 360, 450, -90, -180, -360].map(normalizeAngle)).toEqual([0, 90, 0, 90, 270, 180, 0]);
    });

    it('reads the angle from the query', () => {
        expect(rotationOf('/uploads/a.jpg')).toBe(0);
        expect(rotationOf('/uploads/a.jpg?rotate=90')).toBe(90);
        expect(rotationOf('/uploads/a.jpg?rotate=-90')).toBe(270);
        expect(hasRotation('/uploads/a.jpg?w=320')).toBe(false);
        expect(hasRotation('/uploads/a.jpg?rotate=180')).toBe(true);
    });

    it('updates only the angle when the URL already carries one', () => {
        expect(withUpdatedRotation('/uploads/a.jpg?rotate=90', 90)).toBe('/uploads/a.jpg?rotate=180');
        expect(withUpdatedRotation('/uploads/a.jpg?rotate=270', 90)).toBe('/uploads/a.jpg');
        expect(withUpdatedRotation('/uploads/a.jpg?rotate=90', -90)).toBe('/uploads/a.jpg');
        expect(withUpdatedRotation('/uploads/a.jpg?rotate=180', -90)).toBe('/uploads/a.jpg?rotate=90');
        expect(withUpdatedRotation('/uploads/a.jpg?v=2&rotate=90', 90)).toBe('/uploads/a.jpg?v=2&rotate=180');
    });

    it('sends 90 or 270 for a first rotation', () => {
        expect(firstRotationAngle(90)).toBe(90);
        expect(firstRotationAngle(-90)).toBe(270);
    });
});

describe('thumbnailUrl', () => {
    it('asks our uploads for the 320 px variant, keeping the rotation', () => {
        expect(thumbnailUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg?w=320');
        expect(thumbnailUrl('/uploads/a.jpg?rotate=90')).toBe('/uploads/a.jpg?rotate=90&w=320');
        expect(thumbnailUrl('/uploads/a.jpg', 640)).toBe('/uploads/a.jpg?w=640');
    });

    it('leaves other URLs alone', () => {
        expect(thumbnailUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
        expect(thumbnailUrl('/images/a.jpg')).toBe('/images/a.jpg');
        expect(thumbnailUrl('')).toBe('');
    });
});
