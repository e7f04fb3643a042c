import type { FastifyRequest } from 'fastify';
import { BuddyRegistrationSchema } from '../../../shared/auth';
import { activityByTitle } from '../../../shared/catalogue';
import { badRequest, HttpError } from '../../plugins/errors';
import { PHOTO_MAX_BYTES } from '../../lib/images';

/**
 * Reads the buddy application: multipart form data (activities repeated, optional profilePhoto
 * file) or, for API clients, the same fields as JSON. Validates with the shared schema.
 */
export async function readBuddyApplication(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const activities: string[] = [];
  let photo: Buffer | undefined;

  if (request.isMultipart()) {
    for await (const part of request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 60 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profilePhoto')
          throw badRequest(`Unexpected file ${part.fieldname}`);
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'The photo must be 5 MB or smaller');
        if (bytes.length > 0) photo = bytes;
      } else if (part.fieldname === 'activities' || part.fieldname === 'activities[]') {
        activities.push(String(part.value));
      } else {
        fields[part.fieldname] = part.value;
      }
    }
    fields.activities = activities;
  } else {
    Object.assign(fields, request.body ?? {});
  }

  const parsed = BuddyRegistrationSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, issues[0]?.message ?? 'Invalid application', issues);
  }
  const application = parsed.data;
  const offered = application.activities.map((title) => {
    const activity = activityByTitle(title)!;
    const rateCents = Math.round(application.hourlyRate * 100);
    return {
      activityId: activity.id,
      description: activity.description,
      location: application.location || 'Amsterdam',
      rateMinCents: rateCents,
      rateMaxCents: rateCents,
    };
  });
  return { application, offered, photo };
}
