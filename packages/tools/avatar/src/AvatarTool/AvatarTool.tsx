import { TextArea } from '@mediakit/ui';
import {
  CostBadge,
  ResultActions,
  RetryingVideo,
  ToolLayout,
  useObjectUrl,
  useSubmitShortcut,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { useMemo } from 'react';
import type { AvatarMessages } from '../messages';
import { scriptToWebVtt } from '../scriptCaptions';
import { useAvatar, type AvatarResult } from '../useAvatar';
import * as styles from './AvatarTool.css';

export type AvatarToolProps = ToolViewProps<AvatarResult, AvatarMessages, { script?: string }>;

/** AI avatar: write a script, Generate, watch (with the script as captions) and download the video. */
export function AvatarTool({ client, costMessages, buyCreditsHref, className, ...options }: AvatarToolProps) {
  const avatar = useAvatar({ client, ...options });
  const text = avatar.messages;
  const onKeyDown = useSubmitShortcut(avatar.generate);
  const spokenScript = avatar.result?.script;
  const captionsFile = useMemo(
    () => (spokenScript ? new Blob([scriptToWebVtt(spokenScript)], { type: 'text/vtt' }) : null),
    [spokenScript],
  );
  const captionsUrl = useObjectUrl(captionsFile);

  return (
    <ToolLayout
      className={className}
      width="medium"
      title={text.title}
      phase={avatar.phase}
      onSubmit={avatar.generate}
      submitLabel={text.generate}
      pendingLabel={text.pending}
      isSubmitDisabled={!avatar.canGenerate}
      onReset={avatar.reset}
      resetLabel={text.reset}
      successMessage={text.succeeded}
      error={avatar.error}
      resultHeading={text.resultHeading}
      result={
        avatar.result && (
          <>
            <RetryingVideo
              className={styles.player}
              src={avatar.result.url}
              label={text.playerLabel}
              captions={
                captionsUrl
                  ? { src: captionsUrl, srcLang: text.captionsLanguage, label: text.captionsLabel }
                  : undefined
              }
              messages={{ loadFailed: text.videoLoadFailed, openDirectly: text.openVideoDirectly }}
            />
            <ResultActions
              client={client}
              url={avatar.result.url}
              engine={avatar.result.engine}
              fileName={text.resultFileName}
            />
          </>
        )
      }
    >
      <TextArea
        label={text.scriptLabel}
        description={text.scriptHint}
        placeholder={text.scriptPlaceholder}
        value={avatar.script}
        onChange={avatar.setScript}
        onKeyDown={onKeyDown}
        errorMessage={avatar.scriptError}
        isDisabled={avatar.isPending}
        rows={6}
      />
      <CostBadge gate={avatar.gate} buyCreditsHref={buyCreditsHref} messages={costMessages} />
    </ToolLayout>
  );
}
