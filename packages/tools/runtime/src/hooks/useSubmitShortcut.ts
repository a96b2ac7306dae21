import { useCallback, type KeyboardEvent } from 'react';

/** Ctrl+Enter (Cmd+Enter on Apple keyboards) submits wherever there is a prompt; plain Enter keeps adding lines. */
export function isSubmitShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'nativeEvent'>): boolean {
  const composing = (event.nativeEvent as { isComposing?: boolean } | undefined)?.isComposing ?? false;
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !composing;
}

export function useSubmitShortcut(submit: () => void) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!isSubmitShortcut(event)) return;
      event.preventDefault();
      submit();
    },
    [submit],
  );
}
