import type { VideoUpscaleInput } from '@mediakit/api-client';
import {
  ToolLayout,
  UploadField,
  useObjectUrl,
  VideoResult,
  videoPlayerClassName,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { useRef, type ReactNode } from 'react';
import type { VideoUpscalerMessages } from '../messages';
import { videoUpload, type VideoUpscalerDefaults } from '../upscaleForm';
import { useVideoUpscaler, type VideoUpscalerResult } from '../useVideoUpscaler';
import * as styles from './VideoUpscalerTool.css';

export type VideoUpscalerToolProps = ToolViewProps<VideoUpscalerResult, VideoUpscalerMessages, VideoUpscalerDefaults>;

/** Video upscaler: a video file or URL becomes a 4K (3840x2160) video, polled every 3 s with progress. */
export function VideoUpscalerTool(props: VideoUpscalerToolProps) {
  const tool = useVideoUpscaler(props);
  const text = tool.messages;

  return (
    <ToolLayout
      slots={{ intro: text.intro }}
      tool={tool}
      view={props}
      buttons={{ cancel: true }}
      result={
        tool.result && (
          <VideoResult
            result={tool.result}
            label={text.upscaledLabel}
            fileName={`upscaled-4k-${tool.result.taskId ?? 'video'}.mp4`}
            text={text}
            player={(resultPlayer) => <Comparison source={tool.source} resultPlayer={resultPlayer} text={text} />}
          />
        )
      }
    >
      <UploadField tool={tool} text={text} field="videoFile" rule={videoUpload} preview="video" />
      {tool.values.videoFile && tool.values.videoUrl.trim() && <p className={styles.note}>{text.fileWins}</p>}
    </ToolLayout>
  );
}

interface ComparisonProps {
  source: VideoUpscaleInput | undefined;
  /** The result's player. */
  resultPlayer: ReactNode;
  text: VideoUpscalerMessages;
}

/**
 * The original and the 4K result side by side. 'Play both' starts them from the same moment so the difference shows;
 * each player keeps its own controls. After a reload the original is gone (files are not kept), so only the result shows.
 */
function Comparison({ source, resultPlayer, text }: ComparisonProps) {
  const originalUrl = useObjectUrl(source?.video ?? source?.videoUrl);
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

  if (!originalUrl) return resultPlayer;

  return (
    <div className={styles.compare} role="group" aria-label={text.compareHeading}>
      <figure className={styles.figure}>
        <video
          ref={before}
          // Styled as the result's player beside it.
          className={videoPlayerClassName}
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
