import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  component: ForgotPasswordForm,
  args: { signInHref: '#login' },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = () => createFakeMediakitClient({ signedIn: false, latencyMs: 150 });

export const Idle: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Forgot your password?' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '#login');
  },
};

export const InvalidEmail: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada at example{Enter}');
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Sent: Story = {
  args: { client: signedOut(), initialEmail: 'ada@example.com' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/we have sent it a link to reset the password/)).toBeInTheDocument();
  },
};

export const ServerFails: Story = {
  args: {
    client: createFakeMediakitClient({ signedIn: false, scenarios: { 'auth.forgotPassword': 'server-error' } }),
    initialEmail: 'ada@example.com',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).not.toBeEmptyDOMElement();
  },
};
