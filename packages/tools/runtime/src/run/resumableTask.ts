import { browserStorage, readStoredJson, writeStoredJson } from '../browserStorage';

/**
 * Keeps a running job's identity in sessionStorage so a reload resumes polling instead of losing a paid job.
 * Storage may be unavailable (private modes, sandboxed iframes): then resuming is simply off, never an error.
 */
export interface ResumableTask<Details = Record<string, unknown>> {
  taskId: string;
  startedAt: number;
  details?: Details;
}

const prefix = 'mediakit:task:';

export function saveResumableTask<Details>(toolKey: string, task: ResumableTask<Details>): void {
  writeStoredJson(browserStorage('sessionStorage'), prefix + toolKey, task);
}

export function loadResumableTask<Details = Record<string, unknown>>(
  toolKey: string,
): ResumableTask<Details> | undefined {
  const parsed = readStoredJson(browserStorage('sessionStorage'), prefix + toolKey);
  if (
    parsed &&
    typeof parsed === 'object' &&
    typeof (parsed as ResumableTask).taskId === 'string' &&
    (parsed as ResumableTask).taskId !== '' &&
    typeof (parsed as ResumableTask).startedAt === 'number'
  ) {
    return parsed as ResumableTask<Details>;
  }
  clearResumableTask(toolKey);
  return undefined;
}

export function clearResumableTask(toolKey: string): void {
  writeStoredJson(browserStorage('sessionStorage'), prefix + toolKey, undefined);
}
