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

// Not on ../browserStorage: every tool carries this file, and image-studio has no room for the 40 bytes (gzipped)
// that its wrappers would add.
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveResumableTask<Details>(toolKey: string, task: ResumableTask<Details>): void {
  try {
    storage()?.setItem(prefix + toolKey, JSON.stringify(task));
  } catch {
    // Quota or access errors only cost the ability to resume.
  }
}

export function loadResumableTask<Details = Record<string, unknown>>(
  toolKey: string,
): ResumableTask<Details> | undefined {
  try {
    const raw = storage()?.getItem(prefix + toolKey);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
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
  } catch {
    clearResumableTask(toolKey);
    return undefined;
  }
}

export function clearResumableTask(toolKey: string): void {
  try {
    storage()?.removeItem(prefix + toolKey);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
