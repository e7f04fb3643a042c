import { Camera } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { failureText } from '@/lib/failure-text';
import { useUploadPhoto } from '@/hooks/use-upload-photo';
import { PROFILE_TEXTS } from '@shared/profiles';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

/**
 * A learner's or a buddy's own photo with a file picker; the server checks, re-encodes and
 * stores it.
 */
export function PhotoUpload({
  profile,
}: {
  profile: { id: string; fullName: string; profilePhoto: string | null };
}) {
  const upload = useUploadPhoto(profile.id);
  const onPick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(TEXTS.photo.updated),
      onError: (error) => toast.error(failureText(error, PROFILE_TEXTS.updateFailed)),
    });
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        name={profile.fullName}
        photo={profile.profilePhoto}
        alt={TEXTS.photo.of(profile.fullName)}
        className="size-24 text-4xl sm:size-28"
      />
      <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600 has-[:disabled]:opacity-60">
        <Camera className="size-4" aria-hidden="true" />
        {upload.isPending ? TEXTS.photo.uploading : TEXTS.photo.change}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => {
            onPick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
