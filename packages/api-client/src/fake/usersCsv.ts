import type { FakeAdminUserRecord } from './seed';

// A cell starting with = + - @ would run as a formula in a spreadsheet: prefix it with a quote.
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The spec's export columns: ID, Name, Email, Role, Status, Created At, Usage. */
export function usersCsv(users: FakeAdminUserRecord[]): string {
  const header = ['ID', 'Name', 'Email', 'Role', 'Status', 'Created At', 'Usage'];
  const rows = users.map((user) =>
    [user.id, user.name, user.email, user.role, user.status, user.created_at, user.usage].map(cell).join(','),
  );
  return [header.join(','), ...rows].join('\n');
}
