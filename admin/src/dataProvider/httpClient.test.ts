import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessageOf, fieldErrorsOf, httpClient } from './httpClient';
import { changedFields, dataProvider } from './index';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status, statusText: status === 500 ? 'Internal Server Error' : '', headers });

describe('error messages', () => {
    it("shows the server's message", () => {
        expect(errorMessageOf(400, 'Bad Request', '', { message: 'Price must be positive' })).toBe('Price must be positive');
    });

    it('falls back to "status: body text", or the status text when the body is empty', () => {
        expect(errorMessageOf(502, 'Bad Gateway', 'upstream down', null)).toBe('502: upstream down');
        expect(errorMessageOf(500, 'Internal Server Error', '', null)).toBe('500: Internal Server Error');
    });

    it('turns the server field errors into react-admin form errors', () => {
        expect(
            fieldErrorsOf({
                message: 'Title is required',
                data: {
                    title: { code: 'validation_invalid', message: 'Title is required' },
                    publishedAt: { message: 'Date must be in YYYY-MM-DD format' },
                },
            }),
        ).toEqual({ title: 'Title is required', publishedAt: 'Date must be in YYYY-MM-DD format' });
        expect(fieldErrorsOf({ message: 'x', data: {} })).toBeUndefined();
    });
});

describe('httpClient', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('rejects with status, message and field errors', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn().mockResolvedValue(
                answer(
                    400,
                    JSON.stringify({
                        message: 'Price must be positive',
                        data: { price: { code: 'x', message: 'Price must be positive' } },
                    }),
                ),
            ),
        );
        await expect(httpClient('/api/admin/products', { method: 'POST', body: '{}' })).rejects.toMatchObject({
            status: 400,
            message: 'Price must be positive',
            body: { errors: { price: 'Price must be positive' } },
        });
    });

    it('rejects a 401 with its status so the session rule applies', async () => {
        vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, JSON.stringify({ message: 'Not authenticated', data: {} }))));
        await expect(httpClient('/api/admin/files')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
    });
});

describe('dataProvider', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('updates with a PATCH of the changed fields only', async () => {
        const fetchMock = vi.fn().mockResolvedValue(answer(200, JSON.stringify({ id: 'p1', name: 'New' })));
        vi.stubGlobal('fetch', fetchMock);
        await dataProvider.update('products', {
            id: 'p1',
            data: { id: 'p1', name: 'New', price: '1.00' },
            previousData: { id: 'p1', name: 'Old', price: '1.00' },
        });
        const [url, init] = fetchMock.mock.calls[0];
        expect(url).toBe('/api/admin/products/p1');
        expect(init.method).toBe('PATCH');
        expect(JSON.parse(init.body)).toEqual({ name: 'New' });
        expect(changedFields({ a: [1], b: null }, { a: [1], b: 0 })).toEqual({ b: null });
    });

    it('lists hero videos from their own path, like every staff list', async () => {
        const videos = [
            { id: 'a', position: 1 },
            { id: 'b', position: 2 },
        ];
        const fetchMock = vi.fn().mockResolvedValue(answer(200, JSON.stringify(videos), { 'Content-Range': 'hero-videos 0-1/2' }));
        vi.stubGlobal('fetch', fetchMock);
        const { data, total } = await dataProvider.getList('heroes', {
            pagination: { page: 1, perPage: 50 },
            sort: { field: 'position', order: 'ASC' },
            filter: {},
        });
        expect(data.map((v) => v.id)).toEqual(['a', 'b']);
        expect(total).toBe(2);
        expect(String(fetchMock.mock.calls[0][0])).toContain('/api/admin/hero-videos?');
    });

    it('bulk-deletes files in one call and reports the ones that failed', async () => {
        const fetchMock = vi
            .fn()
            .mockResolvedValue(answer(200, JSON.stringify({ deleted: ['a'], failed: [{ id: 'b', message: 'File not found' }] })));
        vi.stubGlobal('fetch', fetchMock);
        await expect(dataProvider.deleteMany('files', { ids: ['a', 'b'] })).rejects.toThrow('File not found');
        const [url, init] = fetchMock.mock.calls[0];
        expect(url).toBe('/api/admin/files/bulk-delete');
        expect(JSON.parse(init.body)).toEqual({ fileIds: ['a', 'b'], removeReferences: false });
    });

    it('deletes files in use only with the confirmation to remove them from their places', async () => {
        const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer(200, JSON.stringify({ id: 'f1' }))));
        vi.stubGlobal('fetch', fetchMock);
        await dataProvider.delete('files', { id: 'f1', meta: { removeReferences: true } });
        await dataProvider.delete('files', { id: 'f2' });
        await dataProvider.deleteMany('files', { ids: ['a'], meta: { removeReferences: true } });
        expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/files/f1?references=remove');
        expect(fetchMock.mock.calls[0][1].method).toBe('DELETE');
        expect(fetchMock.mock.calls[1][0]).toBe('/api/admin/files/f2');
        expect(JSON.parse(fetchMock.mock.calls[2][1].body)).toEqual({ fileIds: ['a'], removeReferences: true });
    });

    it('reads the list total from Content-Range', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn().mockResolvedValue(answer(200, JSON.stringify([{ id: 'x' }]), { 'Content-Range': 'products 0-0/14' })),
        );
        const { total } = await dataProvider.getList('products', {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'name', order: 'ASC' },
            filter: {},
        });
        expect(total).toBe(14);
    });
});
