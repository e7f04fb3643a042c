import type { FastifyRequest } from 'fastify';
import { BuddyRegistrationSchema } from '../../../shared/auth';
import { activityByTitle } from '../../../shared/catalogue';
import { badRequest, HttpError } from '../../plugins/errors';
import { PHOTO_MAX_BYTES } from '../../lib/images';

const PHOTO_TOO_LARGE = 'The photo must be 5 MB or smaller';
const UNREADABLE_FORM = 'The application form could not be read. Please try again.';

/** The fields (activities repeated) and the optional profilePhoto file of a multipart form. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const activities: string[] = [];
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 60 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profilePhoto')
          throw badRequest(`Unexpected file ${part.fieldname}`);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) photo = bytes;
      } else if (part.fieldname === 'activities' || part.fieldname === 'activities[]') {
        activities.push(String(part.value));
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The parser's own errors: a file over the limit, or a broken or truncated form.
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, PHOTO_TOO_LARGE);
    throw badRequest(UNREADABLE_FORM);
  }
  return { fields: { ...fields, activities }, photo };
}

/**
 * Reads the buddy application: multipart form data (activities repeated, optional profilePhoto
 * file) or, for API clients, the same fields as JSON. Validates with the shared schema.
 */
export async function readBuddyApplication(request: FastifyRequest) {
  const { fields, photo } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: (request.body ?? {}) as Record<string, unknown>, photo: undefined };
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
