import { arrayField, numberField, objectField } from './fields';

/** One page of a list, from `{ data, meta: { page, page_size, total } }` (Laravel's current_page/per_page too). */
export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export function readPage<Item>(body: unknown, readItem: (value: unknown) => Item | undefined): Page<Item> {
  const items = arrayField(body, 'data').flatMap((value) => {
    const item = readItem(value);
    return item === undefined ? [] : [item];
  });
  const meta = objectField(body, 'meta') ?? body;
  return {
    items,
    page: numberField(meta, 'page', 'current_page') ?? 1,
    pageSize: numberField(meta, 'page_size', 'per_page') ?? items.length,
    total: numberField(meta, 'total') ?? items.length,
  };
}

export function idOf(value: unknown): string | undefined {
  const id = numberField(value, 'id');
  if (id !== undefined) return String(id);
  const raw = (value as { id?: unknown } | null)?.id;
  return typeof raw === 'string' && raw ? raw : undefined;
}
