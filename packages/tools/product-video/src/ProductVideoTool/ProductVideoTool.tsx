import {
  CostBadge,
  JobActions,
  JobStatus,
  LiveRegion,
  ResultActions,
  RetryingVideo,
  ToolFrame,
  UploadField,
  useSubmitShortcut,
  type JobToolViewProps,
} from '@mediakit/tool-runtime';
import { NumberField, SegmentedControl, Select, TextArea } from '@mediakit/ui';
import type { FormEvent } from 'react';
import type { ProductVideoMessages } from '../messages';
import {
  aspectRatios,
  durationRange,
  fpsRange,
  productResolutions,
  styleModels,
  type ProductVideoDefaults,
} from '../productVideoForm';
import { useProductVideo, type ProductVideoResult } from '../useProductVideo';
import * as styles from './ProductVideoTool.css';

export type ProductVideoToolProps = JobToolViewProps<ProductVideoResult, ProductVideoMessages, ProductVideoDefaults>;

const unsetAspect = 'unset';

/** Product video: a product photo becomes a short clip with the chosen motion, style model and format. */
export function ProductVideoTool({
  client,
  onResult,
  includeBlob,
  onError,
  messages,
  sharedMessages,
  defaultValues,
  buyCreditsHref,
  className,
}: ProductVideoToolProps) {
  const tool = useProductVideo({ client, messages, defaultValues, onResult, includeBlob, onError });
  const text = tool.messages;
  const { values } = tool;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tool.submit();
  };
  const onPromptKeyDown = useSubmitShortcut(tool.submit);

  const motionOptions = [
    { id: 'rotate', label: text.motionRotate },
    { id: 'zoom', label: text.motionZoom },
    { id: 'pan', label: text.motionPan },
  ];
  const aspectOptions = [
    { id: unsetAspect, label: text.aspectUnset },
    ...aspectRatios.map((aspect) => ({ id: aspect, label: aspect === 'auto' ? text.aspectAuto : aspect })),
  ];

  return (
    <ToolFrame title={text.title} width="medium" className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <UploadField
          label={text.imageLabel}
          accept={['image/*']}
          file={values.image}
          onFileChange={tool.setImage}
          wrongTypeMessage={text.imageRequired}
          tooLargeMessage={text.imageRequired}
          errorMessage={tool.imageError}
          preview="image"
          messages={{ browse: text.imageBrowse, remove: text.imageRemove, dropHint: text.imageHint }}
        />
        <TextArea
          label={text.promptLabel}
          description={text.promptHint}
          placeholder={text.promptPlaceholder}
          value={values.prompt}
          onChange={tool.setPrompt}
          onKeyDown={onPromptKeyDown}
          rows={3}
        />
        <div className={styles.settings}>
          <NumberField
            label={text.durationLabel}
            description={text.durationHint}
            minValue={durationRange.min}
            maxValue={durationRange.max}
            step={1}
            value={values.duration}
            onChange={tool.setDuration}
          />
          <NumberField
            label={text.fpsLabel}
            description={text.fpsHint}
            minValue={fpsRange.min}
            maxValue={fpsRange.max}
            step={1}
            value={values.fps}
            onChange={tool.setFps}
          />
          <Select
            label={text.resolutionLabel}
            options={productResolutions.map((resolution) => ({ id: resolution, label: resolution }))}
            value={values.resolution}
            onChange={(key) => tool.setOption({ resolution: String(key) as typeof values.resolution })}
          />
          <Select
            label={text.styleLabel}
            options={styleModels.map((style) => ({ id: style, label: style }))}
            value={values.style}
            onChange={(key) => tool.setOption({ style: String(key) as typeof values.style })}
          />
          <Select
            label={text.aspectLabel}
            options={aspectOptions}
            value={values.aspect ?? unsetAspect}
            onChange={(key) =>
              tool.setOption({
                aspect: key === unsetAspect ? null : (String(key) as NonNullable<typeof values.aspect>),
              })
            }
          />
        </div>
        <SegmentedControl
          label={text.motionLabel}
          options={motionOptions}
          value={values.motion}
          onChange={(key) => tool.setOption({ motion: String(key) as typeof values.motion })}
        />
        <CostBadge gate={tool.gate} buyCreditsHref={buyCreditsHref} messages={sharedMessages?.costBadge} />
        <JobActions
          phase={tool.phase}
          isPending={tool.isBusy}
          submitLabel={text.generate}
          pendingLabel={text.generating}
        />
      </form>
      <JobStatus
        phase={tool.phase}
        statusText={tool.statusText}
        error={tool.error}
        onCancel={tool.cancel}
        messages={sharedMessages?.jobStatus}
      />
      {tool.videoUrl && (
        <div className={styles.result}>
          <h3 className={styles.subtitle}>{text.resultHeading}</h3>
          <RetryingVideo
            src={tool.videoUrl}
            label={text.videoLabel}
            messages={{ loadFailed: text.videoLoadFailed, openDirectly: text.videoOpenDirectly }}
          />
          <ResultActions
            client={client}
            url={tool.videoUrl}
            engine={tool.engine}
            fileName="product-video.mp4"
            messages={sharedMessages?.resultActions}
          />
        </div>
      )}
      <LiveRegion message={tool.imageError} politeness="assertive" />
    </ToolFrame>
  );
}
