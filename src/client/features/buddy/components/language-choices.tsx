import { Checkbox } from '@/components/ui/checkbox';
import { LANGUAGES, type Language } from '@shared/languages';
import { BUDDY_TEXTS as TEXTS } from '../texts';

/**
 * SPEC: the buddy's languages as checkboxes, English and Dutch. With `keepOne`, the last one
 * ticked cannot be unticked (a profile saved at once keeps a language).
 */
export function LanguageChoices({
  value,
  onChange,
  keepOne = false,
}: {
  value: readonly string[];
  onChange: (languages: Language[]) => void;
  keepOne?: boolean;
}) {
  const toggle = (language: Language, on: boolean) =>
    onChange(LANGUAGES.filter((l) => (l === language ? on : value.includes(l))));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-stone-700">{TEXTS.languages}</legend>
      <div className="flex flex-wrap gap-4">
        {LANGUAGES.map((language) => {
          const on = value.includes(language);
          return (
            <label key={language} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={on}
                disabled={keepOne && on && value.length === 1}
                onCheckedChange={(checked) => toggle(language, checked === true)}
              />
              {language}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
