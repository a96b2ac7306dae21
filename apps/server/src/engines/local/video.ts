import { join } from 'node:path';
import type { EngineRun } from '../engine';
import { mediaDuration, runProgram, withHeavySlot } from '../processes';

/** The x264 preset for every encode: veryfast by default; ultrafast in tests (MEDIAKIT_FFMPEG_PRESET). */
export const encoderPreset = () => process.env.MEDIAKIT_FFMPEG_PRESET ?? 'veryfast';

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export type Motion = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right' | 'pan-up' | 'pan-down' | 'rotate';

/** The camera move a prompt asks for, by its words ("slow pan to the left", "zoom out"); zoom in by default. */
export function motionFromPrompt(prompt: string, fallback: Motion = 'zoom-in'): Motion {
  const text = prompt.toLowerCase();
  if (/zoom(ing)?\s+out|pull(s|ing)?\s+back|dolly\s+out/.test(text)) return 'zoom-out';
  if (/zoom|push(es|ing)?\s+in|dolly\s+in|close[- ]?up/.test(text)) return 'zoom-in';
  if (/\b(rotat|spin|turntable|orbit)/.test(text)) return 'rotate';
  if (/\bpan(s|ning)?\b[^.]*\bleft\b|\bleftward|\bto the left\b/.test(text)) return 'pan-left';
  if (/\bpan(s|ning)?\b[^.]*\bright\b|\brightward|\bto the right\b/.test(text)) return 'pan-right';
  if (/\b(tilt|pan)(s|ing)?\b[^.]*\bup\b|\bupward|\brise|\bascend/.test(text)) return 'pan-up';
  if (/\b(tilt|pan)(s|ing)?\b[^.]*\bdown\b|\bdownward|\bdescend/.test(text)) return 'pan-down';
  if (/\bpan/.test(text)) return 'pan-right';
  return fallback;
}

/** zoompan's zoom and position for a move over `frames` frames (the source is twice the output size). */
function zoompan(motion: Motion, frames: number) {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const center = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  switch (motion) {
    case 'zoom-out':
      return { z: `1.3-0.3*${t}`, ...center };
    case 'pan-left':
      return { z: '1.2', x: `(iw-iw/zoom)*(1-${t})`, y: center.y };
    case 'pan-right':
      return { z: '1.2', x: `(iw-iw/zoom)*${t}`, y: center.y };
    case 'pan-up':
      return { z: '1.2', x: center.x, y: `(ih-ih/zoom)*(1-${t})` };
    case 'pan-down':
      return { z: '1.2', x: center.x, y: `(ih-ih/zoom)*${t}` };
    default:
      return { z: `1+0.3*${t}`, ...center };
  }
}

export interface StillToVideo {
  image: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  motion: Motion;
  /** Canvas behind the picture when it is rotated (product shots). */
  background?: string;
  output: string;
}

/**
 * Animates a still with a camera move (Ken Burns): the picture is scaled and cropped to the output's aspect at twice
 * its size (so the move is smooth), then zoomed or panned frame by frame, or turned gently to and fro.
 */
export async function stillToVideo(spec: StillToVideo, run: EngineRun) {
  const width = even(spec.width);
  const height = even(spec.height);
  const frames = Math.max(1, Math.round(spec.seconds * spec.fps));
  const filter =
    spec.motion === 'rotate'
      ? [
          `scale=${width}:${height}:force_original_aspect_ratio=decrease`,
          `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=${spec.background ?? 'white'}`,
          `rotate=a='0.12*sin(2*PI*t/${spec.seconds})':c=${spec.background ?? 'white'}:ow=${width}:oh=${height}`,
          `fps=${spec.fps}`,
        ]
      : [
          `scale=${width * 2}:${height * 2}:force_original_aspect_ratio=increase`,
          `crop=${width * 2}:${height * 2}`,
          (() => {
            const move = zoompan(spec.motion, frames);
            return `zoompan=z='${move.z}':x='${move.x}':y='${move.y}':d=${frames}:s=${width}x${height}:fps=${spec.fps}`;
          })(),
        ];
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
        spec.image,
        '-vf',
        [...filter, 'format=yuv420p'].join(','),
        '-frames:v',
        String(frames),
        '-r',
        String(spec.fps),
        '-c:v',
        'libx264',
        '-preset',
        encoderPreset(),
        '-crf',
        '23',
        '-movflags',
        '+faststart',
        '-progress',
        'pipe:1',
        '-nostats',
        spec.output,
      ],
      {
        signal: run.signal,
        timeoutMs: 10 * 60_000,
        onLine: (line) => {
          const frame = /^frame=(\d+)/.exec(line)?.[1];
          if (frame) run.progress(Math.min(0.99, Number(frame) / frames));
        },
      },
    ),
  );
  return spec.output;
}

/** 4K: sharpened, then scaled with Lanczos into exactly 3840x2160 with square pixels (letterboxed when the aspect differs), audio kept. */
export async function upscaleTo4k(input: string, run: EngineRun) {
  const output = join(run.workDir, 'upscaled-4k.mp4');
  const seconds = await mediaDuration(input, run.signal).catch(() => 0);
  await withHeavySlot(run.signal, () =>
    runProgram(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-i',
        input,
        '-vf',
        // Sharpened at the source size, then scaled: the same look as sharpening the 4K frames for a ninth of the work.
        // The fitted size is even and the pixels square (setsar=1): otherwise scale keeps the rounded shape as a pixel
        // aspect such as 2559:2560 and players show 3840x2161.
        'unsharp=5:5:0.8:5:5:0.0,scale=3840:2160:force_original_aspect_ratio=decrease:force_divisible_by=2:flags=lanczos,pad=3840:2160:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p',
        '-c:v',
        'libx264',
        '-preset',
        encoderPreset(),
        '-crf',
        '20',
        '-c:a',
        'aac',
        '-b:a',
        '160k',
        '-movflags',
        '+faststart',
        '-progress',
        'pipe:1',
        '-nostats',
        output,
      ],
      {
        signal: run.signal,
        timeoutMs: 60 * 60_000,
        onLine: (line) => {
          const micros = /^out_time_us=(\d+)/.exec(line)?.[1];
          if (micros && seconds > 0) run.progress(Math.min(0.99, Number(micros) / 1e6 / seconds));
        },
      },
    ),
  );
  return output;
}
