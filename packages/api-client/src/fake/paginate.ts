/** `{ data, meta }` for one page of `items`, from the `page` and `page_size` query parameters. */
export function paginate<Item>(items: Item[], query: URLSearchParams, defaultPageSize: number) {
  const pageSize = Math.max(1, Number(query.get('page_size')) || defaultPageSize);
  const page = Math.max(1, Number(query.get('page')) || 1);
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    meta: { page, page_size: pageSize, total: items.length },
  };
}

export function includesText(haystack: string[], needle: string | null): boolean {
  const search = needle?.trim().toLowerCase();
  return !search || haystack.some((value) => value.toLowerCase().includes(search));
}
