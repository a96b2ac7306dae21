import { CopyButton } from '@mediakit/ui/CopyButton';
import { useEffect, useRef } from 'react';
import type { ChatTurn } from '../chatState';
import type { ChatMessages } from '../messages';
import * as styles from './Conversation.css';

export interface ConversationProps {
  turns: ChatTurn[];
  text: ChatMessages;
}

/** The conversation so far: each prompt with its reply, or with how its turn ended (awaited, failed, stopped). */
export function Conversation({ turns, text }: ConversationProps) {
  const log = useRef<HTMLDivElement>(null);
  const lastTurn = turns.at(-1);

  // The newest turn, and then its reply, scroll into view inside the conversation (never the page).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastTurn?.id, lastTurn?.status]);

  return (
    <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={text.conversationLabel}>
      {turns.length === 0 ? (
        <p className={styles.empty}>{text.emptyConversation}</p>
      ) : (
        <ol className={styles.turns}>
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} text={text} />
          ))}
        </ol>
      )}
    </div>
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
