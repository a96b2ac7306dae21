import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * Renders a tool on a fresh fake client and waits until it shows the fake's starting balance of 432 credits.
 * `user` is set up before rendering, as user-event asks.
 */
export async function renderToolOnFakeClient(
  tool: (client: FakeMediakitClient) => ReactElement,
  userOptions: UserEventOptions = {},
): Promise<RenderResult & { client: FakeMediakitClient; user: ReturnType<typeof userEvent.setup> }> {
  const client = createFakeMediakitClient();
  const user = userEvent.setup(userOptions);
  const view = render(tool(client));
  await screen.findByText('Balance: 432 credits');
  return { client, user, ...view };
}
