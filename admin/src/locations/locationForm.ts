import type { StaffLocation as Location } from '../dataProvider';

export const locationDefaults = {
    name: '',
    description: '',
    address: '',
    city: '',
    state: 'NY',
    zip: '',
    phone: '',
    hours: '',
    mapUrl: '',
    websiteUrl: '',
    latitude: null,
    longitude: null,
    licenseNumber: '',
    image: '',
    featured: false,
    products: [] as string[],
};

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * What the form sends: trimmed texts; blank optional texts and coordinates as null (a
 * blank map link is filled by the server, and blank coordinates from it when it can).
 */
export function locationPayload(data: Partial<Location> & Record<string, unknown>) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) out[key] = trimmed(value);
    for (const key of ['websiteUrl', 'image']) if (!out[key]) out[key] = null;
    // A coordinate may be 0: only a blank one is none.
    for (const key of ['licenseNumber', 'latitude', 'longitude']) if (out[key] === '') out[key] = null;
    if (!out.mapUrl) out.mapUrl = '';
    return out;
}

/** 'address, city, state zip' without empty parts. */
export function fullAddress(l: Pick<Location, 'address' | 'city' | 'state' | 'zip'>): string {
    const stateZip = [l.state, l.zip].filter(Boolean).join(' ');
    return [l.address, l.city, stateZip].filter(Boolean).join(', ');
}
