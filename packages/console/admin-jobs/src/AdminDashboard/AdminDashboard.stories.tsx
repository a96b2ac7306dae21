import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { fakeAdminClient as admin, withChangedAnswer } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AdminDashboard } from './AdminDashboard';

const meta = { title: 'Console/Admin dashboard', component: AdminDashboard } satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's figures: users, jobs, revenue, storage, credits spent per period, jobs by tool, recent sign-ups. */
export const Populated: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Revenue this month' })).toHaveTextContent('$1,900.00');
    await expect(canvas.getByRole('group', { name: 'Storage used' })).toHaveTextContent('18.3 GB');
    await expect(canvas.getByRole('heading', { name: 'Jobs by tool this month' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Recent sign-ups' })).toBeInTheDocument();
  },
};

/** A quiet day on a small install: 35 MB stored (not "0 GB"), and no job ended today, so no success rate ("—"). */
function quietDay() {
  return withChangedAnswer(admin(), 'admin', 'dashboard', (figures) => ({
    ...figures,
    storageBytes: 35_200_000,
    jobs: { ...figures.jobs, successRateToday: undefined },
  }));
}

export const QuietDay: Story = {
  args: { client: quietDay() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Storage used' })).toHaveTextContent('35.2 MB');
    await expect(canvas.getByRole('group', { name: 'Success rate today' })).toHaveTextContent('—');
  },
};

export const Loading: Story = { args: { client: admin({ latencyMs: 600_000 }) } };

/** A failed load says why in the screen's words and offers Retry, which loads again. */
export const ServerError: Story = {
  args: { client: admin() },
  // Each render starts failing (the play's Retry turns the answers back to success on this shared client).
  beforeEach: ({ args }) => {
    (args.client as ReturnType<typeof admin>).fake.setScenario('server-error', 'admin.dashboard');
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server had a problem. Try again in a moment.',
    );
    const client = args.client as ReturnType<typeof admin>;
    client.fake.setScenario('success', 'admin.dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('group', { name: 'Storage used' })).toBeInTheDocument();
  },
};

/** Someone who is not an administrator is told so. */
export const Forbidden: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only administrators can see the system-wide figures.',
    );
  },
};
