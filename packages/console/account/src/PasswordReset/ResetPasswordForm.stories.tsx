import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Canvas } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  component: ResetPasswordForm,
  args: { token: 'story-token', signInHref: '#login', forgotPasswordHref: '#forgot', onReset: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fake that has "e-mailed" the demo user a reset link with the token 'story-token'. */
function withResetLink() {
  const client = createFakeMediakitClient({ signedIn: false, latencyMs: 150 });
  (client.fake.state as { passwordResets: Map<string, number> }).passwordResets.set(
    'story-token',
    client.fake.state.accounts[0]?.id ?? 0,
  );
  return client;
}

async function fill(canvas: Canvas, password: string, confirm: string) {
  await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password', { selector: 'input' }), `${confirm}{Enter}`);
}

export const Idle: Story = { args: { client: withResetLink() } };

export const TooShort: Story = {
  args: { client: withResetLink() },
  play: async ({ canvas }) => {
    await fill(canvas, 'short', 'short');
    await expect(canvas.getByText('Use at least 8 characters.')).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  args: { client: withResetLink() },
  play: async ({ canvas }) => {
    await fill(canvas, 'long enough', 'long enougg');
    await expect(canvas.getByText('The passwords do not match.')).toBeInTheDocument();
  },
};

export const Reset: Story = {
  args: { client: withResetLink() },
  play: async ({ canvas, args }) => {
    await fill(canvas, 'long enough', 'long enough');
    await expect(await canvas.findByText(/Your password has been reset/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#login');
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const MissingToken: Story = {
  args: { client: createFakeMediakitClient({ signedIn: false }), token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  },
};
