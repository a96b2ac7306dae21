import type { EngineTool, MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCreditGate } from '../credits/useCreditGate';
import { engineLinesOf } from '../engines/engineLines';
import { CostBadge } from './CostBadge';

const meta = {
  title: 'Runtime/CostBadge',
  component: CostBadge,
  args: { gate: { credits: 432, cost: 9, isShort: false, shortMessage: undefined } },
} satisfies Meta<typeof CostBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {};

export const Short: Story = {
  args: { gate: { credits: 3, cost: 9, isShort: true, shortMessage: 'Insufficient credits. Need 9, you have 3.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveFocus();
  },
};

export const BalanceUnknown: Story = {
  args: { gate: { credits: undefined, cost: 2, isShort: false, shortMessage: undefined } },
};

export const BalanceUnavailable: Story = {
  args: {
    gate: {
      credits: undefined,
      cost: 2,
      isShort: false,
      shortMessage: undefined,
      refreshing: false,
      error: new Error('Network error') as never,
      refresh: () => Promise.resolve(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Balance unavailable')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

/** The badge as a tool shows it: its gate from `useCreditGate` naming the tool's engine, on a fake client. */
function ToolCostBadge({
  engine,
  fake,
  client: given,
}: {
  engine: EngineTool;
  fake?: FakeMediakitClientOptions;
  client?: MediakitClient;
}) {
  const [client] = useState(() => given ?? createFakeMediakitClient(fake));
  const gate = useCreditGate({ cost: 9, shortMessageTemplate: 'Need {required}, you have {have}.', engine, client });
  return <CostBadge gate={gate} />;
}

const engineStory = (engine: EngineTool, line: string, fake?: FakeMediakitClientOptions): Story => ({
  render: () => <ToolCostBadge engine={engine} fake={fake} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(line)).toBeInTheDocument();
    await expect(canvas.getByText('Cost: 9 credits')).toBeInTheDocument();
  },
});

/** The background remover on ISNet, a model running on the server (the local engine's own words). */
export const EngineModel = engineStory(
  'backgroundRemove',
  'Model on this server: ISNet, a segmentation model running on this server, cuts the subject out.',
);

/** Text to image on a provider, as the server says it when MEDIAKIT_ENGINE_IMAGE_GENERATE=openai. */
export const EngineProvider = engineStory('imageGenerate', 'Provider: OpenAI (gpt-image-2) makes the result.', {
  engines: { imageGenerate: { engine: 'openai', kind: 'provider', summary: 'OpenAI (gpt-image-2) makes the result.' } },
});

/** Text to image on the server's own program, which says it is not a text-to-image model before anyone pays. */
export const EngineProgram = engineStory(
  'imageGenerate',
  "Local engine: A picture drawn from the prompt's scene and colour words (not a text-to-image model).",
);

/** The engine list could not be read: the badge shows no engine line and nothing else changes (nothing blocks). */
export const EngineUnavailable: Story = (() => {
  const client = createFakeMediakitClient({ scenarios: { 'engines.list': 'server-error' } });
  return {
    render: () => <ToolCostBadge engine="imageGenerate" client={client} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(engineLinesOf(client).getState().status).toBe('failed'));
      await expect(await canvas.findByText('Balance: 432 credits')).toBeInTheDocument();
      await expect(canvas.getByText('Cost: 9 credits')).toBeInTheDocument();
      await expect(canvasElement.querySelector('[data-kind]')).toBeNull();
    },
  };
})();
