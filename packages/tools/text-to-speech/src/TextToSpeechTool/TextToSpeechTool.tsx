import { TextArea } from '@mediakit/ui';
import { CostBadge, ResultActions, ToolLayout, useSubmitShortcut, type ToolViewProps } from '@mediakit/tool-runtime';
import type { TextToSpeechMessages } from '../messages';
import { useTextToSpeech, type TextToSpeechResult } from '../useTextToSpeech';
import * as styles from './TextToSpeechTool.css';

export type TextToSpeechToolProps = ToolViewProps<TextToSpeechResult, TextToSpeechMessages, { text?: string }>;

/** Text to audio: type text, Generate, listen and download the speech. */
export function TextToSpeechTool({
  client,
  costMessages,
  buyCreditsHref,
  className,
  ...options
}: TextToSpeechToolProps) {
  const speech = useTextToSpeech({ client, ...options });
  const text = speech.messages;
  const onKeyDown = useSubmitShortcut(speech.generate);

  return (
    <ToolLayout
      className={className}
      width="narrow"
      title={text.title}
      phase={speech.phase}
      onSubmit={speech.generate}
      submitLabel={text.generate}
      pendingLabel={text.pending}
      isSubmitDisabled={!speech.canGenerate}
      onReset={speech.reset}
      resetLabel={text.reset}
      successMessage={text.succeeded}
      error={speech.error}
      resultHeading={text.resultHeading}
      result={
        speech.result && (
          <>
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
            <ResultActions
              client={client}
              url={speech.result.url}
              engine={speech.result.engine}
              fileName={text.resultFileName}
            />
          </>
        )
      }
    >
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
    </ToolLayout>
  );
}
