import type { MediakitClient } from '@mediakit/api-client';
import { Button, CompareSlider, NumberField, SegmentedControl, TextArea } from '@mediakit/ui';
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
import { useState, type FormEvent } from 'react';
import type { NoMaskEditMessages } from '../messages';
import {
  acceptedImageTypes,
  isNoMaskEditSize,
  maxImageBytes,
  maxVariations,
  minVariations,
  noMaskEditSizes,
  type NoMaskEditValues,
} from '../noMaskEditState';
import { useNoMaskEdit, type NoMaskEditToolResult } from '../useNoMaskEdit';
import * as styles from './NoMaskEditTool.css';

export interface NoMaskEditToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called with the edited images (the first one's URL as `url`). */
  onResult?: (result: NoMaskEditToolResult) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string. */
  messages?: Partial<NoMaskEditMessages>;
  /** Overrides for the balance and cost badge. */
  costMessages?: Partial<CostBadgeMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  /** Initial prompt, size, variations (and image). */
  defaultValues?: Partial<NoMaskEditValues>;
  className?: string;
}

/** Image edit without a mask: a PNG/JPG and a prompt in, up to four edited variations out. */
export function NoMaskEditTool({
  client,
  onResult,
  onError,
  messages,
  costMessages,
  buyCreditsHref,
  defaultValues,
  className,
}: NoMaskEditToolProps) {
  const edit = useNoMaskEdit({ client, messages, defaultValues, onResult, onError });
  const text = edit.messages;
  const onPromptKeyDown = useSubmitShortcut(edit.submit);
  const beforeUrl = useObjectUrl(edit.resultOf?.image);
  const [comparedUrl, setComparedUrl] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.submit();
  };

  const items = edit.result?.items ?? [];
  const resultPrompt = edit.resultOf?.prompt ?? '';
  // A new result starts the comparison at its first variation.
  const compared = items.find((item) => item.url === comparedUrl) ?? items[0];
  const status =
    edit.phase === 'pending'
      ? text.pending
      : edit.phase === 'succeeded'
        ? items.length === 1
          ? text.succeededOne
          : formatMessage(text.succeededMany, { count: items.length })
        : undefined;

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
          wrongTypeMessage={text.imageRequired}
          tooLargeMessage={text.imageTooLarge}
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
          <SegmentedControl
            label={text.sizeLabel}
            options={noMaskEditSizes.map((size) => ({ id: size, label: `${size} × ${size}` }))}
            value={edit.values.size}
            onChange={(size) => {
              const value = Number(size);
              if (isNoMaskEditSize(value)) edit.setSize(value);
            }}
            isDisabled={edit.isPending}
          />
          <NumberField
            label={text.variationsLabel}
            description={text.variationsHint}
            minValue={minVariations}
            maxValue={maxVariations}
            step={1}
            value={edit.values.variations}
            onChange={edit.setVariations}
            decrementLabel={text.decrementVariations}
            incrementLabel={text.incrementVariations}
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
      {compared && (
        <section className={styles.result} aria-label={text.resultsLabel}>
          <h3 className={styles.subtitle}>{text.resultsLabel}</h3>
          {items.length > 1 && (
            <SegmentedControl
              label={text.compareLabel}
              options={items.map((item, index) => ({
                id: item.url,
                label: formatMessage(text.compareOption, { index: index + 1 }),
              }))}
              value={compared.url}
              onChange={(url) => setComparedUrl(String(url))}
            />
          )}
          <CompareSlider
            beforeSrc={beforeUrl}
            afterSrc={compared.url}
            beforeAlt={text.beforeAlt}
            afterAlt={formatMessage(text.resultAlt, {
              index: items.indexOf(compared) + 1,
              count: items.length,
              prompt: resultPrompt,
            })}
            messages={{ before: text.beforeLabel, after: text.afterLabel }}
          />
          <ul className={styles.grid} aria-label={text.variationsListLabel}>
            {items.map((item, index) => {
              const values = { index: index + 1, count: items.length, prompt: resultPrompt };
              return (
                <li key={item.url} className={styles.item}>
                  <img className={styles.image} src={item.url} alt={formatMessage(text.resultAlt, values)} />
                  <ResultActions
                    client={client}
                    url={item.url}
                    fileName={item.filename ?? formatMessage(text.resultFileName, values)}
                    downloadLabel={formatMessage(text.download, values)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </section>
  );
}
