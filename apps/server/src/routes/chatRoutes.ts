import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isAdminRole } from '../accounts/roles';
import { connectHint } from '../engines/engineInfo';
import { guards } from '../http/authenticate';
import { HttpError, invalid } from '../http/httpError';
import type { Services } from '../services';
import { route } from './routeKit';

/** Chat is a conversation, not a media job: free, answered in the request, nothing stored. */
export function chatRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);
  route(
    app,
    { operation: 'chat.send', fields: ['prompt'] },
    {
      method: 'POST',
      url: '/api/v1/chat',
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request) => {
        const prompt = (request.body as { prompt?: unknown } | undefined)?.prompt;
        if (typeof prompt !== 'string' || !prompt.trim()) throw invalid('Please type a message.');
        if (prompt.length > 8000) throw invalid('The message must be at most 8000 characters.');
        await mkdir(services.config.tmpDir, { recursive: true });
        const workDir = await mkdtemp(join(services.config.tmpDir, 'chat-'));
        const controller = new AbortController();
        request.raw.once('close', () => controller.abort());
        try {
          const { reply, engine } = await services.engines.chat(
            { prompt: prompt.trim() },
            { workDir, signal: controller.signal, progress: () => undefined },
          );
          // The local engine's words are for anyone; how to connect a model is said to admins only.
          const forAdmin =
            engine === 'local' && isAdminRole(request.account!.role)
              ? `\n\nFor administrators, to connect a language model: ${connectHint('chat')}`
              : '';
          return { reply: reply + forAdmin, engine };
        } catch (error) {
          request.log.warn({ err: error }, 'chat engine failed');
          throw new HttpError(502, { message: 'The chat engine could not answer. Please try again.' });
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
    },
  );
}
