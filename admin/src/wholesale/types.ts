import { licenceTypes } from '@farmsite/domain';
/** A dispensary's account as the staff API answers it (docs/wholesale.md). */
export interface BuyerAccount {
    id: string;
    legalName: string;
    dba: string;
    licenceNumber: string;
    licenceType: string;
    licenceExpiry: string;
    premisesStreet: string;
    premisesCity: string;
    premisesState: string;
    premisesZip: string;
    contactName: string;
    contactEmail: string;
    contactPhone: string;
    status: 'applied' | 'approved' | 'rejected' | 'suspended';
    statusReason: string;
    licenceStatus: 'unverified' | 'active' | 'inactive' | 'expired' | 'mismatch' | 'not-found';
    licenceCheckedAt: string | null;
    /** An invoice more than 30 days late (set by the nightly job, cleared when paid). */
    delinquent: boolean;
    /** Staff allow a delinquent account to order cash on delivery. */
    codOnly: boolean;
    createdAt: string;
    buyers?: { id: string; name: string; email: string; phone: string; role: string; verified: boolean; twoFactor: boolean }[];
    licenceDocuments?: { id: string; uploadedBy: string; createdAt: string }[];
}

/** One check of a licence (append-only). */
export interface LicenceCheck {
    id: string;
    source: 'import' | 'manual' | 'application';
    result: BuyerAccount['licenceStatus'];
    note: string;
    actor: string;
    fileName: string;
    createdAt: string;
}

export const accountStatuses = [
    { id: 'applied', name: 'Applied' },
    { id: 'approved', name: 'Approved' },
    { id: 'rejected', name: 'Rejected' },
    { id: 'suspended', name: 'Suspended' },
];

export const licenceStatuses = [
    { id: 'unverified', name: 'Unverified' },
    { id: 'active', name: 'Active' },
    { id: 'inactive', name: 'Inactive' },
    { id: 'expired', name: 'Expired' },
    { id: 'mismatch', name: 'Mismatch' },
    { id: 'not-found', name: 'Not found' },
];

export const licenceTypeLabels: Record<string, string> = Object.fromEntries(licenceTypes.map((t) => [t.value, t.label]));

/** The decisions staff take on an account from each state (the server's table). */
export const decisionsFrom: Record<BuyerAccount['status'], ('approve' | 'reject' | 'suspend' | 'reinstate')[]> = {
    applied: ['approve', 'reject'],
    approved: ['suspend'],
    suspended: ['reinstate'],
    rejected: [],
};

/** Decisions that need a reason (emailed to the applicant). */
export const needsReason = (d: string) => d === 'reject' || d === 'suspend';

/** What reading a licence list found (docs/wholesale.md, the licence import), and whether it was applied. */
export interface LicenceImport {
    columns: Record<string, string>;
    rowsRead: number;
    unreadable: { line: number; why: string }[];
    unreadableCount: number;
    matches: {
        account: string;
        legalName: string;
        licenceNumber: string;
        line: number;
        result: BuyerAccount['licenceStatus'];
        status: string;
        type: string;
        expiry: string;
        premises: string;
        mismatches: string[];
    }[];
    notFound: { account: string; legalName: string; licenceNumber: string }[];
    applied: boolean;
}
