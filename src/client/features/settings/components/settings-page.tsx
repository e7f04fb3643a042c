import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthSnapshot } from '@/lib/auth-store';
import { formatInAmsterdam } from '@shared/format-date';
import { LEGAL_PATHS, LEGAL_TEXTS, LEGAL_TITLES } from '@shared/legal';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { useSettings } from '../api/settings';
import { TEXTS } from '../texts';
import { DataRightsCard } from './data-rights-card';
import { EmailChange } from './email-change';
import { EmailVerificationBanner } from './email-verification-banner';
import { SettingsForm } from './settings-form';

const dateOf = (iso: string | null | undefined) =>
  iso ? formatInAmsterdam(new Date(iso), 'd MMMM yyyy') : TEXTS.unknownDate;

/** /profile/settings for every role (SPEC: Profile settings screen). */
export function SettingsPage({ auth }: { auth: AuthSnapshot }) {
  const settings = useSettings(auth.userId);
  const { data } = settings;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <Link
        to={DASHBOARD_BY_ROLE[auth.role]}
        className="flex items-center gap-2 justify-self-start font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {TEXTS.backToDashboard}
      </Link>
      <h1 className="text-3xl font-semibold">{TEXTS.title}</h1>
      {settings.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <div className="grid gap-6" aria-busy="true" aria-label={TEXTS.title}>
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : (
        <>
          {!data.emailVerified && <EmailVerificationBanner email={data.email} />}
          <SectionCard id="email-address" title={TEXTS.emailAddress}>
            <div className="grid gap-4">
              <FormField label={TEXTS.email} description={TEXTS.emailReadOnly}>
                <Input type="email" value={data.email} readOnly dir="auto" />
              </FormField>
              <EmailChange />
            </div>
          </SectionCard>
          <SettingsForm key={data.id} settings={data} />
          <DataRightsCard userId={data.id} />
          <footer className="grid gap-1 text-sm text-stone-600">
            <p>{TEXTS.created(dateOf(data.createdAt))}</p>
            <p>{TEXTS.consented(dateOf(data.gdprConsentDate))}</p>
            <p>
              {LEGAL_TITLES.terms}:{' '}
              {data.termsVersion && data.termsAcceptedAt
                ? LEGAL_TEXTS.termsAccepted(data.termsVersion, dateOf(data.termsAcceptedAt))
                : LEGAL_TEXTS.termsNotAccepted}{' '}
              (
              <Link to={LEGAL_PATHS.terms} className="text-brand-700 underline underline-offset-2">
                {TEXTS.readTerms}
              </Link>
              )
            </p>
          </footer>
        </>
      )}
    </div>
  );
}
