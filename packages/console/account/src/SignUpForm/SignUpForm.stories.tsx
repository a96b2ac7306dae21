import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { type Canvas, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const meta = {
  component: SignUpForm,
  args: { signInHref: '#login', onSignedUp: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedOut = (options: Parameters<typeof createFakeMediakitClient>[0] = {}) =>
  createFakeMediakitClient({ signedIn: false, latencyMs: 150, ...options });

interface Entries {
  username?: string;
  email?: string;
  password?: string;
  acceptTerms?: boolean;
}

/** Fills the form by keyboard (Space ticks the terms) and presses Enter on the submit button. */
async function signUpByKeyboard(canvas: Canvas, entries: Entries) {
  const type = async (target: HTMLElement, text: string | undefined) => {
    await tabTo(target);
    if (text) await userEvent.keyboard(text);
  };
  await type(canvas.getByRole('textbox', { name: 'Username' }), entries.username);
  await type(canvas.getByRole('textbox', { name: 'Email' }), entries.email);
  await type(canvas.getByLabelText('Password', { selector: 'input' }), entries.password);
  await tabTo(canvas.getByRole('checkbox', { name: 'I accept the terms of service' }));
  if (entries.acceptTerms) await userEvent.keyboard(' ');
  await tabTo(canvas.getByRole('button', { name: 'Create account' }));
  await userEvent.keyboard('{Enter}');
}

const complete: Entries = { username: 'grace', email: 'grace@example.com', password: 'secret', acceptTerms: true };

export const Idle: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Create account' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#login');
  },
};

export const MissingFields: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signUpByKeyboard(canvas, {});
    await expect(canvas.getByText('Enter a username.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your email address.')).toBeInTheDocument();
    await expect(canvas.getByText('Choose a password.')).toBeInTheDocument();
    await expect(canvas.getByText('Accept the terms to create an account.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

export const InvalidEmail: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signUpByKeyboard(canvas, { ...complete, email: 'grace' });
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const TermsNotAccepted: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signUpByKeyboard(canvas, { ...complete, acceptTerms: false });
    await expect(canvas.getByText('Accept the terms to create an account.')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of service' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { client: signedOut({ latencyMs: 60_000 }) },
  play: async ({ canvas }) => {
    await signUpByKeyboard(canvas, complete);
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { client: signedOut({ scenarios: { 'auth.register': 'server-error' } }) },
  play: async ({ canvas }) => {
    await signUpByKeyboard(canvas, complete);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The model is overloaded. Try again in a minute.');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('grace');
  },
};

export const Created: Story = {
  args: { client: signedOut() },
  play: async ({ args, canvas }) => {
    await signUpByKeyboard(canvas, complete);
    await expect(await canvas.findByText('Account created successfully!')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of service' })).not.toBeChecked();
    await expect(args.onSignedUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'grace@example.com' }),
      'Account created successfully!',
    );
  },
};
