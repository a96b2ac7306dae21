import {
  PromptField,
  ToolLayout,
  compactSettingsGridClassName,
  inlineRowClassName,
  noteClassName,
  UploadField,
  VideoResult,
  formatMessage,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CopyButton } from '@mediakit/ui/CopyButton';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { Select } from '@mediakit/ui/Select';
import {
  frameUpload,
  sizePresets,
  videoDurations,
  videoResolutions,
  type ImageToVideoDefaults,
  type ImageToVideoValues,
} from '../imageToVideoForm';
import type { ImageToVideoMessages } from '../messages';
import { useImageToVideo, type ImageToVideoResult } from '../useImageToVideo';
import * as styles from './ImageToVideoTool.css';

export type ImageToVideoToolProps = ToolViewProps<ImageToVideoResult, ImageToVideoMessages, ImageToVideoDefaults>;

const noPreset = 'none';
type Preset = ImageToVideoValues['sizePreset'];

/** Image to video: a first frame and a prompt become a short video, polled every 5 s until it is ready. */
export function ImageToVideoTool(props: ImageToVideoToolProps) {
  const tool = useImageToVideo(props);
  const text = tool.messages;
  const { values, fieldErrors } = tool;

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
    <ToolLayout
      tool={tool}
      view={props}
      buttons={{ cancel: true }}
      result={
        tool.result && (
          <VideoResult
            result={tool.result}
            label={text.videoLabel}
            fileName={`image-to-video-${tool.result.taskId ?? 'result'}.mp4`}
            text={text}
          >
            <a className={styles.link} href={tool.result.url} download target="_blank" rel="noopener noreferrer">
              {text.downloadLink}
            </a>
          </VideoResult>
        )
      }
      slots={{ statusDetails: tool.taskId && <TaskId taskId={tool.taskId} text={text} /> }}
    >
      {/* The next video's prompt may be written while this one renders (minutes): the field stays enabled. */}
      <PromptField tool={tool} text={text} isRequired rows={3} isDisabled={false} />
      <UploadField tool={tool} text={text} field="frameFile" rule={frameUpload} />
      {values.frameFile && values.frameUrl.trim() && <p className={noteClassName}>{text.frameFileWins}</p>}
      <div className={compactSettingsGridClassName}>
        <SegmentedControl
          label={text.durationLabel}
          options={durationOptions}
          value={String(values.duration)}
          onChange={(key) => tool.set({ duration: Number(key) as ImageToVideoValues['duration'] })}
        />
        <Select
          label={text.resolutionLabel}
          options={resolutionOptions}
          value={values.resolution}
          onChange={(key) => tool.set({ resolution: String(key ?? '') })}
          errorMessage={fieldErrors.resolution}
          isRequired
        />
        <Select
          label={text.sizePresetLabel}
          description={text.sizePresetHint}
          options={presetOptions}
          value={values.sizePreset ?? noPreset}
          onChange={(key) => tool.set({ sizePreset: key === noPreset ? null : (String(key) as Preset) })}
        />
      </div>
    </ToolLayout>
  );
}

function TaskId({ taskId, text }: { taskId: string; text: ImageToVideoMessages }) {
  return (
    <div className={inlineRowClassName}>
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
