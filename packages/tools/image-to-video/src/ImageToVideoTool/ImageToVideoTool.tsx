import type { MediakitClient } from '@mediakit/api-client';
import {
  CostBadge,
  JobStatus,
  LiveRegion,
  ResultActions,
  RetryingVideo,
  UploadField,
  formatMessage,
  useSubmitShortcut,
  type CostBadgeMessages,
  type DeliveredResult,
  type JobStatusMessages,
  type ResultActionsMessages,
} from '@mediakit/tool-runtime';
import { Button, SegmentedControl, Select, TextArea } from '@mediakit/ui';
import { useEffect, useState, type FormEvent } from 'react';
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

export interface ImageToVideoToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Called once the video is ready (also for a job resumed after a reload). */
  onResult?: (result: DeliveredResult<ImageToVideoResult>) => void;
  /** Also fetch the video and pass it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  /** Overrides for any user-facing string of this tool. */
  messages?: Partial<ImageToVideoMessages>;
  /** Overrides for the shared parts: balance and cost, job status, result actions. */
  sharedMessages?: {
    costBadge?: Partial<CostBadgeMessages>;
    jobStatus?: Partial<JobStatusMessages>;
    resultActions?: Partial<ResultActionsMessages>;
  };
  defaultValues?: ImageToVideoDefaults;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  className?: string;
}

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
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={text.title}>
      <h2 className={styles.title}>{text.title}</h2>
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
        <div className={styles.actions}>
          <Button type="submit" isPending={tool.isBusy} pendingLabel={text.generating}>
            {text.generate}
          </Button>
        </div>
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
            fileName={`image-to-video-${tool.taskId ?? 'result'}.mp4`}
            messages={sharedMessages?.resultActions}
          />
          <a className={styles.link} href={tool.videoUrl} download target="_blank" rel="noopener noreferrer">
            {text.downloadLink}
          </a>
        </div>
      )}
      <LiveRegion message={tool.firstError} politeness="assertive" />
    </section>
  );
}

function TaskId({ taskId, text }: { taskId: string; text: ImageToVideoMessages }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    if (!navigator.clipboard) {
      setOutcome('failed');
      return;
    }
    navigator.clipboard.writeText(taskId).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <div className={styles.taskId}>
      <span className={styles.muted}>{text.taskIdLabel}</span>
      <code className={styles.code}>{taskId}</code>
      <Button size="sm" variant="secondary" onPress={copy}>
        {text.copyTaskId}
      </Button>
      <span role="status" className={outcome === 'failed' ? styles.failed : styles.muted}>
        {outcome === 'copied' ? text.taskIdCopied : outcome === 'failed' ? text.taskIdCopyFailed : ''}
      </span>
    </div>
  );
}
