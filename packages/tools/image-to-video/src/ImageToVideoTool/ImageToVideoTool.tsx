import {
  CostBadge,
  JobActions,
  JobStatus,
  LiveRegion,
  ResultActions,
  RetryingVideo,
  ToolFrame,
  UploadField,
  formatMessage,
  useSubmitShortcut,
  type JobToolViewProps,
} from '@mediakit/tool-runtime';
import { CopyButton, SegmentedControl, Select, TextArea } from '@mediakit/ui';
import type { FormEvent } from 'react';
import {
  maxFrameBytes,
  sizePresets,
  videoDurations,
  videoResolutions,
  type ImageToVideoDefaults,
} from '../imageToVideoForm';
import type { ImageToVideoMessages } from '../messages';
import { useImageToVideo, type ImageToVideoResult } from '../useImageToVideo';
import * as styles from './ImageToVideoTool.css';

export type ImageToVideoToolProps = JobToolViewProps<ImageToVideoResult, ImageToVideoMessages, ImageToVideoDefaults>;

const noPreset = 'none';

/** Image to video: a first frame and a prompt become a short video, polled every 5 s until it is ready. */
export function ImageToVideoTool({
  client,
  onResult,
  includeBlob,
  onError,
  messages,
  sharedMessages,
  defaultValues,
  buyCreditsHref,
  className,
}: ImageToVideoToolProps) {
  const tool = useImageToVideo({ client, messages, defaultValues, onResult, includeBlob, onError });
  const text = tool.messages;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    tool.submit();
  };
  const onPromptKeyDown = useSubmitShortcut(tool.submit);
  const { values, errors } = tool;

  const resolutionOptions = videoResolutions.map((resolution) => ({
    id: resolution.id,
    label: formatMessage(text.resolutionOption, {
      name: resolution.id,
      width: resolution.width,
      height: resolution.height,
    }),
  }));
  const presetOptions = [
    { id: noPreset, label: text.sizePresetNone },
    ...sizePresets.map((preset) => ({
      id: preset.id,
      label: formatMessage(text.sizePresetOption, { name: preset.name, width: preset.width, height: preset.height }),
    })),
  ];
  const durationOptions = videoDurations.map((seconds) => ({
    id: String(seconds),
    label: formatMessage(text.durationOption, { seconds }),
  }));

  return (
    <ToolFrame title={text.title} className={[styles.root, className].filter(Boolean).join(' ')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={text.promptLabel}
          description={text.promptHint}
          placeholder={text.promptPlaceholder}
          value={values.prompt}
          onChange={tool.setPrompt}
          onKeyDown={onPromptKeyDown}
          errorMessage={errors.prompt}
          isRequired
          rows={3}
        />
        <UploadField
          label={text.frameLabel}
          accept={['image/*']}
          maxBytes={maxFrameBytes}
          file={values.frameFile}
          onFileChange={tool.setFrameFile}
          wrongTypeMessage={text.frameNotImage}
          tooLargeMessage={text.frameTooLarge}
          url={values.frameUrl}
          onUrlChange={tool.setFrameUrl}
          errorMessage={errors.frame}
          preview="image"
          messages={{
            browse: text.frameBrowse,
            remove: text.frameRemove,
            urlLabel: text.frameUrlLabel,
            dropHint: text.frameHint,
          }}
        />
        {values.frameFile && values.frameUrl.trim() && <p className={styles.note}>{text.frameFileWins}</p>}
        <div className={styles.settings}>
          <SegmentedControl
            label={text.durationLabel}
            options={durationOptions}
            value={String(values.duration)}
            onChange={(key) => tool.setDuration(Number(key))}
          />
          <Select
            label={text.resolutionLabel}
            options={resolutionOptions}
            value={values.resolution}
            onChange={(key) => tool.setResolution(String(key ?? ''))}
            errorMessage={errors.resolution}
            isRequired
          />
          <Select
            label={text.sizePresetLabel}
            description={text.sizePresetHint}
            options={presetOptions}
            value={values.sizePreset ?? noPreset}
            onChange={(key) => tool.setSizePreset(key === noPreset ? null : String(key ?? ''))}
          />
        </div>
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
        progress={tool.progress}
        error={tool.error}
        resumed={tool.resumed}
        onCancel={tool.cancel}
        messages={sharedMessages?.jobStatus}
      />
      {tool.taskId && <TaskId taskId={tool.taskId} text={text} />}
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
            fileName={`image-to-video-${tool.taskId ?? 'result'}.mp4`}
            messages={sharedMessages?.resultActions}
          />
          <a className={styles.link} href={tool.videoUrl} download target="_blank" rel="noopener noreferrer">
            {text.downloadLink}
          </a>
        </div>
      )}
      <LiveRegion message={tool.firstError} politeness="assertive" />
    </ToolFrame>
  );
}

function TaskId({ taskId, text }: { taskId: string; text: ImageToVideoMessages }) {
  return (
    <div className={styles.taskId}>
      <span className={styles.muted}>{text.taskIdLabel}</span>
      <code className={styles.code}>{taskId}</code>
      <CopyButton
        text={taskId}
        label={text.copyTaskId}
        copiedLabel={text.taskIdCopied}
        errorLabel={text.taskIdCopyFailed}
      />
    </div>
  );
}
