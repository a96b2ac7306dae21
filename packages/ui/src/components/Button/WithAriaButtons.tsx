import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { AriaButtonContext } from './useNativePress';

/**
 * Our buttons inside are react-aria's Button, which takes a react-aria trigger's press, focus and slot props: the
 * wrappers of `DialogTrigger`, `MenuTrigger`, `Tooltip` and the toasts use it.
 */
export function WithAriaButtons({ children }: { children: ReactNode }) {
  return <AriaButtonContext.Provider value={AriaButton}>{children}</AriaButtonContext.Provider>;
}
