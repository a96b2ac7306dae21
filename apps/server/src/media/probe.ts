import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

export interface MediaFacts {
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** Dimensions and duration read from the file itself (sharp for images, ffprobe for video and audio). */
export async function probeMedia(path: string, contentType: string): Promise<MediaFacts> {
  if (contentType.startsWith('text/')) return {};
  if (contentType.startsWith('image/')) {
    const { width, height } = await sharp(path).metadata();
    return { width, height };
  }
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      {
        timeout: 15_000,
      },
    );
    const info = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: { codec_type?: string; width?: number; height?: number }[];
    };
    const video = info.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(info.format?.duration);
    return {
      ...(video?.width && video.height ? { width: video.width, height: video.height } : {}),
      ...(Number.isFinite(duration) ? { durationSeconds: duration } : {}),
    };
  } catch {
    return {};
  }
}
