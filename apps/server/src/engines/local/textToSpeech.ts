import { join } from 'node:path';
import type { EngineFile, EngineRun } from '../engine';
import { EngineError } from '../engineError';
import { runProgram, withHeavySlot } from '../processes';

/** Speaks text with espeak-ng into a WAV file (the avatar reuses it). */
export async function speakToWav(text: string, run: EngineRun, name = 'speech.wav'): Promise<string> {
  const wav = join(run.workDir, name);
  await withHeavySlot(run.signal, () =>
    runProgram('espeak-ng', ['-v', 'en-us', '-s', '165', '--stdin', '-w', wav], {
      signal: run.signal,
      timeoutMs: 60_000,
      input: text,
    }),
  );
  return wav;
}

/** Text to speech on this machine: espeak-ng's voice, encoded to MP3 with ffmpeg. */
export async function localTextToSpeech({ text }: { text: string }, run: EngineRun) {
  if (!text.trim()) throw new EngineError('There is no text to speak.');
  const wav = await speakToWav(text, run);
  const mp3 = join(run.workDir, 'speech.mp3');
  await withHeavySlot(run.signal, () =>
    runProgram('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-codec:a', 'libmp3lame', '-q:a', '4', mp3], {
      signal: run.signal,
      timeoutMs: 60_000,
    }),
  );
  run.progress(1);
  const file: EngineFile = { path: mp3, contentType: 'audio/mpeg' };
  return { engine: 'local', files: [file] };
}
