import { isAbortError, isSafeUrl, type MediakitClient } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { useEffect, useRef, useState } from 'react';
import { PlainLink } from '@mediakit/ui/Link';
import { useToolView } from '../ToolLayout/toolView';
import { useMediakitClient } from '../MediakitProvider';
import { useToolMessages } from '../hooks/useToolMessages';
import * as styles from './ResultActions.css';

export const resultActionsMessages = {
  download: 'Download',
  downloading: 'Downloading…',
  downloaded: 'Saved as {fileName}.',
  downloadFailed: 'Download failed',
  openedInstead: 'Download failed: the file opened in a new tab instead.',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy the link. Select it and copy it instead.',
  open: 'Open in new tab',
  unsafe: 'This link cannot be opened.',
  localEngine: 'Made by the server’s built-in local engine (no AI provider connected).',
};

export type ResultActionsMessages = typeof resultActionsMessages;

export interface ResultActionsProps {
  /** The result's URL. Only http(s) links are offered to open; blob: URLs of this page can be downloaded. */
  url: string;
  /** The download's file name (sanitised by the client: no < > : " / \ | ? *, at most 120 characters). */
  fileName: string;
  client?: MediakitClient;
  /** Label for the download button, e.g. 'Download PNG'. */
  downloadLabel?: string;
  messages?: Partial<ResultActionsMessages>;
  className?: string;
  /**
   * Which engine made the result (the server says so). 'local' adds a note that the server's built-in engine made it,
   * with no AI provider connected, so nobody mistakes a local stand-in for a model's work.
   */
  engine?: string | undefined;
}

type Feedback = { tone: 'info' | 'error'; text: string } | undefined;

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** Download, Copy link and Open in a new tab for a generated result. */
export function ResultActions({
  url,
  fileName,
  client,
  downloadLabel,
  messages,
  className,
  engine,
}: ResultActionsProps) {
  // Inside a tool's layout, its client prop and the partner's wording for the shared parts.
  const view = useToolView();
  const api = useMediakitClient(client ?? view.client);
  const text = useToolMessages(resultActionsMessages, { ...view.sharedMessages?.resultActions, ...messages });
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const safe = isSafeUrl(url);

  const download = async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setFeedback(undefined);
    try {
      const outcome = await api.downloads.save(url, fileName, { signal: controller.signal });
      setFeedback(
        outcome.method === 'saved'
          ? { tone: 'info', text: text.downloaded.replace('{fileName}', outcome.fileName) }
          : { tone: 'error', text: text.openedInstead },
      );
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      setFeedback({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : text.downloadFailed,
      });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setFeedback({ tone: 'info', text: text.copied }),
      () => setFeedback({ tone: 'error', text: text.copyFailed }),
    );
  };

  if (!safe) {
    return (
      <p className={[styles.feedback, className].filter(Boolean).join(' ')} data-tone="error" role="alert">
        {text.unsafe}
      </p>
    );
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button size="sm" onPress={download} isPending={busy} pendingLabel={text.downloading}>
        {downloadLabel ?? text.download}
      </Button>
      <Button size="sm" variant="secondary" onPress={copy}>
        {text.copyLink}
      </Button>
      {isHttpUrl(url) && (
        <PlainLink className={styles.openLink} href={url} target="_blank" rel="noopener noreferrer">
          {text.open}
        </PlainLink>
      )}
      <span className={styles.feedback} data-tone={feedback?.tone} role="status">
        {feedback?.text ?? ''}
      </span>
      {engine === 'local' && <p className={styles.engineNote}>{text.localEngine}</p>}
    </div>
  );
}
