import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { MediakitProvider } from '@mediakit/tool-runtime';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withChangedAnswer } from '@mediakit/test-support';
import { describe, expect, it } from 'vitest';
import { UsageScreen } from './UsageViews';

describe('UsageScreen', () => {
  it('shows the stat tiles, the 12-period chart and the meters from the API', async () => {
    render(<UsageScreen client={createFakeMediakitClient({ credits: 432 })} locale="en-US" />);
    expect(await screen.findByText('432')).toBeInTheDocument();
    for (const label of ['Projects', 'Renders', 'Uptime']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('99.9%')).toBeInTheDocument();
    const chartTable = screen.getByRole('table', { name: /Credits used/ });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('meter', { name: 'Credits used this month' })).toHaveAttribute(
      'aria-valuetext',
      '268 of 700 (38%)',
    );
    expect(screen.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '225 MB of 50 GB (0%)');
    expect(screen.getByRole('meter', { name: 'Renders this month' })).toHaveAttribute(
      'aria-valuetext',
      '1,208 of 2,000 (60%)',
    );
    expect(screen.getByText(/Plan: Pro/)).toHaveTextContent('Renews on Dec 1, 2025');
  });

  it('lists recent activity with the spec’s statuses and projects with type, status and a link to the result', async () => {
    render(<UsageScreen client={createFakeMediakitClient()} locale="en-US" projectsHref="/user/projects" />);
    const activity = await screen.findByRole('table', { name: 'Latest jobs, newest first' });
    const statuses = within(activity)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(statuses).toEqual(['Completed', 'Running', 'Queued', 'Failed', 'Completed']);
    const projects = screen.getByRole('region', { name: 'Recent Projects' });
    const items = within(projects).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/Product spin.*Video.*Rendering/);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(items[1]?.textContent).toMatch(/Image 1.*Images.*Completed/);
    expect(within(items[1]!).getByRole('link', { name: /Open result: Image 1/ })).toHaveAttribute('target', '_blank');
    expect(items.at(-1)?.textContent).toMatch(/Presenter intro.*Avatar.*Failed/);
    expect(within(projects).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/user/projects');
  });

  it('shows the balance and this month’s spending of the client’s credits store, live (issue #29)', async () => {
    const client = createFakeMediakitClient({ credits: 432 });
    render(
      <MediakitProvider client={client}>
        <UsageScreen client={client} locale="en-US" />
      </MediakitProvider>,
    );
    const tile = await screen.findByRole('group', { name: 'Credits' });
    const used = () => screen.getByRole('meter', { name: 'Credits used this month' });
    await waitFor(() => expect(tile).toHaveTextContent('432'));
    expect(used()).toHaveAttribute('aria-valuetext', '268 of 700 (38%)');
    // Credits bought (the checkout's return refreshes the same store) change the tile at once; they are not spending.
    client.fake.state.accounts[0]!.credits += 10;
    await act(() => client.credits.refresh());
    await waitFor(() => expect(tile).toHaveTextContent('442'));
    expect(used()).toHaveAttribute('aria-valuetext', '268 of 700 (38%)');
    // A job's charge is.
    await act(() => client.imageGeneration.generate({ prompt: 'A fox', size: 'square_1_1' }));
    await waitFor(() => expect(tile).toHaveTextContent('440'));
    expect(used()).toHaveAttribute('aria-valuetext', '270 of 700 (39%)');
  });

  it('says "—" for uptime when no job ended in the last 30 days, not 100%', async () => {
    const client = withChangedAnswer(createFakeMediakitClient(), 'usage', 'dashboard', (dashboard) => ({
      ...dashboard,
      uptime: undefined,
    }));
    render(<UsageScreen client={client} locale="en-US" />);
    const uptime = await screen.findByRole('group', { name: 'Uptime' });
    expect(uptime).toHaveTextContent('—');
    expect(uptime).toHaveTextContent('No jobs ended in the last 30 days.');
    expect(uptime).not.toHaveTextContent('%');
  });

  it('says what failed and loads again on Retry', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('usage.summary', 'network-error');
    render(<UsageScreen client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection to the server. Check your network and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('meter', { name: 'Credits used this month' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there is no activity and no project yet', async () => {
    const client = withChangedAnswer(createFakeMediakitClient(), 'usage', 'dashboard', (dashboard) => ({
      ...dashboard,
      recentActivity: [],
      recentProjects: [],
    }));
    render(<UsageScreen client={client} />);
    expect(await screen.findByText('No activity yet. Jobs you start appear here.')).toBeInTheDocument();
    expect(screen.getByText('No projects yet. What you generate appears here.')).toBeInTheDocument();
  });
});
