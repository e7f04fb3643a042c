import type { AccountSettings } from '../../../shared/settings-schemas';
import type { ProfileUpdate } from '../../../shared/profiles-schemas';
import type { Executor } from '../../db/client';
import { updateAccountSettings, type NewUser, type User } from './repository';

/** The settings every account has (SPEC "Profile (settings)"), read off its row. */
export const accountSettingsOf = (user: User): AccountSettings => ({
  emailVerified: user.emailVerifiedAt !== null,
  phone: user.phone,
  phoneVerified: user.phoneVerifiedAt !== null,
  dataRetentionConsent: user.dataRetentionConsent,
  marketingConsent: user.marketingConsent,
  favouritesMailConsent: user.favouritesMailConsent,
  gdprConsentDate: user.gdprConsentAt.toISOString(),
  marketingConsentDate: user.marketingConsentAt?.toISOString() ?? null,
  termsVersion: user.termsVersion,
  termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
});

/**
 * The account's own settings in the caller's transaction: a new phone number is unverified until
 * its code is checked; a consent given or withdrawn is dated (the same answer again is no change).
 */
export async function applyAccountSettings(
  tx: Executor,
  user: User,
  changes: Pick<
    ProfileUpdate,
    'phone' | 'dataRetentionConsent' | 'marketingConsent' | 'favouritesMailConsent'
  >,
  at: Date,
): Promise<void> {
  const { phone, dataRetentionConsent, marketingConsent, favouritesMailConsent } = changes;
  const set: Partial<NewUser> = {
    ...(phone !== undefined && phone !== user.phone && { phone, phoneVerifiedAt: null }),
    ...(dataRetentionConsent !== undefined &&
      dataRetentionConsent !== user.dataRetentionConsent && {
        dataRetentionConsent,
        gdprConsentAt: at,
      }),
    ...(marketingConsent !== undefined &&
      marketingConsent !== user.marketingConsent && { marketingConsent, marketingConsentAt: at }),
    ...(favouritesMailConsent !== undefined &&
      favouritesMailConsent !== user.favouritesMailConsent && { favouritesMailConsent }),
  };
  if (Object.keys(set).length === 0) return;
  await updateAccountSettings(tx, user.id, set, at);
}
