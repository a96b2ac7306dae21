import { describe, expect, it } from 'vitest';
import {
  initialImageToVideoValues,
  normalizeDuration,
  sizePresets,
  toImageToVideoInput,
  validateImageToVideo,
  videoResolutions,
} from './imageToVideoForm';
import { imageToVideoMessages, type ImageToVideoMessages } from './messages';
import { statusText } from '@mediakit/tool-runtime';
import { videoStatusWording } from './imageToVideoWording';

const valid = { ...initialImageToVideoValues(), prompt: 'Waves', frameUrl: 'https://img.example/a.png' };

describe('image-to-video form rules', () => {
  it('lists the spec resolutions with their sizes, 720p by default', () => {
    expect(videoResolutions.map(({ id, width, height }) => `${id} ${width}x${height}`)).toEqual([
      '360p 640x360',
      '480p 854x480',
      '560p 992x560',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
    expect(initialImageToVideoValues().resolution).toBe('720p');
    expect(initialImageToVideoValues({ resolution: '4k' }).resolution).toBe('720p');
  });

  it('lists the spec custom size presets', () => {
    expect(sizePresets.map(({ name, width, height }) => `${name} ${width}x${height}`)).toEqual([
      'Square 768x768',
      'Landscape 1024x576',
      'Portrait 576x1024',
      'Instagram Story 1080x1920',
      'YouTube HD 1280x720',
    ]);
  });

  it('keeps 5 and turns anything else into 8', () => {
    expect([5, '5', 8, 6, 0, -5, Number.NaN, undefined, 'abc'].map(normalizeDuration)).toEqual([
      5, 5, 8, 8, 8, 8, 8, 8, 8,
    ]);
  });

  it('requires a resolution from the list', () => {
    expect(validateImageToVideo({ ...valid, resolution: '' })).toEqual({ resolution: 'resolutionRequired' });
    expect(imageToVideoMessages.resolutionRequired).toBe('Please choose a resolution.');
  });

  it('requires a prompt and a frame, by file or by http(s) URL', () => {
    expect(validateImageToVideo({ ...valid, prompt: '', frameUrl: '' })).toEqual({
      prompt: 'promptRequired',
      frame: 'frameRequired',
    });
    expect(imageToVideoMessages.promptRequired).toBe('Prompt is required');
    expect(imageToVideoMessages.frameRequired).toBe(
      'The model requires an image (upload a file or paste an image URL).',
    );
    expect(validateImageToVideo({ ...valid, frameUrl: 'javascript:alert(1)' })).toEqual({ frame: 'frameUrlInvalid' });
    expect(validateImageToVideo({ ...valid, frameUrl: 'not a url' })).toEqual({ frame: 'frameUrlInvalid' });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(validateImageToVideo({ ...valid, frameUrl: 'not a url', frameFile: file })).toEqual({});
  });

  it('sends only the file when both a file and a URL are given', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(toImageToVideoInput({ ...valid, frameFile: file })).toEqual({
      prompt: 'Waves',
      duration: 5,
      resolution: '720p',
      firstFrame: file,
    });
  });

  it('ignores a default file that is not a file, and keeps the good defaults', () => {
    const notAFile = 'frame.png' as unknown as File;
    expect(initialImageToVideoValues({ frameFile: notAFile, prompt: 'p', duration: 8, sizePreset: 'square' })).toEqual({
      prompt: 'p',
      duration: 8,
      resolution: '720p',
      sizePreset: 'square',
      frameFile: null,
      frameUrl: '',
    });
  });

  it('keeps the error and status messages verbatim', () => {
    expect(imageToVideoMessages.insufficientCredits).toBe('Insufficient credits. Need {required}, you have {have}.');
    expect(imageToVideoMessages.generateFailed).toBe('Error generating video: {details}');
    expect(imageToVideoMessages.statusCheckFailed).toBe('Error checking video status');
    expect(imageToVideoMessages.videoLoadFailed).toBe('Could not load the video.');
  });
});

describe('video status texts', () => {
  const running = (rawStatus?: string) =>
    ({ phase: 'running', update: { status: 'running', rawStatus, progress: undefined } }) as const;
  const videoStatusText = (run: ReturnType<typeof running>, text: ImageToVideoMessages) =>
    statusText(run, text, videoStatusWording);

  it('gives the spec text for each status', () => {
    const cases: [string, string][] = [
      ['IN_PROGRESS', 'Video is being processed…'],
      ['PENDING', 'Waiting in queue…'],
      ['QUEUED', 'Task queued, will start soon…'],
      ['PROCESSING', 'Processing video…'],
      ['RENDERING', 'Rendering frames…'],
    ];
    for (const [status, text] of cases) {
      expect(videoStatusText(running(status), imageToVideoMessages)).toBe(text);
      expect(videoStatusText(running(status.toLowerCase()), imageToVideoMessages)).toBe(text);
    }
  });

  it('prefers the status the client chose (current_status) and the partner wording', () => {
    const overridden = { ...imageToVideoMessages, statusRendering: 'Drawing…' };
    // The client reports current_status (RENDERING) before status (PROCESSING) as the raw status.
    expect(videoStatusText(running('RENDERING'), overridden)).toBe('Drawing…');
  });

  it('shows an unknown status as sent, and the waiting text before the first answer', () => {
    expect(videoStatusText(running('WARMING_UP'), imageToVideoMessages)).toBe('WARMING_UP');
    expect(videoStatusText(running(), imageToVideoMessages)).toBe('Task created. Checking its status every 5 seconds…');
  });
});
