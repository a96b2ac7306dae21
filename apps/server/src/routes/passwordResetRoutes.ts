import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestPasswordReset, resetLinkInvalid, resetPassword, resetRequestAnswer } from '../accounts/passwordReset';
import { passwordRule } from '../accounts/passwordChange';
import { emailPattern } from '../accounts/users';
import { guards, linkBase } from '../http/authenticate';
import { notFound } from '../http/httpError';
import { listOutbox, outboxAttachment } from '../email/email';
import type { Services } from '../services';
import { pageQuery, parse, route } from './routeKit';

const resetRequest = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .regex(emailPattern, 'The email must be a valid email address.'),
});

const reset = z.object({
  token: z.string({ error: resetLinkInvalid }).min(1, resetLinkInvalid),
  password: z
    .string({ error: 'The password field is required.' })
    .min(passwordRule.min, `The password must be at least ${passwordRule.min} characters.`)
    .max(passwordRule.max, `The password must be at most ${passwordRule.max} characters.`),
});

/**
 * Where the reset link points: the configured public URL, else the page that asked (its Origin, when it is one of
 * the allowed origins: the host app in development), else this server.
 */
function appUrl(services: Services, request: FastifyRequest) {
  const origin = request.headers.origin;
  if (services.config.publicUrl) return services.config.publicUrl;
  if (origin && services.config.corsOrigins.includes(origin)) return origin;
  return linkBase(services, request);
}

/** Forgot password, reset with the e-mailed token, and the development outbox admins read. */
export function passwordResetRoutes(app: FastifyInstance, services: Services) {
  const { requireAdmin } = guards(services);

  route(
    app,
    { operation: 'auth.forgotPassword', fields: ['email'] },
    {
      method: 'POST',
      url: '/api/v1/forgot-password',
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      handler: async (request) => {
        const { email } = parse(resetRequest, request.body);
        // The look-up and the mail happen after the answer: its timing says nothing about the account.
        void requestPasswordReset(services, email, appUrl(services, request)).catch((error: unknown) =>
          services.log.error({ err: error }, 'password reset e-mail failed'),
        );
        return { message: resetRequestAnswer };
      },
    },
  );

  route(
    app,
    { operation: 'auth.resetPassword', fields: ['token', 'password'] },
    {
      method: 'POST',
      url: '/api/v1/reset-password',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request) => {
        const body = parse(reset, request.body);
        await resetPassword(services, body.token, body.password);
        return { message: 'Your password has been reset. You can sign in with the new one.' };
      },
    },
  );

  route(
    app,
    { operation: 'admin.outbox.list' },
    {
      method: 'GET',
      url: '/api/v1/admin/outbox',
      preHandler: requireAdmin,
      handler: async (request) => {
        const query = parse(pageQuery.extend({ to: z.string().trim().max(320).optional() }), request.query);
        return listOutbox(services.db, {
          page: query.page,
          pageSize: query.page_size,
          ...(query.to ? { to: query.to } : {}),
        });
      },
    },
  );

  route(
    app,
    { operation: 'admin.outbox.attachment' },
    {
      method: 'GET',
      url: '/api/v1/admin/outbox/:id/attachments/:index',
      preHandler: requireAdmin,
      handler: async (request, reply) => {
        const { id, index } = request.params as { id: string; index: string };
        const attachment = /^\d+$/.test(index) ? await outboxAttachment(services.db, id, Number(index)) : undefined;
        if (!attachment) throw notFound('Attachment not found.');
        return reply
          .header('Content-Type', attachment.contentType)
          .header('Content-Disposition', `attachment; filename="${attachment.name.replace(/["\\\r\n]/g, '_')}"`)
          .send(attachment.content);
      },
    },
  );
}
