import type { MediakitClient } from '@mediakit/api-client';
import { Button, TextArea } from '@mediakit/ui';
import {
  CostBadge,
  LiveRegion,
  ResultActions,
  useSubmitShortcut,
  type CostBadgeMessages,
} from '@mediakit/tool-runtime';
import type { FormEvent } from 'react';
import type { TextToSpeechMessages } from '../messages';
import { useTextToSpeech, type TextToSpeechResult } from '../useTextToSpeech';
import * as styles from './TextToSpeechTool.css';

export interface TextToSpeechToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called with the audio's URL (audio/mpeg) and the text it speaks. */
  onResult?: (result: TextToSpeechResult) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string. */
  messages?: Partial<TextToSpeechMessages>;
  /** Overrides for the balance and cost badge. */
  costMessages?: Partial<CostBadgeMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  /** Initial text. */
  defaultValues?: { text?: string };
  className?: string;
}

/** Text to audio: type text, Generate, listen and download the speech. */
export function TextToSpeechTool({
  client,
  onResult,
  onError,
  messages,
  costMessages,
  buyCreditsHref,
  defaultValues,
  className,
}: TextToSpeechToolProps) {
  const speech = useTextToSpeech({ client, messages, defaultValues, onResult, onError });
  const text = speech.messages;
  const onKeyDown = useSubmitShortcut(speech.generate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    speech.generate();
  };

  const status = speech.phase === 'pending' ? text.pending : speech.phase === 'succeeded' ? text.succeeded : undefined;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={text.title}>
      <h2 className={styles.title}>{text.title}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={text.textLabel}
          description={text.hint}
          placeholder={text.placeholder}
          value={speech.text}
          onChange={speech.setText}
          onKeyDown={onKeyDown}
          errorMessage={speech.textError}
          isDisabled={speech.isPending}
          rows={5}
        />
        <CostBadge gate={speech.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={speech.isPending}
            pendingLabel={text.pending}
            isDisabled={!speech.isPending && !speech.canGenerate}
          >
            {text.generate}
          </Button>
          <Button variant="secondary" onPress={speech.reset}>
            {text.reset}
          </Button>
        </div>
      </form>
      <LiveRegion message={status} />
      {speech.phase === 'failed' && (
        <p className={styles.error} role="alert">
          {speech.error}
        </p>
      )}
      {speech.result && (
        <section className={styles.result} aria-label={text.resultHeading}>
          <h3 className={styles.subtitle}>{text.resultHeading}</h3>
          <audio
            key={speech.result.url}
            className={styles.player}
            controls
            preload="metadata"
            aria-label={text.playerLabel}
          >
            <source src={speech.result.url} type="audio/mpeg" />
            {text.unsupported}
          </audio>
          <ResultActions client={client} url={speech.result.url} fileName={text.resultFileName} />
        </section>
      )}
    </section>
  );
}
