import { PromptField, ResultActions, ToolLayout, type ToolViewProps } from '@mediakit/tool-runtime';
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

  return (
    <ToolLayout
      tool={speech}
      view={props}
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
      <PromptField tool={speech} text={text} field="text" rows={5} />
    </ToolLayout>
  );
}
