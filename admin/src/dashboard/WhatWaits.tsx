import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { Dashboard, WaitingRecord } from '@farmsite/domain';
import { AdminLink, listWith, recordPath } from './AdminLink';
import { MailNotice } from '../mail/MailNotice';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A count of things to do, leading to where they are done, with the first few named. */
const Item = ({ to, testId, children, records }: { to: string; testId: string; children: ReactNode; records?: WaitingRecord[] }) => (
    <Box component="li" sx={{ py: 0.5 }}>
        <AdminLink to={to} testId={testId}>
            {children}
        </AdminLink>
        {records && records.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {records.map((r) => (
                    <Typography component="li" variant="body2" key={`${r.resource}/${r.id}`}>
                        <AdminLink to={recordPath(r.resource, r.id)}>{r.label || 'Untitled'}</AdminLink>
                    </Typography>
                ))}
            </Box>
        )}
    </Box>
);

/**
 * "What needs doing": messages to handle, orders to confirm, reviews to approve, copy the
 * owner must review with counsel, products on sale with no certificate, and the mail in
 * a plain sentence. Only what waits is listed.
 */
export const WhatWaits = ({ data, isPending, error }: { data?: Dashboard; isPending: boolean; error?: string }) => {
    const w = data?.waiting;
    const items: ReactNode[] = [];
    if (w?.messages) {
        items.push(
            <Item key="messages" to={listWith('contact-messages', { handled: false })} testId="waiting-messages">
                {plural(w.messages, 'message', 'messages')} to handle
            </Item>,
        );
    }
    if (w?.orders) {
        items.push(
            <Item key="orders" to={listWith('orders', { status: 'new' })} testId="waiting-orders">
                {plural(w.orders, 'order', 'orders')} to confirm
            </Item>,
        );
    }
    if (w?.reviews) {
        items.push(
            <Item key="reviews" to={listWith('reviews', { approved: false })} testId="waiting-reviews">
                {plural(w.reviews, 'review', 'reviews')} to approve
            </Item>,
        );
    }
    if (w?.copyFindings) {
        items.push(
            <Item key="copy" to="/compliance" testId="waiting-copy" records={w.copyRecords}>
                {plural(w.copyFindings, 'page has', 'pages have')} wording waiting for the owner&apos;s review with counsel
            </Item>,
        );
    }
    if (w?.noCertificate) {
        items.push(
            <Item key="certificates" to="/batches" testId="waiting-certificates" records={w.noCertificateProducts}>
                {plural(w.noCertificate, 'product', 'products')} on sale without a current certificate of analysis
            </Item>,
        );
    }
    return (
        <Card component="section" aria-labelledby="what-waits-heading" sx={{ height: '100%' }}>
            <CardContent>
                <Typography id="what-waits-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                    What needs doing
                </Typography>
                {isPending ? (
                    <Skeleton variant="rounded" height={96} />
                ) : error ? (
                    <Typography color="error">Could not load what waits: {error}</Typography>
                ) : (
                    <Stack spacing={1.5}>
                        {items.length ? (
                            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                                {items}
                            </Box>
                        ) : (
                            <Typography>Nothing is waiting: every message, order and review is handled.</Typography>
                        )}
                        {data && <MailNotice mail={data.mail} />}
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};
