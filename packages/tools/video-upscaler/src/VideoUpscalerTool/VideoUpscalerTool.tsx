import {
  CostBadge,
  JobActions,
  JobStatus,
  LiveRegion,
  ResultActions,
  RetryingVideo,
  ToolFrame,
  UploadField,
  useObjectUrl,
  type JobToolViewProps,
} from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui';
import { useRef, type FormEvent } from 'react';
import type { VideoUpscalerMessages } from '../messages';
import type { VideoUpscalerDefaults, VideoUpscalerValues } from '../upscaleForm';
import { useVideoUpscaler, type VideoUpscalerResult } from '../useVideoUpscaler';
import * as styles from './VideoUpscalerTool.css';

export type VideoUpscalerToolProps = JobToolViewProps<
  VideoUpscalerResult,
  VideoUpscalerMessages,
  VideoUpscalerDefaults
>;

/** Video upscaler: a video file or URL becomes a 4K (3840x2160) video, polled every 3 s with progress. */
export function VideoUpscalerTool({
  client,
  onResult,
  includeBlob,
  onError,
  messages,
  sharedMessages,
  defaultValues,
  buyCreditsHref,
  className,
}: VideoUpscalerToolProps) {
  const tool = useVideoUpscaler({ client, messages, defaultValues, onResult, includeBlob, onError });
  const text = tool.messages;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tool.submit();
  };

  return (
    <ToolFrame title={text.title} width="wide" className={className}>
      <p className={styles.note}>{text.intro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <UploadField
          label={text.videoLabel}
          accept={['video/*']}
          file={tool.values.videoFile}
          onFileChange={tool.setVideoFile}
          wrongTypeMessage={text.notVideo}
          tooLargeMessage={text.notVideo}
          url={tool.values.videoUrl}
          onUrlChange={tool.setVideoUrl}
          errorMessage={tool.inputError}
          preview="video"
          messages={{
            browse: text.videoBrowse,
            remove: text.videoRemove,
            urlLabel: text.urlLabel,
            dropHint: text.videoHint,
          }}
        />
        {tool.values.videoFile && tool.values.videoUrl.trim() && <p className={styles.note}>{text.fileWins}</p>}
        <CostBadge gate={tool.gate} buyCreditsHref={buyCreditsHref} messages={sharedMessages?.costBadge} />
        <JobActions
          phase={tool.phase}
          isPending={tool.isBusy}
          submitLabel={text.upscale}
          pendingLabel={text.upscaling}
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
      {tool.resultUrl && (
        <div className={styles.result}>
          <h3 className={styles.subtitle}>{text.resultHeading}</h3>
          <Comparison source={tool.source} resultUrl={tool.resultUrl} text={text} />
          <ResultActions
            client={client}
            url={tool.resultUrl}
            engine={tool.engine}
            fileName={`upscaled-4k-${tool.taskId ?? 'video'}.mp4`}
            messages={sharedMessages?.resultActions}
          />
        </div>
      )}
      <LiveRegion message={tool.inputError} politeness="assertive" />
    </ToolFrame>
  );
}

interface ComparisonProps {
  source: VideoUpscalerValues | undefined;
  resultUrl: string;
  text: VideoUpscalerMessages;
}

/**
 * The original and the 4K result side by side. 'Play both' starts them from the same moment so the difference shows;
 * each player keeps its own controls. After a reload the original is gone (files are not kept), so only the result shows.
 */
function Comparison({ source, resultUrl, text }: ComparisonProps) {
  const fileUrl = useObjectUrl(source?.videoFile ?? null);
  const originalUrl = fileUrl ?? (source?.videoUrl.trim() || undefined);
  const before = useRef<HTMLVideoElement>(null);
  const after = useRef<HTMLDivElement>(null);
  const upscaled = () => after.current?.querySelector('video') ?? null;

  const playBoth = () => {
    const original = before.current;
    const result = upscaled();
    if (original && result) result.currentTime = original.currentTime;
    for (const video of [original, result]) void video?.play().catch(() => {});
  };
  const pauseBoth = () => {
    before.current?.pause();
    upscaled()?.pause();
  };

  const resultPlayer = (
    <RetryingVideo
      src={resultUrl}
      label={text.upscaledLabel}
      messages={{ loadFailed: text.videoLoadFailed, openDirectly: text.videoOpenDirectly }}
    />
  );

  if (!originalUrl) return resultPlayer;

  return (
    <div className={styles.compare} role="group" aria-label={text.compareHeading}>
      <figure className={styles.figure}>
        <video
          ref={before}
          className={styles.video}
          src={originalUrl}
          aria-label={text.originalLabel}
          controls
          muted
          playsInline
          preload="metadata"
        />
        <figcaption className={styles.caption}>{text.originalLabel}</figcaption>
      </figure>
      <figure className={styles.figure} ref={after}>
        {resultPlayer}
        <figcaption className={styles.caption}>{text.upscaledLabel}</figcaption>
      </figure>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onPress={playBoth}>
          {text.playBoth}
        </Button>
        <Button size="sm" variant="secondary" onPress={pauseBoth}>
          {text.pauseBoth}
        </Button>
      </div>
    </div>
  );
}
