import {
  formatMessage,
  ResultActions,
  ToolLayout,
  framedImageClassName,
  noteClassName,
  settingsGridClassName,
  UploadField,
  useObjectUrl,
  PromptField,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { CompareSlider } from '@mediakit/ui/CompareSlider';
import { SegmentedControl } from '@mediakit/ui/SegmentedControl';
import { Slider } from '@mediakit/ui/Slider';
import { Switch } from '@mediakit/ui/Switch';
import { Tabs } from '@mediakit/ui/Tabs';
import type { ReactNode } from 'react';
import type { StudioScale } from '@mediakit/api-client';
import { studioImageUpload, studioScales, type ImageStudioValues, type StudioTab } from '../imageStudioForm';
import type { ImageStudioMessages } from '../messages';
import { useImageStudio, type ImageStudioResult } from '../useImageStudio';
import * as styles from './ImageStudioTool.css';

export type ImageStudioToolProps = ToolViewProps<ImageStudioResult, ImageStudioMessages, Partial<ImageStudioValues>>;

const tabs: readonly StudioTab[] = ['enhance', 'transform'];

/** Image studio: Enhance (upscale 2x to 16x) and Transform (style transfer), each a polled job with before/after. */
export function ImageStudioTool(props: ImageStudioToolProps) {
  const studio = useImageStudio(props);
  const text = studio.messages;
  const originalUrl = useObjectUrl(studio.source);
  const scaleOptions = studioScales.map((scale) => ({
    id: String(scale),
    label: formatMessage(text.scaleOption, { scale }),
  }));
  const isTransform = studio.tab === 'transform';
  const firstUrl = studio.result?.urls[0];
  const imageField = { tool: studio, text, rule: studioImageUpload, isDisabled: studio.isBusy };
  const inTabs = (body: ReactNode) => (
    <Tabs
      label={text.tabsLabel}
      selectedKey={studio.tab}
      onSelectionChange={(key) => studio.set({ tab: String(key) as StudioTab })}
      items={tabs.map((tab) => ({
        id: tab,
        label: tab === 'enhance' ? text.enhanceTab : text.transformTab,
        content: tab === studio.tab ? body : null,
      }))}
    />
  );

  return (
    <ToolLayout
      tool={studio}
      view={props}
      buttons={{
        cancel: true,
        reset: 'when-ended',
        submitLabel: isTransform ? text.transformSubmit : text.enhanceSubmit,
      }}
      slots={{ panel: inTabs }}
      result={
        studio.result && (
          <>
            {originalUrl && firstUrl ? (
              <CompareSlider
                beforeSrc={originalUrl}
                afterSrc={firstUrl}
                beforeAlt={text.originalAlt}
                afterAlt={text.resultAlt}
                messages={{ before: text.originalHeading, after: text.resultLabel }}
              />
            ) : (
              firstUrl && <img className={framedImageClassName} src={firstUrl} alt={text.resultAlt} />
            )}
            {studio.result.urls.map((url, index) => (
              <ResultActions
                key={url}
                url={url}
                engine={studio.result?.engine}
                fileName={index === 0 ? text.downloadName : `${index + 1}-${text.downloadName}`}
              />
            ))}
          </>
        )
      }
    >
      <p className={noteClassName}>{isTransform ? text.transformIntro : text.enhanceIntro}</p>
      <div className={isTransform ? styles.pair : undefined}>
        <UploadField {...imageField} field="imageFile" />
        {isTransform && <UploadField {...imageField} field="styleFile" />}
      </div>
      {(studio.imageFileWins || (isTransform && studio.styleFileWins)) && (
        <p className={noteClassName}>{text.fileWinsHint}</p>
      )}
      <PromptField tool={studio} text={text} rows={2} />
      <div className={settingsGridClassName}>
        <SegmentedControl
          label={text.scaleLabel}
          options={scaleOptions}
          value={String(studio.values.scale)}
          onChange={(scale) => studio.set({ scale: Number(scale) as StudioScale })}
          isDisabled={studio.isBusy}
        />
        {isTransform && (
          <>
            <Slider
              label={text.strengthLabel}
              minValue={0}
              maxValue={1}
              step={0.05}
              value={studio.values.strength}
              onChange={(strength) => studio.set({ strength })}
              formatValue={(value) => value.toFixed(2)}
              isDisabled={studio.isBusy}
            />
            <Switch
              isSelected={studio.values.preserveStructure}
              onChange={(preserveStructure) => studio.set({ preserveStructure })}
              isDisabled={studio.isBusy}
            >
              {text.preserveStructureLabel}
            </Switch>
          </>
        )}
      </div>
    </ToolLayout>
  );
}
