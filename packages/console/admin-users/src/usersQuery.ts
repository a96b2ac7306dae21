import type { AdminUserQuery, AdminUserRole, AdminUserSortField, AdminUserStatus } from '@mediakit/api-client/console';

/** The spec's filters, page sizes and default sort (section 9 and section 4, "User list"). */
export const userRoles = ['Admin', 'Manager', 'User'] as const satisfies readonly AdminUserRole[];
export const userStatuses = ['Active', 'Inactive', 'Suspended'] as const satisfies readonly AdminUserStatus[];
export const userPageSizes = [10, 20, 50] as const;
export const searchDebounceMs = 250;

export type RoleFilter = AdminUserRole | 'All';
export type StatusFilter = AdminUserStatus | 'All';
export type UserPageSize = (typeof userPageSizes)[number];
export type SortOrder = 'asc' | 'desc';

/** What the table asks the server for. Everything but `page` sends the table back to page 1 when it changes. */
export interface UsersQuery {
  /** The search as applied (after the debounce), untrimmed as typed. */
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  pageSize: UserPageSize;
  sort: AdminUserSortField;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

export const initialUsersQuery: UsersQuery = {
  search: '',
  role: 'All',
  status: 'All',
  pageSize: 10,
  sort: 'createdAt',
  order: 'desc',
  page: 1,
};

export type UsersQueryAction =
  | { type: 'search'; search: string }
  | { type: 'role'; role: RoleFilter }
  | { type: 'status'; status: StatusFilter }
  | { type: 'pageSize'; pageSize: UserPageSize }
  | { type: 'sort'; column: AdminUserSortField }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/** Rules of the spec: a change of search, filter, page size or sort goes back to page 1; the same column toggles. */
export function usersQueryReducer(query: UsersQuery, action: UsersQueryAction): UsersQuery {
  switch (action.type) {
    case 'search':
      return action.search === query.search ? query : { ...query, search: action.search, page: 1 };
    case 'role':
      return { ...query, role: action.role, page: 1 };
    case 'status':
      return { ...query, status: action.status, page: 1 };
    case 'pageSize':
      return { ...query, pageSize: action.pageSize, page: 1 };
    case 'sort':
      return action.column === query.sort
        ? { ...query, order: query.order === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...query, sort: action.column, order: 'asc', page: 1 };
    case 'page':
      return { ...query, page: Math.max(1, Math.floor(action.page) || 1) };
    case 'clear':
      return initialUsersQuery;
  }
}

/** The query as the api-client sends it: 'All' and a blank search mean no filter. */
export function toApiQuery(query: UsersQuery): AdminUserQuery {
  const search = query.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.role !== 'All' ? { role: query.role } : {}),
    ...(query.status !== 'All' ? { status: query.status } : {}),
    sort: query.sort,
    order: query.order,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const isUserPageSize = (value: number): value is UserPageSize =>
  (userPageSizes as readonly number[]).includes(value);
