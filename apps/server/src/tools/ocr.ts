import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ocrTool } from '@mediakit/api-client/tools';
import { textContentType } from '../inputs/sniff';
import { jobFailure, needFile, serverTool } from './serverTool';

/** OCR: the image's text with each word's box, kept with the job (and as a .txt in the library). */
export const ocr = serverTool({
  definition: ocrTool,
  engine: 'ocr',
  title: () => 'Text extraction',
  run: async (engines, _input, files, run) => {
    const result = await engines.ocr({ image: needFile(files, 'image') }, run);
    // The words are kept in the library as a .txt, like every paid output (Projects links to it).
    const path = join(run.workDir, 'text.txt');
    await writeFile(path, result.text, 'utf8');
    return {
      engine: result.engine,
      files: [{ path, contentType: textContentType }],
      text: result.text,
      words: result.words,
    };
  },
  answer: ({ job, credits }) => {
    if (job.state !== 'succeeded') throw jobFailure(job);
    return {
      text: typeof job.output?.text === 'string' ? job.output.text : '',
      words: Array.isArray(job.output?.words) ? job.output.words : [],
      credits,
      engine: job.engine,
    };
  },
});
