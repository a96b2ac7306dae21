import { ttsTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { jobFailure, serverTool } from './serverTool';

/** Text to speech: the text read aloud, as MP3. */
export const tts = serverTool({
  definition: ttsTool,
  engine: 'textToSpeech',
  title: ({ text }) => titleFrom(text, 'Speech'),
  run: (engines, { text }, _files, run) => engines.textToSpeech({ text }, run),
  answer: ({ job, links: [url], credits }) => {
    if (job.state !== 'succeeded' || !url) throw jobFailure(job);
    return { url, credits, engine: job.engine };
  },
});
