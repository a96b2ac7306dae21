import type { MediakitClient } from '@mediakit/api-client';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { MediakitProvider } from '@mediakit/tool-runtime';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { chartTableByKeyboardStory, loadFailureStories, withChangedAnswer } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UsageDashboard, UsageScreen } from './UsageViews';

const meta = {
  title: 'Console/Usage',
  component: UsageScreen,
  args: { managePlanHref: '#billing', usageHref: '#usage', projectsHref: '#projects' },
  // As in the host, the console client's fake is also the provider's client: the balance and this month's spending
  // come from its credits store (what the top bar shows).
  decorators: [
    (Story, { args }) =>
      args.client ? (
        <MediakitProvider client={args.client as unknown as MediakitClient}>
          <Story />
        </MediakitProvider>
      ) : (
        <Story />
      ),
  ],
} satisfies Meta<typeof UsageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake's dashboard with its lists replaced. */
function withLists(lists: {
  recentActivity?: Awaited<ReturnType<MediakitConsoleClient['usage']['dashboard']>>['recentActivity'];
  recentProjects?: Awaited<ReturnType<MediakitConsoleClient['usage']['dashboard']>>['recentProjects'];
}): MediakitConsoleClient {
  return withChangedAnswer(createFakeMediakitClient(), 'usage', 'dashboard', (dashboard) => ({
    ...dashboard,
    ...lists,
  }));
}

export const Populated: Story = {
  args: { client: createFakeMediakitClient({ credits: 432 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('meter', { name: 'Credits used this month' })).toHaveAttribute(
      'aria-valuetext',
      '268 of 700 (38%)',
    );
    await expect(canvas.getByRole('meter', { name: 'Storage' })).toHaveAttribute(
      'aria-valuetext',
      '225 MB of 50 GB (0%)',
    );
    await expect(canvas.getByRole('table', { name: 'Latest jobs, newest first' })).toBeInTheDocument();
  },
};

/** Keyboard only: Tab reaches the links and the chart's table toggle, Enter shows the figures as a table. */
export const KeyboardChartTable: Story = chartTableByKeyboardStory(createFakeMediakitClient());

export const Loading: Story = { args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) } };

export const Empty: Story = {
  args: { client: withLists({ recentActivity: [], recentProjects: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No activity yet. Jobs you start appear here.')).toBeInTheDocument();
    await expect(canvas.getByText('No projects yet. What you generate appears here.')).toBeInTheDocument();
  },
};

/** A new account: no job ended in the last 30 days, so Uptime says "—" (not 100%), and nothing spent this month. */
function newAccount(): MediakitConsoleClient {
  const fake = createFakeMediakitClient({ credits: 50, seed: { user: { credits_spent_this_month: 0 } } });
  return withChangedAnswer(fake, 'usage', 'dashboard', (dashboard) => ({
    ...dashboard,
    uptime: undefined,
    recentActivity: [],
  }));
}

export const NothingEndedYet: Story = {
  args: { client: newAccount() },
  play: async ({ canvas }) => {
    const uptime = await canvas.findByRole('group', { name: 'Uptime' });
    await expect(uptime).toHaveTextContent('—');
    await expect(uptime).toHaveTextContent('No jobs ended in the last 30 days.');
    await expect(canvas.getByRole('meter', { name: 'Credits used this month' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 700 (0%)',
    );
  },
};

const longTitle = 'A very long project title that keeps going to show how the list wraps words in a narrow column';

export const LongLists: Story = {
  args: {
    client: withLists({
      recentActivity: Array.from({ length: 40 }, (_, index) => ({
        id: `job-${index}`,
        model: `Text to Image · engine ${index}`,
        status: ['Completed', 'Running', 'Queued', 'Failed'][index % 4] ?? 'Completed',
        tokens: index * 3,
        time: new Date(Date.UTC(2025, 10, 30, 12, 0) - index * 3_600_000).toISOString(),
      })),
      recentProjects: Array.from({ length: 24 }, (_, index) => ({
        id: `project-${index}`,
        title: index === 0 ? longTitle : `Project ${index + 1}`,
        type: ['Images', 'Video', 'Audio', 'Avatar'][index % 4] ?? 'Images',
        tool: undefined,
        time: new Date(Date.UTC(2025, 10, 30) - index * 86_400_000).toISOString(),
        status: ['Completed', 'Rendering', 'Failed'][index % 3] ?? 'Completed',
        link: index % 3 === 0 ? `https://example.com/result-${index}.png` : undefined,
      })),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(longTitle)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('table', { name: 'Latest jobs, newest first' })).getAllByRole('row'),
    ).toHaveLength(41);
  },
};

// Keyboard: the Retry button is the first stop.
const failureStory = loadFailureStories(
  (scenario) => createFakeMediakitClient({ scenario }),
  {
    unauthenticated: 'Unauthenticated',
    forbidden: 'You do not have access to this account’s usage.',
    'server-error': 'The server could not load your usage. Try again in a minute.',
    'network-error': 'No connection to the server. Check your network and try again.',
  },
  { retryFirstStop: true },
);
export const Unauthenticated401: Story = failureStory.unauthenticated;
export const Forbidden403: Story = failureStory.forbidden;
export const ServerError500: Story = failureStory.serverError;
export const NetworkError: Story = failureStory.networkError;

/** Retry after a failure loads the figures: the alert goes away. */
const retryClient = createFakeMediakitClient();
export const RetryAfterFailure: Story = {
  args: { client: retryClient },
  beforeEach: () => {
    retryClient.fake.failNext('usage.summary', 'server-error');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('meter', { name: 'Credits used this month' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The dashboard's sections in a column `inlineSize` wide, its Recent Activity table inside its box. */
const dashboardAt = (inlineSize: number): Story => ({
  render: (args) => (
    <div style={{ inlineSize }}>
      <UsageDashboard {...args} />
    </div>
  ),
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    const link = await canvas.findByText('Manage plan');
    await expect(link).toHaveAttribute('href', '#billing');
    const box = canvas.getByRole('table', { name: 'Latest jobs, newest first' }).parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
});

/**
 * At the host's main column on a 1280 px screen (960 px): Recent Activity beside the plan, each time's clock on a
 * second line rather than the table running past its box.
 */
export const DashboardSections: Story = dashboardAt(960);

/** At the host's main column on a 1024 px screen (704 px): Recent Activity above the plan, its table whole. */
export const DashboardSectionsStacked: Story = dashboardAt(704);

/**
 * At a phone's main column (342 px): Recent Activity's rows are cards (the columns did not fit), and a project's
 * type, dot and time wrap as words, never leaving the dot alone at the end of a line.
 */
export const DashboardSectionsPhone: Story = {
  ...dashboardAt(342),
  play: async (context) => {
    await dashboardAt(342).play?.(context);
    const { canvas } = context;
    await expect(canvas.getByRole('table', { name: 'Latest jobs, newest first' })).toHaveAttribute('data-stacked');
    const dots = canvas.getAllByText('·');
    await expect(dots.length).toBeGreaterThan(0);
    for (const dot of dots) {
      const time = [...dot.parentElement!.childNodes].find(
        (node) => node !== dot && /\d/.test(node.textContent ?? ''),
      )!;
      const firstCharacter = document.createRange();
      firstCharacter.setStart(time, 0);
      firstCharacter.setEnd(time, 1);
      const line = (rect: DOMRect) => Math.round(rect.top);
      await expect(line(firstCharacter.getBoundingClientRect())).toBe(line(dot.getBoundingClientRect()));
    }
  },
};
