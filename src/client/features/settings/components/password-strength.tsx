import { cn } from '@/lib/cn';
import { passwordScore, passwordStrength } from '@shared/settings';
import { TEXTS } from '../texts';

const COLOURS = { Weak: 'bg-red-600', Good: 'bg-amber-500', Strong: 'bg-brand-700' } as const;

/** The new password's strength meter (SPEC section 5): five steps, and its word. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordScore(password);
  const strength = passwordStrength(password);
  return (
    <div className="flex items-center gap-3 text-sm">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-stone-200',
              step <= score && COLOURS[strength],
            )}
          />
        ))}
      </div>
      <span aria-live="polite">
        {TEXTS.strength}: <strong>{strength}</strong>
      </span>
    </div>
  );
}
