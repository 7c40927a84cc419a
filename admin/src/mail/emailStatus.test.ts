import { describe, expect, it } from 'vitest';
import type { EmailStatus } from '@farmsite/domain';
import { describeEmail, summarizeEmails } from './emailStatus';

const email = (over: Partial<EmailStatus>): EmailStatus => ({
    id: 'e1',
    kind: 'contact_to_staff',
    to: ['staff@farm.example'],
    subject: 'New message',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: '2026-11-23T10:00:00.000Z',
    lastError: '',
    sentAt: '',
    createdAt: '2026-11-23T10:00:00.000Z',
    text: '',
    ...over,
});

describe('describeEmail', () => {
    const now = new Date('2026-11-23T10:00:05.000Z');

    it('tells a pending email that is due from one backing off after failures', () => {
        expect(describeEmail(email({}), now)).toMatchObject({ label: 'Pending', color: 'warning', detail: 'Pending, next attempt now' });
        const backingOff = describeEmail(
            email({ attempts: 2, lastError: '421 try later', nextAttemptAt: '2026-11-23T10:01:00.000Z' }),
            now,
        );
        expect(backingOff.detail).toMatch(/^Pending, next attempt November 23, 2026, \d{1,2}:01 [AP]M; 2 failed attempts: 421 try later$/);
    });

    it('gives the error of a failed email and the time of a sent one', () => {
        expect(describeEmail(email({ status: 'failed', attempts: 10, lastError: 'connection refused' }), now)).toEqual({
            label: 'Failed',
            color: 'error',
            detail: 'Gave up after 10 attempts: connection refused',
        });
        expect(describeEmail(email({ status: 'sent', sentAt: '2026-11-23T10:00:01.000Z' }), now).detail).toMatch(
            /^Sent November 23, 2026, /,
        );
        expect(describeEmail(email({ status: 'discarded' }), now).label).toBe('Discarded');
    });
});

describe('summarizeEmails', () => {
    it("shows the worst state of a record's emails", () => {
        expect(summarizeEmails([email({ status: 'sent' }), email({ status: 'failed' }), email({})]).label).toBe('Email failed');
        expect(summarizeEmails([email({ status: 'sent' }), email({})]).label).toBe('Email pending');
        expect(summarizeEmails([email({ status: 'sent' })]).label).toBe('Email sent');
        expect(summarizeEmails([]).label).toBe('No email');
    });
});
