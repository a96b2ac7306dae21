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
  // The settings stay editable while a video is made, as they always have; only Generate waits.
  const field = <Name extends keyof typeof values>(name: Name) => ({ ...tool.field(name), isDisabled: false });

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
      buttons={{ cancel: true }}
      result={
        tool.result && (
          <VideoResult result={tool.result} label={text.videoLabel} fileName="product-video.mp4" text={text} />
        )
      }
    >
      <UploadField tool={tool} text={text} field="image" rule={productImageUpload} />
      <PromptField tool={tool} text={text} rows={3} isDisabled={false} />
      <div className={compactSettingsGridClassName}>
        <NumberField
          label={text.durationLabel}
          description={text.durationHint}
          minValue={durationRange.min}
          maxValue={durationRange.max}
          step={1}
          {...field('duration')}
        />
        <NumberField
          label={text.fpsLabel}
          description={text.fpsHint}
          minValue={fpsRange.min}
          maxValue={fpsRange.max}
          step={1}
          {...field('fps')}
        />
        <Select
          label={text.resolutionLabel}
          options={productResolutions.map((resolution) => ({ id: resolution, label: resolution }))}
          {...field('resolution')}
          onChange={(key) => tool.set({ resolution: String(key) as typeof values.resolution })}
        />
        <Select
          label={text.styleLabel}
          options={styleModels.map((style) => ({ id: style, label: style }))}
          {...field('style')}
          onChange={(key) => tool.set({ style: String(key) as typeof values.style })}
        />
        <Select
          label={text.aspectLabel}
          options={aspectOptions}
          value={values.aspect ?? unsetAspect}
          onChange={(key) =>
            tool.set({
              aspect: key === unsetAspect ? null : (String(key) as NonNullable<typeof values.aspect>),
            })
          }
        />
      </div>
      <SegmentedControl
        label={text.motionLabel}
        options={motionOptions}
        {...field('motion')}
        onChange={(key) => tool.set({ motion: String(key) as typeof values.motion })}
      />
    </ToolLayout>
  );
}
