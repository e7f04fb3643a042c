import type { ProfileStatus } from '../../../shared/buddy-status';

/**
 * Who may do what with money (decision 039). Payouts are for buddies the moderators and the
 * learning experts approved: an applicant, a rejected or a suspended buddy sets up nothing at the
 * provider.
 */
export const mayBePaidOut = (status: ProfileStatus) => status === 'approved';
