import { describe, expect, it } from 'vitest';
import { fullAddress, locationPayload } from './locationForm';

describe('location form', () => {
    it('writes the full address line', () => {
        expect(fullAddress({ address: '1 Main St', city: 'Cornwall', state: 'NY', zip: '12518' })).toBe('1 Main St, Cornwall, NY 12518');
        expect(fullAddress({ address: '1 Main St', city: '', state: 'NY', zip: '' })).toBe('1 Main St, NY');
    });

    it('sends a blank license number and coordinates as null, keeps a coordinate of 0 and the products carried', () => {
        expect(
            locationPayload({
                name: 'Shop',
                licenseNumber: ' ',
                latitude: null,
                longitude: 0,
                products: ['p1', 'p2'],
                websiteUrl: 'https://shop.example.org',
            }),
        ).toEqual({
            name: 'Shop',
            licenseNumber: null,
            latitude: null,
            longitude: 0,
            products: ['p1', 'p2'],
            websiteUrl: 'https://shop.example.org',
            image: null,
            mapUrl: '',
        });
    });

    it('sends blank optional links as null and leaves the map link to the server', () => {
        expect(locationPayload({ id: 'x', name: ' Shop ', websiteUrl: ' ', image: '', mapUrl: '' })).toEqual({
            name: 'Shop',
            websiteUrl: null,
            image: null,
            mapUrl: '',
        });
    });
});
