import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeSignIn } from '@/lib/auth-store';
import { BuddyRegistrationSchema, type LoginResponse } from '@shared/auth';
import { usernameBase } from '@shared/identity';
import { ConfirmPasswordSchema, PASSWORD_MISMATCH } from '../password-confirmation';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_MB = 5;

/** Checked here too, so a large photo is refused before it is uploaded. */
export const ProfilePhotoSchema = z
  .file()
  .mime(PHOTO_TYPES, 'Please choose a JPEG, PNG or WebP image')
  .max(
    PHOTO_MAX_MB * 1024 * 1024,
    `The photo is larger than ${PHOTO_MAX_MB} MB. Please choose a smaller one`,
  );

/** The application form: the contract's fields plus the confirmation and the photo file. */
export const registerBuddyInputSchema = BuddyRegistrationSchema.omit({ username: true, role: true })
  .extend({ confirmPassword: ConfirmPasswordSchema, profilePhoto: ProfilePhotoSchema.optional() })
  .refine((v) => v.password === v.confirmPassword, PASSWORD_MISMATCH);
export type RegisterBuddyInput = z.input<typeof registerBuddyInputSchema>;
export type RegisterBuddyValues = z.output<typeof registerBuddyInputSchema>;

/** Multipart, as the server expects: `activities` once per activity, the photo last. */
export function registerBuddy(values: RegisterBuddyValues) {
  const form = new FormData();
  form.set('email', values.email);
  form.set('password', values.password);
  form.set('fullName', values.fullName);
  form.set('username', usernameBase(values.email));
  form.set('role', 'buddy');
  for (const activity of values.activities) form.append('activities', activity);
  form.set('customDescription', values.customDescription);
  form.set('location', values.location);
  form.set('hourlyRate', String(values.hourlyRate));
  if (values.phone) form.set('phone', values.phone);
  form.set('acceptTerms', String(values.acceptTerms));
  if (values.profilePhoto) form.set('profilePhoto', values.profilePhoto);
  return api<LoginResponse>('/api/register/buddy', { method: 'POST', body: form });
}

export const useRegisterBuddy = () =>
  useMutation({ mutationFn: registerBuddy, onSuccess: storeSignIn });
