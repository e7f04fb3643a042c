import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ErrorSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  MessageSchema,
  ResetPasswordSchema,
  SendEmailVerificationSchema,
  VerifyEmailSchema,
} from '../../../shared/auth';
import { callerOf } from '../../plugins/access';
import {
  forgotPassword,
  login,
  logout,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from './service';
import { endPageSession, startPageSession } from './page-session';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginSchema,
        response: {
          200: LoginResponseSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const signedIn = await login(app.db, request.body.email, request.body.password, request.ip);
      startPageSession(reply, signedIn.token);
      return signedIn;
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: MessageSchema },
      },
      config: { access: 'signed-in', evenWhenSuspended: true },
    },
    async (request, reply) => {
      const ended = await logout(app.db, callerOf(request));
      app.signIns.forget(ended.userId, ended.authSessionIds);
      endPageSession(reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, 429: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await forgotPassword(app.db, request.body.email, request.ip);
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const ended = await resetPassword(app.db, request.body.token, request.body.newPassword);
      app.signIns.forget(ended.userId, ended.authSessionIds);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );

  app.post(
    '/api/profile/send-email-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a verification link for the account email',
        body: SendEmailVerificationSchema.nullish(),
        response: {
          200: MessageSchema.extend({ verificationToken: z.string().optional() }),
          400: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const token = await sendEmailVerification(
        app.db,
        callerOf(request).userId,
        request.body?.email,
      );
      // The token itself is handed out only in development, where no mail leaves the machine.
      return app.config.production
        ? { message: AUTH_MESSAGES.verificationSent }
        : { message: AUTH_MESSAGES.verificationSent, verificationToken: token };
    },
  );

  app.post(
    '/api/profile/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mark the email verified with a verification token',
        body: VerifyEmailSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return { message: AUTH_MESSAGES.emailVerified };
    },
  );
};
