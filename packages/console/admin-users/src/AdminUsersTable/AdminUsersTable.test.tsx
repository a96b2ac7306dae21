import { fakeAdminClient as adminClient } from '@mediakit/test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminUsersTable } from './AdminUsersTable';

/** Types by pasting: one React update per field instead of one per key (the machine is shared and slow). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('AdminUsersTable', () => {
  it('shows a page of users with the spec’s filters and page sizes', async () => {
    render(<AdminUsersTable client={adminClient()} locale="en-GB" />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Role')).toEqual(['All', 'Admin', 'Manager', 'User']);
    expect(options('Status')).toEqual(['All', 'Active', 'Inactive', 'Suspended']);
    const sizes = screen.getAllByRole('combobox').find((select) => select.closest('nav'));
    expect(
      within(sizes!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    expect(screen.getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("says 'No users found' when nothing matches", async () => {
    render(<AdminUsersTable client={adminClient()} />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.paste('nobody-like-this');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('sorts by a new column ascending, then toggles it', async () => {
    render(<AdminUsersTable client={adminClient()} />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByRole('columnheader', { name: /Created At/ })).not.toHaveAttribute('aria-sort');
    await waitFor(() => {
      const names = bodyRows().map((row) => within(row).getAllByRole('rowheader')[0]!.textContent!);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
  });

  it('checks the form with the server’s messages before sending, and adds the user', async () => {
    const client = adminClient();
    const create = vi.spyOn(client.admin.users, 'create');
    render(<AdminUsersTable client={client} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await fill(within(dialog).getByLabelText('Email', { exact: false }), 'not-an-email');
    await fill(within(dialog).getByLabelText('Password', { exact: false, selector: 'input' }), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await fill(within(dialog).getByLabelText('Name', { exact: false }), 'Grace Hopper');
    const email = within(dialog).getByLabelText('Email', { exact: false });
    await userEvent.clear(email);
    await fill(email, 'grace@example.com');
    await userEvent.clear(within(dialog).getByLabelText('Password', { exact: false, selector: 'input' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(
      { name: 'Grace Hopper', email: 'grace@example.com', role: 'User', status: 'Active' },
      expect.anything(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Added Grace Hopper.');
  });

  it('shows the server’s refusal in the form (an e-mail already taken)', async () => {
    const client = adminClient();
    render(<AdminUsersTable client={client} />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const taken = client.fake.state.users[1]!.email;
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await fill(within(dialog).getByLabelText('Name', { exact: false }), 'Copy');
    await fill(within(dialog).getByLabelText('Email', { exact: false }), taken);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The email has already been taken.');
  });

  it('edits a user, sending only what changed', async () => {
    const client = adminClient();
    const update = vi.spyOn(client.admin.users, 'update');
    render(<AdminUsersTable client={client} />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const first = within(bodyRows()[0]!).getAllByRole('rowheader')[0]!.textContent!;
    await userEvent.click(screen.getByRole('button', { name: `Edit ${first}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const name = within(dialog).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await fill(name, 'Renamed Person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith(expect.any(String), { name: 'Renamed Person' }, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Saved Renamed Person.');
    expect(await screen.findByRole('rowheader', { name: 'Renamed Person' })).toBeInTheDocument();
  });

  it('shows a user’s details, and deletes only after confirmation', async () => {
    const client = adminClient();
    render(<AdminUsersTable client={client} />);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const before = client.fake.state.users.length;
    const first = within(bodyRows()[0]!).getAllByRole('rowheader')[0]!.textContent!;
    await userEvent.click(screen.getByRole('button', { name: `View ${first}` }));
    const drawer = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(drawer).getByText(first)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${first}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(client.fake.state.users.length).toBe(before);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${first}` }));
    const again = await screen.findByRole('alertdialog', { name: `Delete ${first}?` });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.fake.state.users.length).toBe(before - 1));
    expect(await screen.findByText(`Deleted ${first}.`)).toBeInTheDocument();
  });

  it('says why the list failed, by reason, and retries', async () => {
    const client = adminClient();
    client.fake.failNext('admin.users.list', 'forbidden');
    render(<AdminUsersTable client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Managing users needs an administrator account.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
