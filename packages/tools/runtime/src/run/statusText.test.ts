import { describe, expect, it } from 'vitest';
import { statusText, type StatusWording } from './statusText';

const text = {
  sending: 'Sending…',
  waiting: 'Task created.',
  queued: 'Waiting in queue…',
  rendering: 'Rendering frames…',
  working: 'Working on it…',
  done: 'Your video is ready.',
};

const wording: StatusWording<typeof text> = {
  starting: 'sending',
  waiting: 'waiting',
  statuses: { QUEUED: 'queued', PENDING: 'queued', RENDERING: 'rendering' },
  otherwise: 'working',
  succeeded: 'done',
};

const running = (rawStatus?: string) => ({
  phase: 'running' as const,
  update: { status: 'running' as const, rawStatus, progress: undefined },
});

describe('statusText', () => {
  it('words each phase and the server’s status words, in any case', () => {
    expect(statusText({ phase: 'idle' }, text, wording)).toBeUndefined();
    expect(statusText({ phase: 'starting' }, text, wording)).toBe('Sending…');
    expect(statusText({ phase: 'running' }, text, wording)).toBe('Task created.');
    expect(statusText(running('rendering'), text, wording)).toBe('Rendering frames…');
    expect(statusText(running('pending'), text, wording)).toBe('Waiting in queue…');
    expect(statusText(running('UPLOADING'), text, wording)).toBe('Working on it…');
    expect(statusText({ phase: 'succeeded' }, text, wording)).toBe('Your video is ready.');
    expect(statusText({ phase: 'failed' }, text, wording)).toBeUndefined();
  });

  it('can show an unknown status word as the server sent it', () => {
    expect(statusText(running('UPLOADING'), text, { ...wording, otherwise: 'server-word' })).toBe('UPLOADING');
    expect(statusText(running(''), text, { ...wording, otherwise: 'server-word' })).toBe('Task created.');
  });
});
