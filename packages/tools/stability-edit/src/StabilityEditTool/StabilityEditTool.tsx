import type { MediakitClient } from '@mediakit/api-client';
import { Button, CompareSlider, SegmentedControl, Slider, TextArea } from '@mediakit/ui';
import {
  CostBadge,
  formatMessage,
  LiveRegion,
  ResultActions,
  UploadField,
  useObjectUrl,
  useSubmitShortcut,
  type CostBadgeMessages,
} from '@mediakit/tool-runtime';
import type { FormEvent } from 'react';
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

export interface StabilityEditToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called with the edited image's URL and how it was made. */
  onResult?: (result: StabilityEditResult) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string. */
  messages?: Partial<StabilityEditMessages>;
  /** Overrides for the balance and cost badge. */
  costMessages?: Partial<CostBadgeMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  /** Initial prompt, strength, output format (and image). */
  defaultValues?: Partial<StabilityEditValues>;
  className?: string;
}

const formatLabels: Record<OutputFormat, keyof StabilityEditMessages> = {
  png: 'formatPng',
  jpeg: 'formatJpeg',
  webp: 'formatWebp',
};

/** Single image edit with a Stability model: one image and a prompt in, the edited image out, before and after. */
export function StabilityEditTool({
  client,
  onResult,
  onError,
  messages,
  costMessages,
  buyCreditsHref,
  defaultValues,
  className,
}: StabilityEditToolProps) {
  const edit = useStabilityEdit({ client, messages, defaultValues, onResult, onError });
  const text = edit.messages;
  const onPromptKeyDown = useSubmitShortcut(edit.submit);
  const beforeUrl = useObjectUrl(edit.resultOf?.image);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.submit();
  };

  const status = edit.phase === 'pending' ? text.pending : edit.phase === 'succeeded' ? text.succeeded : undefined;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={text.title}>
      <h2 className={styles.title}>{text.title}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
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
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={edit.isPending}
            pendingLabel={text.pending}
            isDisabled={!edit.isPending && edit.gate.isShort}
          >
            {text.submit}
          </Button>
          <Button variant="secondary" onPress={edit.reset}>
            {text.reset}
          </Button>
        </div>
      </form>
      <LiveRegion message={status} />
      {edit.phase === 'failed' && (
        <p className={styles.error} role="alert">
          {edit.error}
        </p>
      )}
      {edit.resultUrl && edit.resultOf && (
        <section className={styles.result} aria-label={text.resultHeading}>
          <h3 className={styles.subtitle}>{text.resultHeading}</h3>
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
            fileName={formatMessage(text.resultFileName, { format: edit.resultOf.outputFormat })}
          />
        </section>
      )}
    </section>
  );
}
