import { ToolLayout, type ToolViewProps } from '@mediakit/tool-runtime';
import { CopyButton } from '@mediakit/ui/CopyButton';
import { TextArea } from '@mediakit/ui/TextArea';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ChatTurn } from '../chatState';
import type { ChatMessages } from '../messages';
import { useChat, type ChatResult } from '../useChat';
import * as styles from './ChatTool.css';

export type ChatToolProps = Omit<ToolViewProps<ChatResult, ChatMessages, never>, 'defaultValues' | 'includeBlob'>;

/** AI chat: a multi-turn conversation with Send, Stop and Clear. */
export function ChatTool({ sharedMessages, buyCreditsHref, className, ...options }: ChatToolProps) {
  const chat = useChat(options);
  const text = chat.messages;
  const log = useRef<HTMLDivElement>(null);
  const lastTurn = chat.turns.at(-1);

  // The newest turn, and then its reply, scroll into view inside the conversation (never the page).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastTurn?.id, lastTurn?.status]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.submit();
    }
  };

  return (
    <ToolLayout
      // Each turn shows how it ended; the status only says that a reply is awaited, with Stop.
      tool={{ ...chat, phase: chat.isBusy ? 'running' : 'idle', statusText: text.waiting }}
      view={{
        className,
        buyCreditsHref,
        sharedMessages: { ...sharedMessages, status: { cancel: text.stop, ...sharedMessages?.status } },
      }}
      buttons={{ cancel: true, isSubmitDisabled: !chat.canSubmit }}
      resultFirst
      result={
        <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={text.conversationLabel}>
          {chat.turns.length === 0 ? (
            <p className={styles.empty}>{text.emptyConversation}</p>
          ) : (
            <ol className={styles.turns}>
              {chat.turns.map((turn) => (
                <Turn key={turn.id} turn={turn} text={text} />
              ))}
            </ol>
          )}
        </div>
      }
    >
      <TextArea
        label={text.promptLabel}
        description={text.hint}
        placeholder={text.placeholder}
        value={chat.values.prompt}
        onChange={(prompt) => chat.set({ prompt })}
        onKeyDown={onKeyDown}
        rows={3}
      />
    </ToolLayout>
  );
}

function Turn({ turn, text }: { turn: ChatTurn; text: ChatMessages }) {
  return (
    <li className={styles.bubble}>
      <span className={styles.speaker}>{text.you}</span>
      <span>{turn.prompt}</span>
      <span className={styles.speaker}>{text.assistant}</span>
      {turn.status === 'pending' && <span className={styles.muted}>{text.pending}</span>}
      {turn.status === 'answered' && (
        <>
          <span>{turn.reply}</span>
          <div className={styles.actions}>
            <CopyButton
              text={turn.reply ?? ''}
              label={text.copyReply}
              copiedLabel={text.copied}
              errorLabel={text.copyFailed}
            />
          </div>
        </>
      )}
      {turn.status === 'failed' && (
        <span className={styles.failed} role="alert">
          {turn.error}
        </span>
      )}
      {turn.status === 'stopped' && <span className={styles.muted}>{text.stopped}</span>}
    </li>
  );
}
