import { Imprint } from '@/features/legal/components/imprint';

export function Component() {
  return <Imprint />;
}
