import { createFakeMediakitClient, type FakeJobRecord } from '@mediakit/api-client/fake';
import {
  type Canvas,
  fakeAdminClient as admin,
  loadFailureStories,
  screenStateStories,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminJobs, Projects } from './JobList';

const meta = { title: 'Console/Jobs', component: AdminJobs } satisfies Meta<typeof AdminJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: Canvas) =>
  within(canvas.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Once the table is in: the first row's `action` button (Cancel, Retry) and the title of its job. */
async function firstJobAction(canvas: Canvas, action: 'Cancel' | 'Retry') {
  await canvas.findByRole('table');
  const button = canvas.getAllByRole('button', { name: new RegExp(`^${action} `) })[0]!;
  return { button, title: button.getAttribute('aria-label')!.slice(action.length + 1) };
}

/** Everyone's jobs, 20 a page, with owners, statuses and credits. */
export const AdminPopulated: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Jobs' });
    await expect(canvas.getByRole('heading', { name: '1–20 of 48' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Job',
      'Tool',
      'Owner',
      'Status',
      'Credits',
      'Created',
      'Actions',
    ]);
  },
};

/** Keyboard: filter by status (Failed) and tool, then page; every change goes back to page 1. */
export const FilterAndPageByKeyboard: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await tabTo(canvas.getByRole('button', { name: /next/i }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: '21–40 of 48' })).toBeInTheDocument());
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(status, 'Failed');
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^1–\d+ of \d+$/ })).toBeInTheDocument());
    const badges = within(canvas.getByRole('table')).getAllByText('Failed');
    await expect(badges.length).toBe(rowNames(canvas).length);
    await userEvent.selectOptions(status, 'All statuses');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tool' }), 'Image to Video');
    await waitFor(() => expect(rowNames(canvas).every((name) => name?.startsWith('Image to Video'))).toBe(true));
  },
};

/** Cancel asks first, then the job shows Cancelled and a notice says its credits went back. */
export const CancelByKeyboard: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    const { button: cancel, title } = await firstJobAction(canvas, 'Cancel');
    await tabTo(cancel);
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: `Cancel “${title}”?` });
    await expect(dialog).toHaveAccessibleDescription(/credits go back to its owner/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it running' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`“${title}” was cancelled; its credits went back.`),
    );
    const row = canvas.getByRole('rowheader', { name: new RegExp(title) }).closest('tr')!;
    await expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /of 48/ })).toHaveFocus();
  },
};

/** Retry of a failed job: confirmation, then the new job heads page 1. */
export const Retry: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    const { button: retry, title } = await firstJobAction(canvas, 'Retry');
    await userEvent.click(retry);
    const dialog = await canvas.findByRole('alertdialog', { name: `Retry “${title}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`“${title}” was started again as a new job.`),
    );
    await waitFor(() => expect(rowNames(canvas)[0]).toContain(title));
  },
};

/** The retry dialog, open, for review in both themes. */
export const RetryDialog: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    await userEvent.click((await firstJobAction(canvas, 'Retry')).button);
    await expect(await canvas.findByRole('alertdialog')).toHaveAccessibleDescription(/costs its owner \d+ credits/);
  },
};

/** The owner is short of credits: the dialog stays open with the figures. */
export const RetryNotEnoughCredits: Story = {
  args: { client: admin({ scenarios: { 'admin.jobs.retry': 'insufficient-credits' } }) },
  play: async ({ canvas }) => {
    await userEvent.click((await firstJobAction(canvas, 'Retry')).button);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/does not have enough credits/);
  },
};

const states = screenStateStories(admin, { jobs: [] }, { loading: 'Loading jobs…', empty: 'No jobs yet.' });
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;

/** Filters that match nothing offer to clear them. */
export const NoMatch: Story = {
  args: { client: admin() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tool' }), 'Image Text');
    await expect(await canvas.findByText('No jobs match these filters.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByRole('heading', { name: '1–20 of 48' })).toBeInTheDocument();
  },
};

const longHistory: FakeJobRecord[] = Array.from({ length: 480 }, (_, index) => ({
  id: `job-${index + 1}`,
  ownerId: 1,
  owner: { id: '1', name: 'Ada Lovelace', email: 'ada@example.com' },
  tool: index % 2 ? 'mystic' : 'imageToVideo',
  state: index % 9 === 0 ? 'failed' : 'succeeded',
  title: `Long history job ${index + 1} with a title that goes on for a while`,
  cost: 4,
  error: index % 9 === 0 ? 'The engine could not read this input.' : null,
  created_at: new Date(Date.UTC(2025, 5, 1) - index * 60_000).toISOString(),
  started_at: null,
  finished_at: null,
  refunded: false,
  outputs: [],
}));

/** 480 jobs: server-side pages of 20. */
export const LongList: Story = {
  args: { client: admin({ seed: { jobs: longHistory } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '1–20 of 480' })).toBeInTheDocument();
  },
};

const failedLoad = loadFailureStories(
  (scenario) => admin({ scenarios: { 'admin.jobs.list': scenario } }),
  {
    unauthenticated: 'Your session has ended. Sign in again to see the jobs.',
    forbidden: 'Only administrators can see everyone’s jobs.',
  },
  { retryLabel: 'Retry loading' },
);
export const Unauthenticated: Story = failedLoad.unauthenticated;
export const Forbidden: Story = failedLoad.forbidden;
export const ServerError: Story = failedLoad.serverError;
export const NetworkError: Story = failedLoad.networkError;

/** The user's own jobs as projects: type, Completed/Rendering/Failed, a link to each result. */
export const ProjectsPopulated: Story = {
  render: (args) => <Projects {...args} />,
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await expect(canvas.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    const link = canvas.getAllByRole('link', { name: /^Open result: / })[0]!;
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByText('Rendering').length).toBeGreaterThan(0);
  },
};

export const ProjectsEmpty: Story = {
  render: (args) => <Projects {...args} />,
  args: { client: createFakeMediakitClient({ seed: { jobs: [] } }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No projects yet. What you generate with the tools shows up here.'),
    ).toBeInTheDocument();
  },
};
