import {
  CostBadge,
  JobActions,
  JobStatus,
  LiveRegion,
  ResultActions,
  ToolFrame,
  UploadField,
  useObjectUrl,
  useSubmitShortcut,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CompareSlider, SegmentedControl, Slider, TextArea, TextField } from '@mediakit/ui';
import type { FormEvent } from 'react';
import { imageEditSizes, imageEditorAccept, imageEditorMaxBytes, type ImageEditorValues } from '../imageEditorForm';
import type { ImageEditorMessages } from '../messages';
import { useImageEditor, type ImageEditorResult } from '../useImageEditor';
import * as styles from './ImageEditorTool.css';

export type ImageEditorToolProps = ToolViewProps<ImageEditorResult, ImageEditorMessages, Partial<ImageEditorValues>>;

const sizeOptions = imageEditSizes.map((size) => ({ id: size, label: size }));

/** AI image editor: an upload or URL, a prompt, strength, background and size; the edit job with before/after. */
export function ImageEditorTool({
  client,
  onResult,
  includeBlob,
  onError,
  messages,
  defaultValues,
  costMessages,
  buyCreditsHref,
  className,
}: ImageEditorToolProps) {
  const editor = useImageEditor({ client, messages, defaultValues, onResult, includeBlob, onError });
  const text = editor.messages;
  const submit = () => void editor.submit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onPromptKeyDown = useSubmitShortcut(submit);

  const sourceFileUrl = useObjectUrl(editor.source instanceof Blob ? editor.source : null);
  const originalUrl = typeof editor.source === 'string' ? editor.source : sourceFileUrl;
  // Announced together, since the errors sit beside fields the user may not be on.
  const invalid = [editor.errors.image, editor.errors.prompt].filter(Boolean).join(' ');

  return (
    <ToolFrame title={text.title} className={[styles.root, className].filter(Boolean).join(' ')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <UploadField
          label={text.imageLabel}
          accept={imageEditorAccept}
          maxBytes={imageEditorMaxBytes}
          file={editor.values.imageFile}
          onFileChange={editor.setImageFile}
          url={editor.values.imageUrl}
          onUrlChange={editor.setImageUrl}
          wrongTypeMessage={text.wrongType}
          tooLargeMessage={text.tooLarge}
          errorMessage={editor.errors.image}
          isDisabled={editor.isBusy}
          messages={{ urlLabel: text.imageUrlLabel }}
        />
        {editor.usesUrl && editor.values.imageFile && <p className={styles.note}>{text.urlWinsHint}</p>}
        <TextArea
          label={text.promptLabel}
          description={text.promptHint}
          placeholder={text.promptPlaceholder}
          value={editor.values.prompt}
          onChange={editor.setPrompt}
          onKeyDown={onPromptKeyDown}
          errorMessage={editor.errors.prompt}
          isDisabled={editor.isBusy}
          rows={3}
        />
        <div className={styles.settings}>
          <Slider
            label={text.strengthLabel}
            description={text.strengthHint}
            minValue={0}
            maxValue={100}
            step={1}
            value={editor.values.strength}
            onChange={editor.setStrength}
            isDisabled={editor.isBusy}
          />
          <TextField
            label={text.backgroundLabel}
            placeholder={text.backgroundPlaceholder}
            value={editor.values.background}
            onChange={editor.setBackground}
            isDisabled={editor.isBusy}
          />
          <SegmentedControl
            label={text.sizeLabel}
            options={sizeOptions}
            value={editor.values.size}
            onChange={(size) => editor.setSize(String(size))}
            isDisabled={editor.isBusy}
          />
        </div>
        <CostBadge gate={editor.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
        <JobActions
          phase={editor.phase}
          isPending={editor.isBusy}
          submitLabel={text.submit}
          pendingLabel={text.submitting}
          isSubmitDisabled={editor.gate.isShort}
          startOver={{ label: text.startOver, onPress: editor.startOver }}
        />
        <JobStatus
          phase={editor.phase}
          statusText={editor.statusText}
          progress={editor.progress}
          error={editor.error}
          resumed={editor.resumed}
          onCancel={editor.cancel}
        />
      </form>
      {editor.result && (
        <div className={styles.result}>
          {originalUrl ? (
            <CompareSlider
              beforeSrc={originalUrl}
              afterSrc={editor.result.url}
              beforeAlt={text.originalAlt}
              afterAlt={text.editedAlt}
              messages={{ before: text.originalHeading, after: text.editedHeading }}
            />
          ) : (
            <figure className={styles.figure}>
              <img className={styles.image} src={editor.result.url} alt={text.editedAlt} />
              <figcaption>{text.editedHeading}</figcaption>
            </figure>
          )}
          <ResultActions
            url={editor.result.url}
            engine={editor.result.engine}
            fileName={text.downloadName}
            client={client}
          />
        </div>
      )}
      <LiveRegion message={invalid || undefined} />
    </ToolFrame>
  );
}
