import { describe, expect, it } from 'vitest';
import { initialUsersQuery, toApiQuery, usersQueryReducer, type UsersQuery } from './usersQuery';

const onPage3: UsersQuery = { ...initialUsersQuery, page: 3 };

describe('usersQueryReducer', () => {
  it('starts on createdAt descending, 10 a page, no filters, page 1', () => {
    expect(initialUsersQuery).toEqual({
      search: '',
      role: 'All',
      status: 'All',
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
      page: 1,
    });
  });

  it('goes back to page 1 when the search, a filter, the page size or the sort changes', () => {
    expect(usersQueryReducer(onPage3, { type: 'search', search: 'ada' })).toMatchObject({ search: 'ada', page: 1 });
    expect(usersQueryReducer(onPage3, { type: 'role', role: 'Manager' })).toMatchObject({ role: 'Manager', page: 1 });
    expect(usersQueryReducer(onPage3, { type: 'status', status: 'Suspended' })).toMatchObject({
      status: 'Suspended',
      page: 1,
    });
    expect(usersQueryReducer(onPage3, { type: 'pageSize', pageSize: 50 })).toMatchObject({ pageSize: 50, page: 1 });
    expect(usersQueryReducer(onPage3, { type: 'sort', column: 'name' })).toMatchObject({ page: 1 });
  });

  it('keeps the page when the same search is applied again', () => {
    const searched = { ...onPage3, search: 'ada' };
    expect(usersQueryReducer(searched, { type: 'search', search: 'ada' })).toBe(searched);
  });

  it('toggles the same column between asc and desc, and starts a new column asc', () => {
    const toggled = usersQueryReducer(initialUsersQuery, { type: 'sort', column: 'createdAt' });
    expect(toggled).toMatchObject({ sort: 'createdAt', order: 'asc' });
    expect(usersQueryReducer(toggled, { type: 'sort', column: 'createdAt' })).toMatchObject({ order: 'desc' });
    const byName = usersQueryReducer(initialUsersQuery, { type: 'sort', column: 'name' });
    expect(byName).toMatchObject({ sort: 'name', order: 'asc' });
    const byEmail = usersQueryReducer({ ...byName, order: 'desc' }, { type: 'sort', column: 'email' });
    expect(byEmail).toMatchObject({ sort: 'email', order: 'asc' });
  });

  it('moves between pages without touching anything else, never below page 1', () => {
    const filtered = { ...initialUsersQuery, role: 'Admin' as const };
    expect(usersQueryReducer(filtered, { type: 'page', page: 4 })).toEqual({ ...filtered, page: 4 });
    expect(usersQueryReducer(filtered, { type: 'page', page: 0 }).page).toBe(1);
    expect(usersQueryReducer(filtered, { type: 'page', page: Number.NaN }).page).toBe(1);
  });

  it('Clear restores the defaults', () => {
    const busy: UsersQuery = {
      search: 'x',
      role: 'User',
      status: 'Inactive',
      pageSize: 20,
      sort: 'usage',
      order: 'asc',
      page: 5,
    };
    expect(usersQueryReducer(busy, { type: 'clear' })).toEqual(initialUsersQuery);
  });
});

describe('toApiQuery', () => {
  it('drops All and a blank search, trims the search, and keeps sort and paging', () => {
    expect(toApiQuery({ ...initialUsersQuery, search: '   ' })).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 10,
    });
    expect(
      toApiQuery({
        search: ' Ada ',
        role: 'Admin',
        status: 'Active',
        pageSize: 20,
        sort: 'name',
        order: 'asc',
        page: 2,
      }),
    ).toEqual({ search: 'Ada', role: 'Admin', status: 'Active', sort: 'name', order: 'asc', page: 2, pageSize: 20 });
  });
});
