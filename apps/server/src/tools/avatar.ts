import { avatarTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { jobFailure, serverTool } from './serverTool';

/** The talking avatar: a portrait speaking the script, with captions. */
export const avatar = serverTool({
  definition: avatarTool,
  engine: 'avatar',
  title: ({ script }) => titleFrom(script, 'Avatar video'),
  run: (engines, { script }, files, run) =>
    engines.avatar({ script, ...(files.portrait ? { portrait: files.portrait } : {}) }, run),
  answer: ({ job, links: [url], credits }) => {
    if (job.state !== 'succeeded' || !url) throw jobFailure(job);
    return { url, credits, engine: job.engine };
  },
});
