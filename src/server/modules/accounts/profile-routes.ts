import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import {
  BuddyOwnProfileSchema,
  LearnerProfileSchema,
  OwnProfilePatchSchema,
  ProfileUpdateSchema,
  ProfileWithSettingsSchema,
} from '../../../shared/profiles-schemas';
import { badRequest, HttpError } from '../../lib/http-errors';
import { PHOTO_MAX_BYTES } from '../../lib/images';
import { callerOf } from '../../plugins/access';
import {
  checkPhotoUpload,
  patchOwnProfile,
  readProfile,
  replacePhoto,
  updateProfile,
} from './learner-profile';

const ById = z.object({ id: z.string().max(100) });

/** One photo and, at most, a few small form fields beside it (ignored). */
const PHOTO_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};
const PHOTO_BODY_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** onRequest: a photo upload without a length, or longer than a photo can be, is refused unread. */
async function checkPhotoSize(request: FastifyRequest) {
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
  const length = Number(request.headers['content-length']);
  if (!Number.isSafeInteger(length)) throw new HttpError(411, PROFILE_TEXTS.photoLengthRequired);
  if (length > PHOTO_BODY_MAX_BYTES) throw new HttpError(413, PROFILE_TEXTS.photoTooLarge);
}

/** The bytes of the one `profilePhoto` file of a multipart form. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(PROFILE_TEXTS.photoMissing);
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: PHOTO_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'profilePhoto') throw badRequest(`Unexpected file ${part.fieldname}`);
      const bytes = await part.toBuffer();
      if (bytes.length > 0) photo = bytes;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PROFILE_TEXTS.photoTooLarge);
    if (statusCode === 413) throw new HttpError(413, PROFILE_TEXTS.photoTooLarge);
    throw badRequest(PROFILE_TEXTS.photoUnreadable);
  }
  if (!photo) throw badRequest(PROFILE_TEXTS.photoMissing);
  return photo;
}

/**
 * A user's profile by id (SPEC: GET/PUT /api/profile/{id}, the learner page's PATCH
 * /api/users/profile) and its photo: learners' and staff members'; buddies' fields come with
 * their dashboard.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = join(app.config.dataDir, 'uploads');
  const answered = {
    200: LearnerProfileSchema,
    400: ErrorSchema,
    404: ErrorSchema,
  };

  app.get(
    '/api/profile/:id',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "An account's profile with its settings (phone, consents, verifications): a learner's or staff member's profile, or a buddy's account (the user themselves, or a moderator)",
        params: ById,
        response: { 200: ProfileWithSettingsSchema, 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => readProfile(app.db, callerOf(request), request.params.id),
  );

  app.put(
    '/api/profile/:id',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Update one's own profile and settings: any account's name, phone (a new one is unverified), consents and password (with the current one; other sign-ins end, the user is mailed); a learner's availability, grid, language, level, about, interests, age, gender; a staff member's bio and department",
        params: ById,
        body: ProfileUpdateSchema,
        response: { ...answered, 200: ProfileWithSettingsSchema, 429: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const { profile, ended } = await updateProfile(
        app.db,
        callerOf(request),
        request.params.id,
        request.body,
      );
      if (ended) app.signIns.forget(ended.userId, ended.authSessionIds);
      return profile;
    },
  );

  app.post(
    '/api/profile/:id/photo',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Replace a learner's or buddy's own profile photo (multipart, one file profilePhoto: JPEG, PNG or WebP up to 5 MB; stored as a 512 px WebP)",
        params: ById,
        consumes: ['multipart/form-data'],
        response: {
          ...answered,
          200: z.union([LearnerProfileSchema, BuddyOwnProfileSchema]),
          411: ErrorSchema,
          413: ErrorSchema,
        },
      },
      onRequest: checkPhotoSize,
      config: { access: 'signed-in' },
    },
    async (request) => {
      const caller = callerOf(request);
      await checkPhotoUpload(app.db, caller, request.params.id);
      const photo = await readPhoto(request);
      return replacePhoto(app.db, caller, request.params.id, photo, uploadsDir);
    },
  );

  app.patch(
    '/api/users/profile',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Update the signed-in learner's own profile: name, gender, age, about, interests, and a new password with the current one (ends the other sessions)",
        body: OwnProfilePatchSchema,
        response: { ...answered, 429: ErrorSchema, 503: ErrorSchema },
      },
      config: { access: ['learner'] },
    },
    async (request) => {
      const { profile, ended } = await patchOwnProfile(app.db, callerOf(request), request.body);
      if (ended) app.signIns.forget(ended.userId, ended.authSessionIds);
      return profile;
    },
  );
};
