/** Why a file was not accepted. */
export type FileRejectionReason = 'type' | 'size' | 'count' | 'empty';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
  /** A sentence to show the user, e.g. `"clip.mov" is not an accepted file type.` */
  message: string;
}

export interface FileCheckOptions {
  /** Accepted types: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.png`). Empty accepts all. */
  accept?: ReadonlyArray<string> | null;
  /** Largest accepted size in bytes. */
  maxBytes?: number | null;
  /** Accept more than one file (otherwise only the first acceptable file is kept). */
  allowsMultiple?: boolean;
}

/** `10485760` → "10 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** Whether `file` matches one of the `accept` entries (case-insensitive). */
export function matchesAccept(
  file: Pick<File, 'name' | 'type'>,
  accept: ReadonlyArray<string> | null | undefined,
): boolean {
  const entries = (accept ?? [])
    .map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase() : ''))
    .filter(Boolean);
  if (entries.length === 0) return true;
  const type = (file.type || '').toLowerCase();
  const name = (file.name || '').toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry === '*' || entry === '*/*') return true;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** Splits files into accepted ones and rejections, checking type, size and count before anything is reported. */
export function checkFiles(
  files: ReadonlyArray<File>,
  options: FileCheckOptions,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const maxBytes = typeof options.maxBytes === 'number' && options.maxBytes >= 0 ? options.maxBytes : undefined;
  for (const file of files) {
    if (!file) continue;
    const name = file.name || 'Pasted file';
    if (!matchesAccept(file, options.accept)) {
      rejected.push({ file, reason: 'type', message: `"${name}" is not an accepted file type.` });
    } else if (maxBytes !== undefined && file.size > maxBytes) {
      rejected.push({ file, reason: 'size', message: `"${name}" is larger than ${formatBytes(maxBytes)}.` });
    } else if (file.size === 0) {
      rejected.push({ file, reason: 'empty', message: `"${name}" is empty.` });
    } else if (!options.allowsMultiple && accepted.length > 0) {
      rejected.push({ file, reason: 'count', message: `Only one file can be added; "${name}" was skipped.` });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
