import { ChatTool } from '@mediakit/tool-chat';

export function Component() {
  return <ChatTool />;
}
