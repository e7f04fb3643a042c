import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TERMS_VERSION, type LegalDetails } from '../../../shared/legal';

const nullableText = z.string().nullable();

/**
 * GET /api/legal (decision 048): what the privacy policy, the terms and the imprint show of the
 * business, as configured (BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_KVK, BUSINESS_EMAIL; null
 * while unset), and the version of the terms a sign-up accepts.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const details: LegalDetails = { business: app.config.business, termsVersion: TERMS_VERSION };
  app.get(
    '/api/legal',
    {
      schema: {
        tags: ['legal'],
        summary:
          'The business details the legal pages show (null where not configured) and the current terms version',
        response: {
          200: z.object({
            business: z.object({
              name: nullableText,
              address: nullableText,
              kvk: nullableText,
              email: nullableText,
            }),
            termsVersion: z.string(),
          }),
        },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(details),
  );
};
