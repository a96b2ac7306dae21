/** The spec's export columns, in order. */
export const usersCsvColumns = ['ID', 'Name', 'Email', 'Role', 'Status', 'Created At', 'Usage'] as const;

export interface UsersCsvRow {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  created_at: string;
  usage: number;
}

/**
 * One CSV cell. A cell starting with = + - @, a tab or a carriage return would run as a formula in a spreadsheet
 * (CSV injection): it gets a leading quote. Quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The users export: the header, then a line per user (the fake backend and the reference server share it). */
export function usersCsv(users: readonly UsersCsvRow[]): string {
  const rows = users.map((user) =>
    [user.id, user.name, user.email, user.role, user.status, user.created_at, user.usage].map(csvCell).join(','),
  );
  return [usersCsvColumns.join(','), ...rows].join('\n');
}
