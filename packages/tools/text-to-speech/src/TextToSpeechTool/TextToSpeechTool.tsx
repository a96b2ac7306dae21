import { ResultActions, ToolLayout, useSubmitShortcut, type ToolViewProps } from '@mediakit/tool-runtime';
import { TextArea } from '@mediakit/ui/TextArea';
import type { TextToSpeechMessages } from '../messages';
import { useTextToSpeech, type TextToSpeechResult, type TextToSpeechValues } from '../useTextToSpeech';
import * as styles from './TextToSpeechTool.css';

export type TextToSpeechToolProps = ToolViewProps<
  TextToSpeechResult,
  TextToSpeechMessages,
  Partial<TextToSpeechValues>
>;

/** Text to speech: type text, Generate, listen and download the speech. */
export function TextToSpeechTool(props: TextToSpeechToolProps) {
  const speech = useTextToSpeech(props);
  const text = speech.messages;
  const onKeyDown = useSubmitShortcut(speech.submit);

  return (
    <ToolLayout
      title={text.title}
      tool={speech}
      view={props}
      submitLabel={text.generate}
      pendingLabel={text.pending}
      reset={{ label: text.reset, onPress: speech.reset }}
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
            <ResultActions url={speech.result.url} engine={speech.result.engine} fileName={text.resultFileName} />
          </>
        )
      }
    >
      <TextArea
        label={text.textLabel}
        description={text.hint}
        placeholder={text.placeholder}
        value={speech.values.text}
        onChange={speech.setText}
        onKeyDown={onKeyDown}
        isDisabled={speech.isBusy}
        rows={5}
      />
    </ToolLayout>
  );
}
