import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Runtime/ResetPasswordForm',
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

async function fill(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password', { selector: 'input' }), `${confirm}{Enter}`);
}

export const Idle: Story = { args: { client: withResetLink() } };

export const TooShort: Story = {
  args: { client: withResetLink() },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'short', 'short');
    await expect(within(canvasElement).getByText('Use at least 8 characters.')).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  args: { client: withResetLink() },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'long enough', 'long enougg');
    await expect(within(canvasElement).getByText('The passwords do not match.')).toBeInTheDocument();
  },
};

export const Reset: Story = {
  args: { client: withResetLink() },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'long enough', 'long enough');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your password has been reset/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#login');
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const MissingToken: Story = {
  args: { client: createFakeMediakitClient({ signedIn: false }), token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  },
};
