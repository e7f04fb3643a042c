import { WelcomeStep } from '@/features/learner/components/welcome-step';

export function Component() {
  return <WelcomeStep />;
}
