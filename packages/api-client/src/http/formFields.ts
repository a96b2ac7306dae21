import { isBlobLike } from './isBlobLike';

export type FormValue = string | number | boolean | Blob | null | undefined;

/** Builds multipart form data; empty values are left out and booleans become 1 or 0, as the server expects. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (isBlobLike(value)) form.append(name, value);
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}
