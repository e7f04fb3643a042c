import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/select-class';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '@shared/profiles';
import { SIGN_UP_TEXTS } from '../texts';

/**
 * A learner's level, asked at sign-up and optional (issue 37): skipped, it is not said (decision
 * 057). The same levels as the profile, where it can be changed later.
 */
export function LevelField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ proficiencyLevel?: ProficiencyLevel }>();
  return (
    <FormField
      label={SIGN_UP_TEXTS.level}
      description={SIGN_UP_TEXTS.levelHint}
      error={errors.proficiencyLevel?.message}
    >
      <select
        className={selectClass}
        {...register('proficiencyLevel', { setValueAs: (value: string) => value || undefined })}
      >
        <option value="">{SIGN_UP_TEXTS.chooseLevel}</option>
        {PROFICIENCY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </select>
    </FormField>
  );
}
