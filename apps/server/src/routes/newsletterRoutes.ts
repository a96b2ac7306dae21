import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailPattern } from '../accounts/users';
import { subscribe } from '../newsletter/newsletter';
import type { Services } from '../services';
import { parse, route } from './routeKit';

const subscription = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, 'The email field is required.')
    .max(254, 'The email must be a valid email address.')
    .regex(emailPattern, 'The email must be a valid email address.'),
});

/** The public pages' newsletter form. */
export function newsletterRoutes(app: FastifyInstance, services: Services) {
  route(
    app,
    { operation: 'newsletter.subscribe', fields: ['email'] },
    {
      method: 'POST',
      url: '/api/v1/newsletter',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request) => {
        const { email } = parse(subscription, request.body);
        await subscribe(services.db, email);
        return { message: 'Thanks for subscribing!' };
      },
    },
  );
}
