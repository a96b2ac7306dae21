import { numberField, stringField } from '../json/fields';

/** `task_id` as a string, whether the server sends it as a string or a number. */
export function taskIdOf(body: unknown): string | undefined {
  return stringField(body, 'task_id') ?? numberField(body, 'task_id')?.toString();
}
