import type { MediakitClient } from '@mediakit/api-client';
import { ToolFrame } from '@mediakit/tool-runtime';
import { Button, CopyButton, TextArea } from '@mediakit/ui';
import type { FormEvent, KeyboardEvent } from 'react';
import type { ChatMessages } from '../messages';
import type { ChatTurn } from '../chatState';
import { useChat } from '../useChat';
import * as styles from './ChatTool.css';

export interface ChatToolProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ChatMessages>;
  /** Called with every reply the server sends. */
  onReply?: (reply: string, prompt: string) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
  className?: string;
}

/** AI chat: a multi-turn conversation with Send, Stop and Clear. */
export function ChatTool({ client, messages, onReply, onError, className }: ChatToolProps) {
  const chat = useChat({ client, messages, onReply, onError });
  const text = chat.messages;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    chat.send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send();
    }
  };

  return (
    <ToolFrame title={text.title} width="narrow" className={className}>
      <div className={styles.log} role="log" aria-live="polite" aria-label={text.conversationLabel}>
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
      <form onSubmit={submit} className={styles.form}>
        <TextArea
          label={text.promptLabel}
          description={text.hint}
          placeholder={text.placeholder}
          value={chat.prompt}
          onChange={chat.setPrompt}
          onKeyDown={onKeyDown}
          rows={3}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={chat.isWaiting}
            pendingLabel={text.sending}
            isDisabled={!chat.isWaiting && !chat.canSend}
          >
            {text.send}
          </Button>
          {chat.isWaiting && (
            <Button variant="secondary" onPress={chat.stop}>
              {text.stop}
            </Button>
          )}
          <Button variant="quiet" onPress={chat.clear}>
            {text.clear}
          </Button>
        </div>
      </form>
    </ToolFrame>
  );
}

function Turn({ turn, text }: { turn: ChatTurn; text: ChatMessages }) {
  return (
    <li className={styles.bubble}>
      <span className={styles.speaker}>{text.you}</span>
      <span>{turn.prompt}</span>
      <span className={styles.speaker}>{text.assistant}</span>
      {turn.status === 'pending' && <span className={styles.muted}>{text.sending}</span>}
      {turn.status === 'answered' && (
        <>
          <span>{turn.reply}</span>
          <CopyReply reply={turn.reply ?? ''} text={text} />
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

function CopyReply({ reply, text }: { reply: string; text: ChatMessages }) {
  return (
    <div className={styles.actions}>
      <CopyButton text={reply} label={text.copyReply} copiedLabel={text.copied} errorLabel={text.copyFailed} />
    </div>
  );
}
