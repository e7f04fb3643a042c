import type { FastifyRequest } from 'fastify';
import { BuddyRegistrationSchema } from '../../../shared/auth';
import { activityByTitle } from '../../../shared/catalogue';
import { DEFAULT_MEETING_PLACE } from '../../../shared/discovery';
import { badRequest, HttpError } from '../../lib/http-errors';
import { PHOTO_MAX_BYTES } from '../../lib/images';

const PHOTO_TOO_LARGE = 'The photo must be 5 MB or smaller';
const UNREADABLE_FORM = 'The application form could not be read. Please try again.';
const FIELD_TOO_LARGE = 'A field of the application is too long';
const LENGTH_REQUIRED = 'The application was sent without its length. Please try again.';

/**
 * The limits of a multipart application: one photo, a few dozen short fields, nothing else.
 * The whole body may be the photo plus a little: checked from Content-Length before reading.
 */
export const APPLICATION_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 40,
  parts: 41,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};
const APPLICATION_MAX_BYTES = PHOTO_MAX_BYTES + 256 * 1024;

/** onRequest: a multipart body without a length, or longer than an application can be, is refused unread. */
export async function checkApplicationSize(request: FastifyRequest) {
  // isMultipart() is only known once the body parser ran: read the header.
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
  const length = Number(request.headers['content-length']);
  if (!Number.isSafeInteger(length)) throw new HttpError(411, LENGTH_REQUIRED);
  if (length > APPLICATION_MAX_BYTES) throw new HttpError(413, PHOTO_TOO_LARGE);
}

/** The fields (activities repeated) and the optional profilePhoto file of a multipart form. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const activities: string[] = [];
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: APPLICATION_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profilePhoto')
          throw badRequest(`Unexpected file ${part.fieldname}`);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) photo = bytes;
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, FIELD_TOO_LARGE);
      } else if (part.fieldname === 'activities' || part.fieldname === 'activities[]') {
        activities.push(String(part.value));
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The parser's own errors: a file over the limit, too many parts, or a broken form.
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE);
    if (statusCode === 413) throw new HttpError(413, 'The application has too many fields');
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
      location: application.location || DEFAULT_MEETING_PLACE,
      rateMinCents: rateCents,
      rateMaxCents: rateCents,
    };
  });
  return { application, offered, photo };
}
