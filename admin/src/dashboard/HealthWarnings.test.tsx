import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HealthWarnings } from './HealthWarnings';

/** Answers GET /api/admin/health with body; records the URLs asked. */
function stubHealth(body: unknown) {
    const asked: string[] = [];
    vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
            asked.push(url);
            return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }),
    );
    return asked;
}

const renderWarnings = () =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <HealthWarnings />
        </QueryClientProvider>,
    );

describe('HealthWarnings', () => {
    afterEach(() => {
        cleanup();
        vi.unstubAllGlobals();
    });

    it("shows each of the server's warnings in words", async () => {
        const asked = stubHealth({
            ready: false,
            reasons: ['disk-nearly-full'],
            warnings: [
                "The server's disk is nearly full: free space now, before writes start failing.",
                'The last backup is more than a day old.',
            ],
        });
        renderWarnings();
        expect(await screen.findByText(/The server's disk is nearly full/)).toBeTruthy();
        expect(screen.getByText('The last backup is more than a day old.')).toBeTruthy();
        expect(screen.getAllByText('The site needs attention now')).toHaveLength(2);
        expect(asked[0]).toBe('/api/admin/health');
    });

    it('shows nothing when all is well', async () => {
        const asked = stubHealth({ ready: true, reasons: [], warnings: [] });
        const { container } = renderWarnings();
        await vi.waitFor(() => expect(asked).toHaveLength(1));
        expect(container.textContent).toBe('');
    });
});
