import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  PHOTO_MAX_MB,
  PHOTO_TYPES,
  ProfilePhotoSchema,
  type RegisterBuddyInput,
} from '../api/register-buddy';
import { BUDDY_APPLICATION_TEXTS as TEXTS } from '../texts';

/** An optional photo: checked as soon as it is chosen, previewed from the file itself. */
export function PhotoField() {
  const { control, trigger } = useFormContext<RegisterBuddyInput>();
  const { field, fieldState } = useController({ control, name: 'profilePhoto' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // Each preview URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File | undefined) => {
    field.onChange(file);
    void trigger('profilePhoto');
    setPreview(
      file && ProfilePhotoSchema.safeParse(file).success ? URL.createObjectURL(file) : null,
    );
  };

  const remove = () => {
    choose(undefined);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {preview && (
        <img
          src={preview}
          alt={TEXTS.photoPreview}
          className="size-24 shrink-0 rounded-full object-cover"
        />
      )}
      <FormField
        label={TEXTS.photo}
        error={fieldState.error?.message}
        description={TEXTS.photoHint(PHOTO_MAX_MB)}
        className="flex-1"
      >
        <input
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          name={field.name}
          onBlur={field.onBlur}
          onChange={(event) => choose(event.target.files?.[0])}
          className={cn(
            inputClass,
            'py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-800',
          )}
        />
      </FormField>
      {field.value && (
        <Button type="button" variant="outline" size="sm" onClick={remove} className="self-start">
          {TEXTS.removePhoto}
        </Button>
      )}
    </div>
  );
}
