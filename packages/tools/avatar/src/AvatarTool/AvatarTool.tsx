import {
  PromptField,
  ResultActions,
  RetryingVideo,
  ToolLayout,
  useObjectUrl,
  type ToolViewProps,
} from '@mediakit/tool-runtime';
import { useMemo } from 'react';
import type { AvatarMessages } from '../messages';
import { scriptToWebVtt } from '../scriptCaptions';
import { useAvatar, type AvatarResult, type AvatarValues } from '../useAvatar';
import * as styles from './AvatarTool.css';

export type AvatarToolProps = ToolViewProps<AvatarResult, AvatarMessages, Partial<AvatarValues>>;

/** AI avatar: write a script, Generate, watch (with the script as captions) and download the video. */
export function AvatarTool(props: AvatarToolProps) {
  const avatar = useAvatar(props);
  const text = avatar.messages;
  const spokenScript = avatar.result?.script;
  const captionsFile = useMemo(
    () => (spokenScript ? new Blob([scriptToWebVtt(spokenScript)], { type: 'text/vtt' }) : null),
    [spokenScript],
  );
  const captionsUrl = useObjectUrl(captionsFile);

  return (
    <ToolLayout
      tool={avatar}
      view={props}
      buttons={{ isSubmitDisabled: !avatar.values.script.trim() || avatar.isScriptTooLong }}
      result={
        avatar.result && (
          <>
            <RetryingVideo
              className={styles.player}
              src={avatar.result.url}
              poster={avatar.result.poster}
              label={text.playerLabel}
              captions={
                captionsUrl
                  ? { src: captionsUrl, srcLang: text.captionsLanguage, label: text.captionsLabel }
                  : undefined
              }
              messages={{ loadFailed: text.videoLoadFailed, openDirectly: text.openVideoDirectly }}
            />
            <ResultActions url={avatar.result.url} engine={avatar.result.engine} fileName={text.resultFileName} />
          </>
        )
      }
    >
      <PromptField tool={avatar} text={text} field="script" rows={6} characterLimit={avatar.scriptLimit} />
    </ToolLayout>
  );
}
