import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorSchema,
  LearnerCompleteSchema,
  LearnerRegistrationSchema,
  LoginResponseSchema,
} from '../../../shared/auth';
import { BuddyProfileUpdateSchema } from '../../../shared/buddy-profile';
import { BuddyOwnProfileSchema, LearnerProfileSchema } from '../../../shared/profiles-schemas';
import { MESSAGES } from '../../../shared/field-rules';
import { storeProfilePhoto } from '../../lib/images';
import { startPageSession } from '../auth/page-session';
import { callerOf } from '../../plugins/access';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { profileRoutes } from './profile-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';
import { buddyProfileOf, learnerProfileOf } from './profiles';
import { checkApplicationSize, readBuddyApplication } from './registration';
import { register } from './register';
import { limitRegistrations } from './service';
import { updateBuddyProfile } from './buddy-profile';

const registered = {
  201: LoginResponseSchema,
  400: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = join(app.config.dataDir, 'uploads');
  await app.register(profileRoutes);
  await app.register(unsubscribeRoutes);

  app.post(
    '/api/register/learner',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a learner and sign in',
        body: LearnerRegistrationSchema,
        response: registered,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password, confirmPassword, proficiencyLevel } =
        request.body;
      if (password !== confirmPassword) throw badRequest(MESSAGES.passwordsDoNotMatch);
      await limitRegistrations(app.db, request.ip);
      const signedIn = await register(
        app.db,
        {
          role: 'learner',
          email,
          password,
          fullName: `${firstName} ${lastName}`,
          learner: { proficiencyLevel },
          termsAccepted: true,
        },
        request.ip,
      );
      startPageSession(reply, signedIn.token);
      return reply.code(201).send(signedIn);
    },
  );

  app.post(
    '/api/register/learner/complete',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a learner from the Sign Up tab and sign in',
        body: LearnerCompleteSchema,
        response: registered,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { email, password, fullName, proficiencyLevel } = request.body;
      await limitRegistrations(app.db, request.ip);
      const signedIn = await register(
        app.db,
        {
          role: 'learner',
          email,
          password,
          fullName,
          learner: { proficiencyLevel },
          termsAccepted: true,
        },
        request.ip,
      );
      startPageSession(reply, signedIn.token);
      return reply.code(201).send(signedIn);
    },
  );

  app.post(
    '/api/register/buddy',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Apply as a buddy (multipart: fields, activities repeated, optional profilePhoto); signs in',
        consumes: ['multipart/form-data', 'application/json'],
        response: { ...registered, 411: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
      onRequest: checkApplicationSize,
      config: { access: 'public' },
    },
    async (request, reply) => {
      await limitRegistrations(app.db, request.ip);
      const { application, offered, photo } = await readBuddyApplication(request);
      const photoPath = photo ? await storeProfilePhoto(uploadsDir, photo) : null;
      try {
        const signedIn = await register(
          app.db,
          {
            role: 'buddy',
            email: application.email,
            password: application.password,
            fullName: application.fullName,
            phone: application.phone ?? null,
            photo: photoPath,
            termsAccepted: true,
            buddy: {
              description: application.customDescription,
              location: application.location || 'Amsterdam',
              activities: offered,
            },
          },
          request.ip,
        );
        startPageSession(reply, signedIn.token);
        return reply.code(201).send(signedIn);
      } catch (err) {
        if (photoPath)
          await rm(join(uploadsDir, photoPath.replace('/uploads/', '')), { force: true });
        throw err;
      }
    },
  );

  app.get(
    '/api/learner/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in learner's own profile",
        response: { 200: LearnerProfileSchema },
      },
      config: { access: ['learner'] },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      return app.userReads.send(request, reply, userId, async () => {
        const profile = await learnerProfileOf(app.db, userId);
        if (!profile) throw unauthorized();
        return profile;
      });
    },
  );

  app.get(
    '/api/buddy/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in buddy's own profile",
        response: { 200: BuddyOwnProfileSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      return app.userReads.send(request, reply, userId, async () => {
        const profile = await buddyProfileOf(app.db, userId);
        if (!profile) throw unauthorized();
        return profile;
      });
    },
  );

  app.put(
    '/api/buddy/profile',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Update the signed-in buddy's own profile: name, availability, about, description, languages, and the whole list of activities with their rates (live at once when listed)",
        body: BuddyProfileUpdateSchema,
        response: { 200: BuddyOwnProfileSchema, 400: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request) => updateBuddyProfile(app.db, callerOf(request).userId, request.body),
  );
};
