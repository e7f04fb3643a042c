import { cn } from '@/lib/cn';
import { PASSWORD_RULE_TEXTS, passwordScore, passwordStrength } from '@shared/password-rule';

const COLOURS = { Weak: 'bg-red-600', Good: 'bg-amber-500', Strong: 'bg-brand-700' } as const;

/**
 * A new password's strength meter (SPEC section 5): the rule in words, then, once typed, five
 * steps and their word. The rule is the one every server schema checks (password-rule.ts).
 */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordScore(password);
  const strength = passwordStrength(password);
  return (
    <div className="grid gap-1.5">
      <p>{PASSWORD_RULE_TEXTS.hint}</p>
      {password && (
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
            {PASSWORD_RULE_TEXTS.strength} <strong>{strength}</strong>
          </span>
        </div>
      )}
    </div>
  );
}
