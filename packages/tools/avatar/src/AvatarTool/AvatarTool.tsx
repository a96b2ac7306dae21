import type { MediakitClient } from '@mediakit/api-client';
import { Button, TextArea } from '@mediakit/ui';
import {
  CostBadge,
  LiveRegion,
  ResultActions,
  RetryingVideo,
  useObjectUrl,
  useSubmitShortcut,
  type CostBadgeMessages,
} from '@mediakit/tool-runtime';
import { useMemo, type FormEvent } from 'react';
import type { AvatarMessages } from '../messages';
import { scriptToWebVtt } from '../scriptCaptions';
import { useAvatar, type AvatarResult } from '../useAvatar';
import * as styles from './AvatarTool.css';

export interface AvatarToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called with the video's URL and the script it speaks. */
  onResult?: (result: AvatarResult) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string. */
  messages?: Partial<AvatarMessages>;
  /** Overrides for the balance and cost badge. */
  costMessages?: Partial<CostBadgeMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  /** Initial script. */
  defaultValues?: { script?: string };
  className?: string;
}

/** AI avatar: write a script, Generate, watch (with the script as captions) and download the video. */
export function AvatarTool({
  client,
  onResult,
  onError,
  messages,
  costMessages,
  buyCreditsHref,
  defaultValues,
  className,
}: AvatarToolProps) {
  const avatar = useAvatar({ client, messages, defaultValues, onResult, onError });
  const text = avatar.messages;
  const onKeyDown = useSubmitShortcut(avatar.generate);
  const spokenScript = avatar.result?.script;
  const captionsFile = useMemo(
    () => (spokenScript ? new Blob([scriptToWebVtt(spokenScript)], { type: 'text/vtt' }) : null),
    [spokenScript],
  );
  const captionsUrl = useObjectUrl(captionsFile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    avatar.generate();
  };

  const status = avatar.phase === 'pending' ? text.pending : avatar.phase === 'succeeded' ? text.succeeded : undefined;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={text.title}>
      <h2 className={styles.title}>{text.title}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={text.scriptLabel}
          description={text.scriptHint}
          placeholder={text.scriptPlaceholder}
          value={avatar.script}
          onChange={avatar.setScript}
          onKeyDown={onKeyDown}
          errorMessage={avatar.scriptError}
          isDisabled={avatar.isPending}
          rows={6}
        />
        <CostBadge gate={avatar.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={avatar.isPending}
            pendingLabel={text.pending}
            isDisabled={!avatar.isPending && !avatar.canGenerate}
          >
            {text.generate}
          </Button>
          <Button variant="secondary" onPress={avatar.reset}>
            {text.reset}
          </Button>
        </div>
      </form>
      <LiveRegion message={status} />
      {avatar.phase === 'failed' && (
        <p className={styles.error} role="alert">
          {avatar.error}
        </p>
      )}
      {avatar.result && (
        <section className={styles.result} aria-label={text.resultHeading}>
          <h3 className={styles.subtitle}>{text.resultHeading}</h3>
          <RetryingVideo
            className={styles.player}
            src={avatar.result.url}
            label={text.playerLabel}
            captions={
              captionsUrl ? { src: captionsUrl, srcLang: text.captionsLanguage, label: text.captionsLabel } : undefined
            }
            messages={{ loadFailed: text.videoLoadFailed, openDirectly: text.openVideoDirectly }}
          />
          <ResultActions client={client} url={avatar.result.url} fileName={text.resultFileName} />
        </section>
      )}
    </section>
  );
}
