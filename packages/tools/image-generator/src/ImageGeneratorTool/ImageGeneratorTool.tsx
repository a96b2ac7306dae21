import { planName } from '@mediakit/api-client/plans';
import { PromptField, formatMessage, ResultActions, ToolLayout, type ToolViewProps } from '@mediakit/tool-runtime';
import { RadioGroup } from '@mediakit/ui/RadioGroup';
import { Select } from '@mediakit/ui/Select';
import type { ImageAspect } from '@mediakit/api-client';
import { aspectMessageKeys, imageAspects, type ImageResolution } from '../imagePlans';
import type { ImageGeneratorMessages } from '../messages';
import { RecentImages } from '../RecentImages';
import { StoredPathJson } from '../StoredPathJson';
import { useImageGenerator, type ImageGeneratorResult, type UseImageGeneratorOptions } from '../useImageGenerator';
import { promptCharacterLimit } from '../validateImageRequest';
import * as styles from './ImageGeneratorTool.css';

export type ImageGeneratorToolProps = ToolViewProps<
  ImageGeneratorResult,
  ImageGeneratorMessages,
  UseImageGeneratorOptions['defaultValues']
> &
  Pick<UseImageGeneratorOptions, 'plan' | 'isLoggedIn'>;

/**
 * AI image generator: prompt, nine aspect ratios, resolution by plan (free plan: the classic call, size only), credits,
 * the job's status with Cancel, the result with Download, Copy Link, Open and its stored path as JSON, and the Recent
 * list (last 10). Ctrl/Cmd+Enter in the prompt generates.
 */
export function ImageGeneratorTool(props: ImageGeneratorToolProps) {
  const generator = useImageGenerator(props);
  const text = generator.messages;
  const checking = generator.isCheckingAccount;

  const isFree = generator.engine === 'classic';
  const aspectOptions = imageAspects.map((aspect) => ({ id: aspect, label: text[aspectMessageKeys[aspect]] }));
  // While the plan is read, no resolution is offered or called locked: the plan may well include them.
  const resolutionOptions = generator.resolutionOptions.map((option) => ({
    value: option.value,
    label:
      option.locked && !checking ? formatMessage(text.resolutionLocked, { resolution: option.label }) : option.label,
    isDisabled: checking || option.locked,
  }));
  const resolutionNote = checking
    ? text.resolutionChecking
    : isFree
      ? `${text.resolutionFreeNote} ${generator.upgradeHint ?? ''}`.trim()
      : generator.upgradeHint;
  const validationMessage =
    generator.fieldErrors.prompt ?? generator.fieldErrors.resolution ?? generator.fieldErrors.form;
  const { result } = generator;

  return (
    <ToolLayout
      tool={{ ...generator, announcement: validationMessage }}
      view={props}
      buttons={{ cancel: true, isSubmitDisabled: checking }}
      slots={{
        intro: checking ? text.planChecking : formatMessage(text.planLabel, { plan: planName(generator.plan) }),
        footer: (
          <RecentImages
            items={generator.recent}
            text={text}
            onUsePrompt={generator.reusePrompt}
            onClear={generator.clearRecent}
          />
        ),
      }}
      result={
        result && (
          <>
            <img
              className={styles.preview}
              src={result.url}
              alt={formatMessage(text.resultAlt, { prompt: result.prompt })}
            />
            <ResultActions
              url={result.url}
              engine={result.madeBy}
              fileName={`${result.prompt.slice(0, 60) || 'image'}.png`}
              messages={{
                download: text.resultDownload,
                copyLink: text.resultCopyLink,
                open: text.resultOpen,
                ...props.sharedMessages?.resultActions,
              }}
            />
            <StoredPathJson
              key={result.url}
              savedUrl={result.url}
              label={text.storedPathLabel}
              copyLabel={text.copyJson}
              copiedText={text.jsonCopied}
              copyFailedText={text.jsonCopyFailed}
            />
          </>
        )
      }
    >
      {/* The prompt stays editable while an image is made (Ctrl/Cmd+Enter's focus stays in it). */}
      <PromptField tool={generator} text={text} characterLimit={promptCharacterLimit} rows={4} isDisabled={false} />
      <div className={styles.options}>
        <Select
          label={text.aspectLabel}
          options={aspectOptions}
          value={generator.values.aspect}
          onChange={(aspect) => generator.set({ aspect: aspect as ImageAspect })}
        />
        <RadioGroup
          label={text.resolutionLabel}
          options={resolutionOptions}
          value={generator.resolution ?? null}
          onChange={(resolution) => generator.set({ resolution: resolution as ImageResolution })}
          description={resolutionNote}
          errorMessage={generator.fieldErrors.resolution}
        />
      </div>
      {generator.fieldErrors.form && <p className={styles.formError}>{generator.fieldErrors.form}</p>}
    </ToolLayout>
  );
}
