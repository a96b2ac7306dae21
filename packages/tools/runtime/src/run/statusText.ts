import type { ToolPhase } from './toolPhase';
import type { RunUpdate } from './toolRunStore';

type KeyOf<Messages> = Extract<keyof Messages, string>;

/**
 * How a tool words where its run stands, as keys of its (overridable) messages. A polled job's status answers carry
 * the server's own status word; `statuses` maps those words (any case) to the tool's texts.
 */
export interface StatusWording<Messages> {
  /** While a polled job's start request is on its way (default: the status box's own 'Sending…'). */
  starting?: KeyOf<Messages>;
  /** While running with no status answer yet: a one-shot request, or a job just created. */
  waiting?: KeyOf<Messages>;
  /** The server's status words, upper case, e.g. `{ RENDERING: 'statusRendering' }`. */
  statuses?: Partial<Record<string, KeyOf<Messages>>>;
  /** Any other status word: a text of the tool's, or `'server-word'` to show the word as the server sent it. */
  otherwise?: KeyOf<Messages> | 'server-word';
  /** Once the run succeeded. */
  succeeded?: KeyOf<Messages>;
}

/** The status text for a run: the tool's words for its phase and the server's latest status word, or undefined. */
export function statusText<Messages extends Record<string, string>>(
  run: { phase: ToolPhase; update?: RunUpdate | undefined },
  text: Messages,
  wording: StatusWording<Messages>,
): string | undefined {
  const say = (key: KeyOf<Messages> | undefined): string | undefined => (key === undefined ? undefined : text[key]);
  switch (run.phase) {
    case 'starting':
      return say(wording.starting);
    case 'succeeded':
      return say(wording.succeeded);
    case 'running': {
      const word = run.update?.rawStatus;
      if (word === undefined || word.trim() === '') return say(wording.waiting ?? asKey(wording.otherwise));
      const known = wording.statuses?.[word.trim().toUpperCase()];
      if (known) return say(known);
      return wording.otherwise === 'server-word' ? word : say(wording.otherwise ?? wording.waiting);
    }
    default:
      return undefined;
  }
}

function asKey<Key extends string>(value: Key | 'server-word' | undefined): Key | undefined {
  return value === 'server-word' ? undefined : value;
}
