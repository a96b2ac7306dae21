import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PromptField } from './PromptField';

const text = { promptLabel: 'Prompt', promptHint: 'Ctrl+Enter generates.', promptPlaceholder: 'A lighthouse at dusk' };

function Demo({ errorMessage, isDisabled }: { errorMessage?: string; isDisabled?: boolean }) {
  const [prompt, setPrompt] = useState('');
  const [submitted, setSubmitted] = useState(0);
  // A useTool hook as the field reads it: the field's props by name, and its submit.
  const tool = {
    field: () => ({ value: prompt, onChange: setPrompt, errorMessage, isDisabled: false }),
    submit: () => setSubmitted((n) => n + 1),
  };
  return (
    <>
      <PromptField tool={tool} text={text} rows={3} isDisabled={isDisabled} />
      <output>Submitted {submitted}</output>
    </>
  );
}

const meta = { title: 'Runtime/PromptField', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'Fox');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Submitted 1')).toBeVisible();
  },
};

export const WithError: Story = { args: { errorMessage: 'Please enter a prompt.' } };

export const Disabled: Story = { args: { isDisabled: true } };
