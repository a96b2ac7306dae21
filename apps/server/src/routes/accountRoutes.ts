import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { verifyGoogleCredential } from '../accounts/google';
import { burnPasswordCheck, passwordMatches } from '../accounts/passwords';
import { randomToken } from '../accounts/secrets';
import { openSession, revokeToken } from '../accounts/sessions';
import {
  assertActive,
  createAccount,
  emailPattern,
  findUserByEmail,
  publicUser,
  type UserRow,
} from '../accounts/users';
import { isAdminRole } from '../accounts/roles';
import { activity, users } from '../db/schema';
import { accountOf, guards, linkBase, sessionCookie, xsrfCookie } from '../http/authenticate';
import { HttpError, invalid } from '../http/httpError';
import { fileRules } from '../inputs/fileRules';
import { readRequestInput } from '../inputs/requestInput';
import { storeMedia } from '../media/library';
import type { Services } from '../services';
import { parse, route } from './routeKit';

const credentials = z.object({
  email: z.string({ error: 'Email and password are required.' }).trim().min(1, 'Email and password are required.'),
  password: z.string({ error: 'Email and password are required.' }).min(1, 'Email and password are required.'),
  remember: z.boolean({ error: 'remember must be true or false.' }).default(true),
});

/** A session without "Remember me" ends with the browser (a session cookie) and on the server after 12 hours. */
export const unrememberedSessionTtlMs = 12 * 60 * 60 * 1000;

const registration = z.object({
  username: z
    .string({ error: 'The username field is required.' })
    .trim()
    .min(1, 'The username field is required.')
    .max(60, 'The username must be at most 60 characters.'),
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .regex(emailPattern, 'The email must be a valid email address.'),
  password: z
    .string({ error: 'The password field is required.' })
    .min(8, 'The password must be at least 8 characters.')
    .max(200, 'The password must be at most 200 characters.'),
});

const profile = z.object({
  name: z.string().trim().min(1, 'The name cannot be empty.').max(120).optional(),
  username: z.string().trim().min(1, 'The username cannot be empty.').max(60).optional(),
  email: z.string().trim().regex(emailPattern, 'The email must be a valid email address.').optional(),
  company: z.string().trim().max(120).optional(),
  phone: z.string().trim().max(40).optional(),
  bio: z.string().trim().max(2000).optional(),
  notifications: z
    .object({ emailProduct: z.boolean(), emailBilling: z.boolean(), emailSecurity: z.boolean() })
    .partial()
    .optional(),
});

