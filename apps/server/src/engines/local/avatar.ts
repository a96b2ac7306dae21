import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile, EngineRun } from '../engine';
import { EngineError } from '../engineError';
import { mediaDuration, runProgram, withHeavySlot } from '../processes';
import { seededRandom } from './seededRandom';
import { speakToWav } from './textToSpeech';
import { encoderPreset } from './video';

/** A drawn portrait (head, hair, face) in colours drawn from the script, when no portrait is given. */
export async function drawnPortrait(script: string, path: string) {
  const random = seededRandom('avatar', script);
  const skin = random.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = random.pick(['#2c1b10', '#4a2f1b', '#b55239', '#d9b26f', '#1f1f1f']);
  const shirt = `hsl(${random.int(0, 360)}, 45%, 45%)`;
  const backdrop = `hsl(${random.int(0, 360)}, 35%, 82%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720">
    <rect width="720" height="720" fill="${backdrop}"/>
    <ellipse cx="360" cy="700" rx="250" ry="190" fill="${shirt}"/>
    <rect x="320" y="450" width="80" height="90" fill="${skin}"/>
    <ellipse cx="360" cy="330" rx="150" ry="175" fill="${skin}"/>
    <path d="M205 320 Q210 140 360 140 Q510 140 515 320 Q490 215 360 205 Q230 215 205 320 Z" fill="${hair}"/>
    <ellipse cx="305" cy="330" rx="16" ry="12" fill="#fff"/><circle cx="305" cy="332" r="8" fill="#2b2b2b"/>
    <ellipse cx="415" cy="330" rx="16" ry="12" fill="#fff"/><circle cx="415" cy="332" r="8" fill="#2b2b2b"/>
    <path d="M285 300 Q305 288 325 300" stroke="${hair}" stroke-width="7" fill="none"/>
    <path d="M395 300 Q415 288 435 300" stroke="${hair}" stroke-width="7" fill="none"/>
    <path d="M355 350 Q360 385 345 392" stroke="#00000055" stroke-width="4" fill="none"/>
    <path d="M318 425 Q360 455 402 425" stroke="#8a3b3b" stroke-width="9" fill="none" stroke-linecap="round"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

/** Subtitles for the script, spread over the audio in chunks of about six words (SRT). */
export function captionsSrt(script: string, seconds: number) {
  const words = script.trim().split(/\s+/).filter(Boolean);
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += 6) chunks.push(words.slice(index, index + 6).join(' '));
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0) || 1;
  const stamp = (time: number) => {
    const ms = Math.round(time * 1000);
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
  };
  let start = 0;
  return chunks
    .map((chunk, index) => {
      const end = start + (seconds * chunk.length) / total;
      const cue = `${index + 1}\n${stamp(start)} --> ${stamp(end)}\n${chunk}\n`;
      start = end;
      return cue;
    })
    .join('\n');
}

/**
 * The local avatar: the portrait (uploaded, else drawn) with a slow push-in, the script spoken by espeak-ng, and the
 * script burned in as captions, as an mp4. A talking-head provider animates the face; this engine does not.
 */
export async function localAvatar(input: { script: string; portrait?: EngineFile }, run: EngineRun) {
  if (!input.script.trim()) throw new EngineError('The script is empty.');
  const portrait = input.portrait?.path ?? (await drawnPortrait(input.script, join(run.workDir, 'portrait.png')));
  const wav = await speakToWav(input.script, run, 'voice.wav');
  const seconds = Math.max(1, await mediaDuration(wav, run.signal));
  const srt = join(run.workDir, 'captions.srt');
  await writeFile(srt, captionsSrt(input.script, seconds));
  const output = join(run.workDir, 'avatar.mp4');
  const fps = 25;
  const frames = Math.ceil(seconds * fps);
  await withHeavySlot(run.signal, () =>
    runProgram(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-loop',
        '1',
        '-i',
        portrait,
        '-i',
        wav,
        '-filter_complex',
        [
          `[0:v]scale=1440:1440:force_original_aspect_ratio=increase,crop=1440:1440`,
          `zoompan=z='1+0.08*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=720x720:fps=${fps}`,
          `subtitles=${srt}:force_style='FontName=DejaVu Sans,FontSize=20,PrimaryColour=&H00FFFFFF,OutlineColour=&H80000000,BorderStyle=3,Outline=1,MarginV=28'`,
          'format=yuv420p[v]',
        ].join(','),
        '-map',
        '[v]',
        '-map',
        '1:a',
        '-shortest',
        '-c:v',
        'libx264',
        '-preset',
        encoderPreset(),
        '-crf',
        '23',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        output,
      ],
      { signal: run.signal, timeoutMs: 10 * 60_000 },
    ),
  );
  run.progress(1);
  return { engine: 'local', files: [{ path: output, contentType: 'video/mp4' }] };
}
