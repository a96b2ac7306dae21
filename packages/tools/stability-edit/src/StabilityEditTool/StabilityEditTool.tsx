import { CompareSlider, SegmentedControl, Slider, TextArea } from '@mediakit/ui';
import {
  CostBadge,
  formatMessage,
  ResultActions,
  ToolLayout,
  UploadField,
  useObjectUrl,
  useSubmitShortcut,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import type { StabilityEditMessages } from '../messages';
import {
  acceptedImageTypes,
  isOutputFormat,
  maxImageBytes,
  strengthStep,
  type OutputFormat,
  type StabilityEditValues,
} from '../stabilityEditState';
import { useStabilityEdit, type StabilityEditResult } from '../useStabilityEdit';
import * as styles from './StabilityEditTool.css';

export type StabilityEditToolProps = ToolViewProps<
  StabilityEditResult,
  StabilityEditMessages,
  Partial<StabilityEditValues>
>;

const formatLabels: Record<OutputFormat, keyof StabilityEditMessages> = {
  png: 'formatPng',
  jpeg: 'formatJpeg',
  webp: 'formatWebp',
};

/** Single image edit with a Stability model: one image and a prompt in, the edited image out, before and after. */
export function StabilityEditTool({
  client,
  costMessages,
  buyCreditsHref,
  className,
  ...options
}: StabilityEditToolProps) {
  const edit = useStabilityEdit({ client, ...options });
  const text = edit.messages;
  const onPromptKeyDown = useSubmitShortcut(edit.submit);
  const beforeUrl = useObjectUrl(edit.resultOf?.image);

  return (
    <ToolLayout
      className={className}
      width="wide"
      title={text.title}
      phase={edit.phase}
      onSubmit={edit.submit}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      isSubmitDisabled={edit.gate.isShort}
      onReset={edit.reset}
      resetLabel={text.reset}
      successMessage={text.succeeded}
      error={edit.error}
      resultHeading={text.resultHeading}
      result={
        edit.resultUrl &&
        edit.resultOf && (
          <>
            <CompareSlider
              beforeSrc={beforeUrl}
              afterSrc={edit.resultUrl}
              beforeAlt={text.beforeAlt}
              afterAlt={formatMessage(text.afterAlt, { prompt: edit.resultOf.prompt })}
              messages={{ before: text.beforeLabel, after: text.afterLabel }}
            />
            <ResultActions
              client={client}
              url={edit.resultUrl}
              engine={edit.engine}
              fileName={formatMessage(text.resultFileName, { format: edit.resultOf.outputFormat })}
            />
          </>
        )
      }
    >
      <UploadField
        label={text.imageLabel}
        accept={acceptedImageTypes}
        maxBytes={maxImageBytes}
        file={edit.values.image}
        onFileChange={edit.pickImage}
        wrongTypeMessage={text.imageInvalid}
        tooLargeMessage={text.imageInvalid}
        errorMessage={edit.fieldErrors.image}
        isDisabled={edit.isPending}
      />
      <p className={styles.hint}>{text.imageHint}</p>
      <TextArea
        label={text.promptLabel}
        description={text.promptHint}
        placeholder={text.promptPlaceholder}
        value={edit.values.prompt}
        onChange={edit.setPrompt}
        onKeyDown={onPromptKeyDown}
        errorMessage={edit.fieldErrors.prompt}
        isDisabled={edit.isPending}
        rows={3}
      />
      <div className={styles.options}>
        <Slider
          className={styles.strength}
          label={text.strengthLabel}
          description={text.strengthHint}
          minValue={0}
          maxValue={1}
          step={strengthStep}
          value={edit.values.strength}
          onChange={edit.setStrength}
          formatValue={(value) => value.toFixed(2)}
          isDisabled={edit.isPending}
        />
        <SegmentedControl
          label={text.formatLabel}
          options={(Object.keys(formatLabels) as OutputFormat[]).map((format) => ({
            id: format,
            label: text[formatLabels[format]],
          }))}
          value={edit.values.outputFormat}
          onChange={(format) => {
            if (isOutputFormat(format)) edit.setOutputFormat(format);
          }}
          isDisabled={edit.isPending}
        />
      </div>
      <CostBadge gate={edit.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
    </ToolLayout>
  );
}
