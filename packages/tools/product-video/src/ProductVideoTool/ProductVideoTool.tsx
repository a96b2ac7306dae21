import {
  PromptField,
  ToolLayout,
  compactSettingsGridClassName,
  UploadField,
  VideoResult,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { NumberField } from '@mediakit/ui/NumberField';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { Select } from '@mediakit/ui/Select';
import type { ProductVideoMessages } from '../messages';
import {
  aspectRatios,
  durationRange,
  fpsRange,
  productImageUpload,
  productResolutions,
  styleModels,
  type ProductVideoDefaults,
} from '../productVideoForm';
import { useProductVideo, type ProductVideoResult } from '../useProductVideo';

export type ProductVideoToolProps = ToolViewProps<ProductVideoResult, ProductVideoMessages, ProductVideoDefaults>;

const unsetAspect = 'unset';

/** Product video: a product photo becomes a short clip with the chosen motion, style model and format. */
export function ProductVideoTool(props: ProductVideoToolProps) {
  const tool = useProductVideo(props);
  const text = tool.messages;
  const { values } = tool;

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
    <ToolLayout
      tool={tool}
      view={props}
      cancellable
      result={
        tool.result && (
          <VideoResult result={tool.result} label={text.videoLabel} fileName="product-video.mp4" text={text} />
        )
      }
    >
      <UploadField tool={tool} text={text} field="image" rule={productImageUpload} />
      <PromptField tool={tool} text={text} rows={3} />
      <div className={compactSettingsGridClassName}>
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
    </ToolLayout>
  );
}
