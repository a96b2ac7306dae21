import {
  isHttpUrl,
  ResultActions,
  sharedMessagesWithBuyCredits,
  ToolLayout,
  UploadField,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CompareSlider } from '@mediakit/ui/CompareSlider';
import { CompositionSettings } from '../CompositionSettings';
import { RadioChoice } from '../RadioChoice';
import { composerImageUpload, type ComposerMode, type ComposerValues } from '../composerState';
import type { BackgroundComposerMessages } from '../messages';
import { useBackgroundComposer, type BackgroundComposerResult } from '../useBackgroundComposer';

export type BackgroundComposerToolProps = ToolViewProps<
  BackgroundComposerResult,
  BackgroundComposerMessages,
  Partial<ComposerValues>
>;

const modes: ReadonlyArray<[ComposerMode, 'modeTransparent' | 'modeBackground']> = [
  ['transparent', 'modeTransparent'],
  ['background', 'modeBackground'],
];

/**
 * Background remover and composer: a transparent cut-out, or the subject on a new background (file, URL or colour)
 * on a canvas with padding, fit and a nine-position align, previewed live before sending.
 */
export function BackgroundComposerTool(props: BackgroundComposerToolProps) {
  const composer = useBackgroundComposer(props);
  const { values, messages: text } = composer;
  const subjectFileUrl = useObjectUrl(values.subjectFile);
  const subjectSrc = subjectFileUrl ?? (isHttpUrl(values.subjectUrl) ? values.subjectUrl.trim() : undefined);

  return (
    <ToolLayout
      tool={composer}
      view={{ ...props, sharedMessages: sharedMessagesWithBuyCredits(props.sharedMessages, text.buyCredits) }}
      result={
        composer.result && (
          <>
            <CompareSlider
              beforeSrc={subjectSrc}
              afterSrc={composer.result.url}
              beforeAlt={text.previewSubjectAlt}
              afterAlt={text.resultAlt}
            />
            <ResultActions
              url={composer.result.url}
              engine={composer.result.engine}
              fileName={text.downloadFileName}
              downloadLabel={text.downloadPng}
              messages={{ copyLink: text.copyLink, ...props.sharedMessages?.resultActions }}
            />
          </>
        )
      }
    >
      <RadioChoice
        label={text.modeLabel}
        value={values.mode}
        onChange={(mode) => composer.set({ mode })}
        options={modes.map(([mode, label]) => [mode, text[label]])}
      />
      <UploadField tool={composer} text={text} field="subjectFile" rule={composerImageUpload} />
      {values.mode === 'background' && <CompositionSettings composer={composer} subjectSrc={subjectSrc} />}
    </ToolLayout>
  );
}
