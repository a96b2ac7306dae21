import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteOwnAccount } from '../accounts/accountDeletion';
import { activityKinds, listActivity } from '../accounts/accountActivity';
import { changePassword, passwordRule } from '../accounts/passwordChange';
import { publicUser } from '../accounts/users';
import { media, users } from '../db/schema';
import { accountOf, guards, linkBase, sessionCookie } from '../http/authenticate';
import { invalid } from '../http/httpError';
import { fileRules } from '../inputs/fileRules';
import { readRequestInput } from '../inputs/requestInput';
import { deleteStoredFiles, storeMedia } from '../media/library';
import type { Services } from '../services';
import { pageQuery, parse, route } from './routeKit';

const newPassword = z
  .string({ error: 'The new password is required.' })
  .min(passwordRule.min, `The password must be at least ${passwordRule.min} characters.`)
  .max(passwordRule.max, `The password must be at most ${passwordRule.max} characters.`);

const passwordChange = z.object({
  current_password: z
    .string({ error: 'The current password is required.' })
    .min(1, 'The current password is required.'),
  password: newPassword,
});

const activityQuery = pageQuery.extend({
  kind: z.enum(activityKinds, { error: `The kind must be one of ${activityKinds.join(', ')}.` }).optional(),
});

/** The profile's settings: password, activity, cover picture, deleting the account. */
export function accountSettingsRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);

  route(
    app,
    { operation: 'user.changePassword', fields: ['current_password', 'password'] },
    {
      method: 'POST',
      url: '/api/v1/user/password',
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request) => {
        const body = parse(passwordChange, request.body);
        await changePassword(services.db, accountOf(request), {
          current: body.current_password,
          next: body.password,
          ...(request.sessionToken ? { sessionToken: request.sessionToken } : {}),
        });
        const account = accountOf(request);
        if (account.notifications.emailSecurity) {
          await services.email
            .send({
              to: account.email,
              subject: 'Your Mediakit password was changed',
              text: [
                `Hello ${account.name},`,
                '',
                'The password of your Mediakit account was just changed, and your other sessions were signed out.',
                'If it was not you, reset your password now with "Forgot password" on the sign-in page.',
                '',
                'Mediakit',
              ].join('\n'),
              kind: 'password-changed',
              userId: account.id,
            })
            .catch((error: unknown) => services.log.error({ err: error }, 'security e-mail failed'));
        }
        return { message: 'Password changed. Other sessions were signed out.' };
      },
    },
  );

  route(
    app,
    { operation: 'user.activity' },
    {
      method: 'GET',
      url: '/api/v1/user/activity',
      preHandler: requireUser,
      handler: async (request) => {
        const query = parse(activityQuery, request.query);
        return listActivity(services.db, accountOf(request).id, {
          page: query.page,
          pageSize: query.page_size,
          ...(query.kind ? { kinds: [query.kind] } : {}),
        });
      },
    },
  );

  route(
    app,
    { operation: 'user.uploadCover', fields: ['cover'] },
    {
      method: 'POST',
      url: '/api/v1/user/cover',
      preHandler: requireUser,
      handler: async (request) => {
        const account = accountOf(request);
        const input = await readRequestInput(request, services, { cover: fileRules.cover });
        const file = input.files.cover;
        if (!file) throw invalid('Please select an image.');
        const { updated, replaced } = await services.db.transaction(async (tx) => {
          const stored = await storeMedia(services, tx, {
            userId: account.id,
            path: file.path,
            contentType: file.contentType,
            title: 'Cover',
            isInput: true,
          });
          const [before] = await tx
            .select({ coverMediaId: users.coverMediaId })
            .from(users)
            .where(eq(users.id, account.id))
            .for('update');
          const [row] = await tx
            .update(users)
            .set({ coverMediaId: stored.id })
            .where(eq(users.id, account.id))
            .returning();
          // The previous cover is nobody's input any more: its row goes now, its file after the commit.
          const old = before?.coverMediaId
            ? await tx
                .delete(media)
                .where(and(eq(media.id, before.coverMediaId), eq(media.userId, account.id)))
                .returning({ storageKey: media.storageKey, thumbKey: media.thumbKey })
            : [];
          return { updated: row ?? account, replaced: old };
        });
        await deleteStoredFiles(services, replaced);
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

  route(
    app,
    { operation: 'user.deleteAccount', fields: ['password'] },
    {
      method: 'DELETE',
      url: '/api/v1/user',
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const { password } = parse(
          z.object({
            password: z
              .string({ error: 'Enter your password to delete the account.' })
              .min(1, 'Enter your password to delete the account.'),
          }),
          request.body,
        );
        await deleteOwnAccount(services, accountOf(request), password);
        reply.clearCookie(sessionCookie, { path: '/' });
        return reply.status(204).send();
      },
    },
  );
}
