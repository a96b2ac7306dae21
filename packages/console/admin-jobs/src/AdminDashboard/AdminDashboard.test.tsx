import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withChangedAnswer } from '@mediakit/test-support';
import { describe, expect, it } from 'vitest';
import { AdminDashboard } from './AdminDashboard';

const adminClient = () => createFakeMediakitClient({ seed: { user: { role: 'admin' } } });

describe('AdminDashboard', () => {
  it('shows the server’s figures: users, jobs, revenue, storage, credits chart, tools and sign-ups', async () => {
    const client = adminClient();
    render(<AdminDashboard client={client} locale="en-US" />);
    const figures = await client.admin.dashboard();
    expect(await screen.findByRole('group', { name: 'Revenue this month' })).toHaveTextContent('$1,900.00');
    expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent(String(figures.users.total));
    expect(screen.getByRole('group', { name: 'Jobs this month' })).toHaveTextContent(String(figures.jobs.thisMonth));
    expect(screen.getByRole('group', { name: 'Success rate today' })).toHaveTextContent(
      `${figures.jobs.successRateToday}%`,
    );
    expect(screen.getByRole('group', { name: 'Storage used' })).toHaveTextContent('18.3 GB');
    const chart = screen.getByRole('table', { name: /Credits spent/ });
    expect(within(chart).getAllByRole('row')).toHaveLength(figures.creditsSpent.length + 1);
    // Months named as on the usage and billing charts ('Nov 2026'), not the server's period keys ('2026-11').
    const [year, month] = figures.creditsSpent.at(-1)!.period.split('-').map(Number);
    const lastMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year!, month! - 1, 1),
    );
    expect(within(chart).getAllByRole('row').at(-1)).toHaveTextContent(lastMonth);
    const tools = screen.getByRole('table', { name: 'Jobs by tool this month' });
    const counts = within(tools)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getByRole('cell').textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(figures.jobs.thisMonth);
    expect(
      screen.getAllByRole('listitem').some((item) => item.textContent?.includes(figures.recentSignups[0]!.email)),
    ).toBe(true);
  });

  it('says storage in units that fit (35 MB, not "0 GB") and "—" for a success rate with no job ended', async () => {
    const client = withChangedAnswer(adminClient(), 'admin', 'dashboard', (figures) => ({
      ...figures,
      storageBytes: 35_200_000,
      jobs: { ...figures.jobs, successRateToday: undefined },
    }));
    render(<AdminDashboard client={client} locale="en-US" />);
    expect(await screen.findByRole('group', { name: 'Storage used' })).toHaveTextContent('35.2 MB');
    const rate = screen.getByRole('group', { name: 'Success rate today' });
    expect(rate).toHaveTextContent('—');
    expect(rate).toHaveTextContent('No jobs ended in the last 24 hours.');
  });

  it('says why a load failed and loads again on Retry', async () => {
    const client = adminClient();
    client.fake.failNext('admin.dashboard', 'network-error');
    render(<AdminDashboard client={client} locale="en-US" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Storage used' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells someone who is not an administrator that the figures are theirs to see only as admin', async () => {
    render(<AdminDashboard client={createFakeMediakitClient()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can see the system-wide figures.');
  });
});
