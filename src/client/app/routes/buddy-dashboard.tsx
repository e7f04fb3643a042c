import { BuddyDashboard } from '@/features/buddy/components/buddy-dashboard';

export function Component() {
  return <BuddyDashboard />;
}
