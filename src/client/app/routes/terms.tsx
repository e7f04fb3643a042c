import { TermsOfUse } from '@/features/legal/components/terms-of-use';

export function Component() {
  return <TermsOfUse />;
}
