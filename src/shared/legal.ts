/**
 * The legal pages (decision 048): the privacy policy, the terms of use and the imprint, and the
 * acceptance of the terms at sign-up. The business details come from the server's configuration
 * (BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_KVK, BUSINESS_EMAIL); one that is not set is shown
 * as not configured, never made up.
 */

/**
 * The version of the terms (and the privacy policy that goes with them) a sign-up accepts: a
 * date. Raise it whenever the texts of src/client/features/legal change what they promise; every
 * account records the version it accepted and when.
 */
export const TERMS_VERSION = '2026-11-27';

export const LEGAL_PATHS = {
  privacy: '/privacy',
  terms: '/terms',
  imprint: '/imprint',
} as const;

export const LEGAL_TITLES = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  imprint: 'Imprint',
} as const;

/** GET /api/legal: the business details as configured (null: not set) and the terms version. */
export interface LegalDetails {
  business: {
    name: string | null;
    address: string | null;
    /** The Chamber of Commerce (KvK) number. */
    kvk: string | null;
    email: string | null;
  };
  termsVersion: string;
}

export const LEGAL_TEXTS = {
  mustAccept: 'Please accept the Terms of Use and the Privacy Policy to create an account',
  notConfigured: 'Not configured yet',
  termsAccepted: (version: string, at: string) => `Version ${version}, accepted on ${at}`,
  termsNotAccepted: 'Not accepted yet (the account was made before sign-up asked for it)',
} as const;
