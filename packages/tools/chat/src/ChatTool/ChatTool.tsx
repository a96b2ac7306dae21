import { ToolLayout, type ToolViewProps } from '@mediakit/tool-runtime';
import { TextArea } from '@mediakit/ui/TextArea';
import type { KeyboardEvent } from 'react';
import { Conversation } from '../Conversation';
import type { ChatMessages } from '../messages';
import { useChat, type ChatResult } from '../useChat';

export type ChatToolProps = Omit<ToolViewProps<ChatResult, ChatMessages, never>, 'defaultValues' | 'includeBlob'>;

/** AI chat: a multi-turn conversation with Send, Stop and Clear. */
export function ChatTool({ sharedMessages, buyCreditsHref, className, ...options }: ChatToolProps) {
  const chat = useChat(options);
  const text = chat.messages;

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
      result={<Conversation turns={chat.turns} text={text} />}
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