export function accountRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);
  const secureCookies = services.config.publicUrl?.startsWith('https:') ?? false;

  /** Signs the account in: a bearer token in the answer and the same session as an HttpOnly cookie. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    { status = 200, extra = {}, remember = true }: { status?: number; extra?: object; remember?: boolean } = {},
  ) {
    const ttlMs = remember
      ? services.config.tokenTtlMs
      : Math.min(unrememberedSessionTtlMs, services.config.tokenTtlMs);
    const token = await openSession(services.db, user.id, ttlMs, request.headers['user-agent']);
    await services.db.insert(activity).values({ userId: user.id, kind: 'sign-in', detail: 'Signed in' });
    reply.setCookie(sessionCookie, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/',
      // Without Remember me: no Max-Age, so the browser forgets it when it closes.
      ...(remember ? { maxAge: Math.round(ttlMs / 1000) } : {}),
    });
    const fresh = (await services.db.select().from(users).where(eq(users.id, user.id)))[0] ?? user;
    return reply.status(status).send({
      ...extra,
      message:
        status === 201
          ? 'Account created successfully!'
          : isAdminRole(user.role)
            ? 'Admin login success'
            : 'User login success',
      token,
      user: await publicUser(
        services.db,
        fresh,
        linkBase(services, request),
        services.config.secret,
        services.payments,
      ),
    });
  }

  route(
    app,
    { operation: 'auth.csrfCookie' },
    {
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      handler: async (_request, reply) => {
        reply.setCookie(xsrfCookie, randomToken(24), {
          httpOnly: false,
          sameSite: 'lax',
          secure: secureCookies,
          path: '/',
        });
        return reply.status(204).send();
      },
    },
  );

  route(
    app,
    { operation: 'auth.login', fields: ['email', 'password', 'remember'] },
    {
      method: 'POST',
      url: '/api/v1/login',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const { email, password, remember } = parse(credentials, request.body);
        const user = await findUserByEmail(services.db, email);
        if (!user || !(await passwordMatches(user.passwordHash, password))) {
          if (!user) await burnPasswordCheck(password);
          throw new HttpError(401, { message: 'Invalid credentials' });
        }
        assertActive(user);
        return signIn(request, reply, user, { remember });
      },
    },
  );

  route(
    app,
    { operation: 'auth.loginWithGoogle', fields: ['credential'] },
    {
      method: 'POST',
      url: '/api/v1/auth/google',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const credential = (request.body as { credential?: unknown } | undefined)?.credential;
        const missing = typeof credential !== 'string' || !credential.trim();
        const notConfigured = 'Google sign-in is not configured on this server (set MEDIAKIT_GOOGLE_CLIENT_ID).';
        // Without a client id the server cannot verify anything: 501, saying what is missing.
        if (!services.config.google.clientId) {
          throw new HttpError(501, {
            message: missing ? 'Missing Google credential' : notConfigured,
            error: missing ? 'Missing Google credential' : notConfigured,
            details: notConfigured,
          });
        }
        if (missing) {
          throw new HttpError(422, {
            message: 'Missing Google credential',
            error: 'Missing Google credential',
            details: 'Missing Google credential',
          });
        }
        const identity = await verifyGoogleCredential(credential, services.config.google);
        const user = await services.db.transaction(async (tx) => {
          const existing = await findUserByEmail(tx, identity.email);
          if (existing) {
            if (!existing.googleSubject) {
              await tx.update(users).set({ googleSubject: identity.subject }).where(eq(users.id, existing.id));
            } else if (existing.googleSubject !== identity.subject) {
              throw new HttpError(401, { message: 'This Google account does not match the account of this e-mail.' });
            }
            return existing;
          }
          return createAccount(tx, {
            email: identity.email,
            username: identity.email.split('@')[0] ?? identity.name,
            name: identity.name,
            googleSubject: identity.subject,
            credits: services.config.signupCredits,
          });
        });
        assertActive(user);
        return signIn(request, reply, user);
      },
    },
  );

  route(
    app,
    { operation: 'auth.register', fields: ['username', 'email', 'password'] },
    {
      method: 'POST',
      url: '/api/v1/register',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const body = request.body as Record<string, unknown> | undefined;
        const parsed = registration.safeParse(body ?? {});
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Registration failed';
          throw new HttpError(422, { error: message, details: message });
        }
        const user = await services.db
          .transaction((tx) => createAccount(tx, { ...parsed.data, credits: services.config.signupCredits }))
          .catch((error: unknown) => {
            if (error instanceof HttpError) {
              throw new HttpError(error.status, { ...error.body, error: error.message });
            }
            throw error;
          });
        return signIn(request, reply, user, { status: 201 });
      },
    },
  );

  route(
    app,
    { operation: 'auth.logout' },
    {
      method: 'POST',
      url: '/api/v1/logout',
      preHandler: requireUser,
      handler: async (request, reply) => {
        if (request.sessionToken) await revokeToken(services.db, request.sessionToken);
        reply.clearCookie(sessionCookie, { path: '/' });
        return reply.status(204).send();
      },
    },
  );

  for (const url of ['/api/v1/user', '/api/user']) {
    route(
      app,
      { operation: 'user.me' },
      {
        method: 'GET',
        url,
        preHandler: requireUser,
        handler: async (request) => ({
          data: await publicUser(
            services.db,
            accountOf(request),
            linkBase(services, request),
            services.config.secret,
            services.payments,
          ),
        }),
      },
    );
  }

  route(
    app,
    {
      operation: 'user.updateProfile',
      fields: ['name', 'username', 'email', 'company', 'phone', 'bio', 'notifications'],
    },
    {
      method: 'PATCH',
      url: '/api/v1/user',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const changes = parse(profile, request.body);
        const updated = await services.db.transaction(async (tx) => {
          if (changes.email && changes.email.toLowerCase() !== account.email.toLowerCase()) {
            const taken = await findUserByEmail(tx, changes.email);
            if (taken && taken.id !== account.id) throw invalid('The email has already been taken.');
          }
          const values = {
            ...(changes.name !== undefined && { name: changes.name }),
            ...(changes.username !== undefined && { username: changes.username }),
            ...(changes.email !== undefined && { email: changes.email }),
            ...(changes.company !== undefined && { company: changes.company }),
            ...(changes.phone !== undefined && { phone: changes.phone }),
            ...(changes.bio !== undefined && { bio: changes.bio }),
            ...(changes.notifications && { notifications: { ...account.notifications, ...changes.notifications } }),
          };
          // Nothing to change is not an error: the answer is the profile as it stands.
          if (!Object.keys(values).length) return account;
          const [row] = await tx.update(users).set(values).where(eq(users.id, account.id)).returning();
          await tx.insert(activity).values({ userId: account.id, kind: 'profile', detail: 'Profile updated' });
          return row ?? account;
        });
        return {
          user: await publicUser(
            services.db,
            updated,
            linkBase(services, request),
            services.config.secret,
            services.payments,
          ),
        };
      },
    },
  );

  route(
    app,
    { operation: 'user.uploadAvatar', fields: ['avatar'] },
    {
      method: 'POST',
      url: '/api/v1/user/avatar',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const input = await readRequestInput(request, services, { avatar: fileRules.avatar });
        const file = input.files.avatar;
        if (!file) throw invalid('Please select an image.');
        const updated = await services.db.transaction(async (tx) => {
          const stored = await storeMedia(services, tx, {
            userId: account.id,
            path: file.path,
            contentType: file.contentType,
            title: 'Avatar',
            isInput: true,
          });
          const [row] = await tx
            .update(users)
            .set({ avatarMediaId: stored.id })
            .where(eq(users.id, account.id))
            .returning();
          return row ?? account;
        });
        return {
          data: await publicUser(
            services.db,
            updated,
            linkBase(services, request),
            services.config.secret,
            services.payments,
          ),
        };
      },
    },
  );
}
