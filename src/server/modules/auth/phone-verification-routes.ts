import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, MessageSchema } from '../../../shared/auth';
import {
  PHONE_VERIFICATION_TEXTS as TEXTS,
  SendSmsVerificationSchema,
  SmsVerificationSentSchema,
  VerifyPhoneSchema,
} from '../../../shared/phone-verification';
import { HttpError } from '../../lib/http-errors';
import { callerOf } from '../../plugins/access';
import { sendPhoneCode, verifyPhone } from './phone-verification';

/**
 * SPEC section 7: a code by text message to the signed-in user's phone, and its check. Without a
 * way to send texts (production without SMS_PROVIDER) both answer 503.
 */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{ smsAvailable: boolean }> = async (
  app,
  { smsAvailable },
) => {
  const needSms = async () => {
    if (!smsAvailable) throw new HttpError(503, TEXTS.unavailable);
  };

  app.post(
    '/api/profile/send-sms-verification',
    {
      schema: {
        tags: ['auth'],
        summary: `Text a 6-digit code to a Dutch phone number (it works 10 minutes; a new one ends the older)`,
        body: SendSmsVerificationSchema,
        response: {
          200: SmsVerificationSentSchema,
          400: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
      preHandler: needSms,
    },
    async (request) => {
      const code = await sendPhoneCode(app.db, callerOf(request).userId, request.body.phone);
      // The code itself is handed out only in development, where no text leaves the machine.
      return app.config.production
        ? { message: TEXTS.codeSent }
        : { message: TEXTS.codeSent, verificationCode: code };
    },
  );

  app.post(
    '/api/profile/verify-phone',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Check the code from the text message: its number becomes the account's verified phone",
        body: VerifyPhoneSchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
      config: { access: 'signed-in' },
      preHandler: needSms,
    },
    async (request) => {
      await verifyPhone(app.db, callerOf(request).userId, request.body.code);
      return { message: TEXTS.verified };
    },
  );
};
