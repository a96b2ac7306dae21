import {
  formatMessage,
  CostBadge,
  JobStatus,
  LiveRegion,
  ResultActions,
  useSubmitShortcut,
} from '@mediakit/tool-runtime';
import { Button, RadioGroup, Select, TextArea } from '@mediakit/ui';
import { useId, type FormEvent } from 'react';
import { aspectMessageKeys, imageAspects } from '../imagePlans';
import { RecentImages } from '../RecentImages';
import { StoredPathJson } from '../StoredPathJson';
import { useImageGenerator, type UseImageGeneratorOptions } from '../useImageGenerator';
import { promptCharacterLimit } from '../validateImageRequest';
import * as styles from './ImageGenerator.css';

export interface ImageGeneratorProps extends UseImageGeneratorOptions {
  /** Where 'Buy credits' leads when the balance is short (default '/pricing'). */
  buyCreditsHref?: string;
  className?: string;
}

/**
 * AI image generator: prompt, nine aspect ratios, resolution by plan (free plan: the classic call, size only), credits,
 * the job's status with Cancel, the result with Download, Copy Link, Open and its stored path as JSON, and the Recent
 * list (last 10). Ctrl/Cmd+Enter in the prompt generates.
 */
export function ImageGenerator({ buyCreditsHref, className, ...options }: ImageGeneratorProps) {
  const generator = useImageGenerator(options);
  const text = generator.messages;
  const titleId = useId();
  const onKeyDown = useSubmitShortcut(generator.submit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    generator.submit();
  };

  const isFree = generator.engine === 'classic';
  const aspectOptions = imageAspects.map((aspect) => ({ id: aspect, label: text[aspectMessageKeys[aspect]] }));
  const resolutionOptions = generator.resolutionOptions.map((option) => ({
    value: option.value,
    label: option.locked ? formatMessage(text.resolutionLocked, { resolution: option.label }) : option.label,
    isDisabled: option.locked,
  }));
  const validationMessage =
    generator.fieldErrors.prompt ?? generator.fieldErrors.resolution ?? generator.fieldErrors.form;
  const { result } = generator;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.plan}>
          {generator.isCheckingAccount ? text.planChecking : formatMessage(text.planLabel, { plan: generator.plan })}
        </p>
      </div>

      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={text.promptLabel}
          description={text.promptHint}
          placeholder={text.promptPlaceholder}
          value={generator.values.prompt}
          onChange={generator.setPrompt}
          onKeyDown={onKeyDown}
          characterLimit={promptCharacterLimit}
          errorMessage={generator.fieldErrors.prompt}
          rows={4}
        />
        <div className={styles.options}>
          <Select
            label={text.aspectLabel}
            options={aspectOptions}
            value={generator.values.aspect}
            onChange={(key) => generator.setAspect(String(key))}
          />
          <RadioGroup
            label={text.resolutionLabel}
            options={resolutionOptions}
            value={generator.resolution ?? null}
            onChange={generator.setResolution}
            description={
              isFree ? `${text.resolutionFreeNote} ${generator.upgradeHint ?? ''}`.trim() : generator.upgradeHint
            }
            errorMessage={generator.fieldErrors.resolution}
          />
        </div>
        {generator.fieldErrors.form && <p className={styles.formError}>{generator.fieldErrors.form}</p>}
        <CostBadge gate={generator.gate} buyCreditsHref={buyCreditsHref} />
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={generator.isBusy}
            pendingLabel={text.generating}
            isDisabled={generator.gate.isShort || generator.isCheckingAccount}
          >
            {text.generate}
          </Button>
        </div>
      </form>

      <JobStatus
        phase={generator.phase}
        statusText={generator.statusText}
        error={generator.error}
        resumed={generator.resumed}
        onCancel={generator.cancel}
      />

      {result && (
        <section className={styles.result} aria-label={text.resultHeading}>
          <h3 className={styles.sectionTitle}>{text.resultHeading}</h3>
          <img
            className={styles.preview}
            src={result.url}
            alt={formatMessage(text.resultAlt, { prompt: result.prompt })}
          />
          <ResultActions
            url={result.url}
            engine={result.madeBy}
            fileName={`${result.prompt.slice(0, 60) || 'image'}.png`}
            client={options.client}
            messages={{ download: text.resultDownload, copyLink: text.resultCopyLink, open: text.resultOpen }}
          />
          <StoredPathJson
            key={result.url}
            savedUrl={result.url}
            label={text.storedPathLabel}
            copyLabel={text.copyJson}
            copiedText={text.jsonCopied}
            copyFailedText={text.jsonCopyFailed}
          />
        </section>
      )}

      <RecentImages
        items={generator.recent}
        text={text}
        onUsePrompt={generator.reusePrompt}
        onClear={generator.clearRecent}
      />

      {/* Job status and errors are announced by JobStatus; validation messages are announced here. */}
      <LiveRegion message={validationMessage} politeness="assertive" />
    </section>
  );
}
