import {
  CostBadge,
  formatMessage,
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
import { CompareSlider, SegmentedControl, Slider, Switch, TextArea } from '@mediakit/ui';
import type { FormEvent } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  imageStudioAccept,
  imageStudioMaxBytes,
  studioScales,
  type ImageStudioValues,
  type StudioTab,
} from '../imageStudioForm';
import type { ImageStudioMessages } from '../messages';
import { useImageStudio, type ImageStudioResult } from '../useImageStudio';
import * as styles from './ImageStudioTool.css';

export type ImageStudioToolProps = ToolViewProps<ImageStudioResult, ImageStudioMessages, Partial<ImageStudioValues>>;

const tabs: readonly StudioTab[] = ['enhance', 'transform'];

/** Image studio: Enhance (upscale 2x to 16x) and Transform (style transfer), each a polled job with before/after. */
export function ImageStudioTool({
  client,
  onResult,
  includeBlob,
  onError,
  messages,
  defaultValues,
  costMessages,
  buyCreditsHref,
  className,
}: ImageStudioToolProps) {
  const studio = useImageStudio({ client, messages, defaultValues, onResult, includeBlob, onError });
  const text = studio.messages;
  const submit = () => void studio.submit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onPromptKeyDown = useSubmitShortcut(submit);
  const sourceFileUrl = useObjectUrl(studio.source instanceof Blob ? studio.source : null);
  const originalUrl = typeof studio.source === 'string' ? studio.source : sourceFileUrl;
  // Announced together, since the errors sit beside fields the user may not be on.
  const invalid = [...new Set([studio.errors.image, studio.errors.style].filter(Boolean))].join(' ');
  const scaleOptions = studioScales.map((scale) => ({
    id: String(scale),
    label: formatMessage(text.scaleOption, { scale }),
  }));
  const isTransform = studio.tab === 'transform';
  const imageFieldRules = {
    accept: imageStudioAccept,
    maxBytes: imageStudioMaxBytes,
    wrongTypeMessage: text.wrongType,
    tooLargeMessage: text.tooLarge,
    isDisabled: studio.isBusy,
  };

  const form = (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>{isTransform ? text.transformIntro : text.enhanceIntro}</p>
      <div className={isTransform ? styles.pair : undefined}>
        <UploadField
          {...imageFieldRules}
          label={text.sourceLabel}
          file={studio.values.imageFile}
          onFileChange={studio.setImageFile}
          url={studio.values.imageUrl}
          onUrlChange={studio.setImageUrl}
          errorMessage={studio.errors.image}
          messages={{ urlLabel: text.sourceUrlLabel }}
        />
        {isTransform && (
          <UploadField
            {...imageFieldRules}
            label={text.styleLabel}
            file={studio.values.styleFile}
            onFileChange={studio.setStyleFile}
            url={studio.values.styleUrl}
            onUrlChange={studio.setStyleUrl}
            errorMessage={studio.errors.style}
            messages={{ urlLabel: text.styleUrlLabel }}
          />
        )}
      </div>
      {(studio.imageFileWins || (isTransform && studio.styleFileWins)) && (
        <p className={styles.note}>{text.fileWinsHint}</p>
      )}
      <TextArea
        label={text.promptLabel}
        description={text.promptHint}
        value={studio.values.prompt}
        onChange={studio.setPrompt}
        onKeyDown={onPromptKeyDown}
        isDisabled={studio.isBusy}
        rows={2}
      />
      <div className={styles.settings}>
        <SegmentedControl
          label={text.scaleLabel}
          options={scaleOptions}
          value={String(studio.values.scale)}
          onChange={(scale) => studio.setScale(String(scale))}
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
              onChange={studio.setStrength}
              formatValue={(value) => value.toFixed(2)}
              isDisabled={studio.isBusy}
            />
            <Switch
              isSelected={studio.values.preserveStructure}
              onChange={studio.setPreserveStructure}
              isDisabled={studio.isBusy}
            >
              {text.preserveStructureLabel}
            </Switch>
          </>
        )}
      </div>
      <CostBadge gate={studio.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
      <JobActions
        phase={studio.phase}
        isPending={studio.isBusy}
        submitLabel={isTransform ? text.transformSubmit : text.enhanceSubmit}
        pendingLabel={text.submitting}
        isSubmitDisabled={studio.gate.isShort}
        startOver={{ label: text.startOver, onPress: studio.startOver }}
      />
      <JobStatus
        phase={studio.phase}
        statusText={studio.statusText}
        progress={studio.progress}
        error={studio.error}
        resumed={studio.resumed}
        onCancel={studio.cancel}
      />
      {studio.result && (
        <div className={styles.result}>
          {originalUrl && studio.result.urls[0] ? (
            <CompareSlider
              beforeSrc={originalUrl}
              afterSrc={studio.result.urls[0]}
              beforeAlt={text.originalAlt}
              afterAlt={text.resultAlt}
              messages={{ before: text.originalHeading, after: text.resultHeading }}
            />
          ) : (
            studio.result.urls[0] && <img className={styles.image} src={studio.result.urls[0]} alt={text.resultAlt} />
          )}
          {studio.result.urls.map((url, index) => (
            <ResultActions
              key={url}
              url={url}
              engine={studio.result?.engine}
              fileName={index === 0 ? text.downloadName : `${index + 1}-${text.downloadName}`}
              client={client}
            />
          ))}
        </div>
      )}
    </form>
  );

  return (
    <ToolFrame title={text.title} width="wide" className={className}>
      <Tabs selectedKey={studio.tab} onSelectionChange={(key) => studio.setTab(String(key))}>
        <TabList className={styles.tabList} aria-label={text.tabsLabel}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} className={styles.tab}>
              {tab === 'enhance' ? text.enhanceTab : text.transformTab}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab} className={styles.panel}>
            {tab === studio.tab && form}
          </TabPanel>
        ))}
      </Tabs>
      <LiveRegion message={invalid || undefined} />
    </ToolFrame>
  );
}
