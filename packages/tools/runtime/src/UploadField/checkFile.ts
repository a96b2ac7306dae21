export type FileRejection = 'wrong-type' | 'too-large' | 'empty';

/**
 * Whether a file matches an accept list of MIME types ('image/png'), wildcards ('image/*') or extensions ('.png').
 * Some platforms report an empty type for dragged files, so the extension is checked too.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Why a file is refused before any upload, or undefined when it is fine. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxBytes }: { accept: readonly string[]; maxBytes?: number },
): FileRejection | undefined {
  if (!matchesAccept(file, accept)) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (maxBytes !== undefined && file.size > maxBytes) return 'too-large';
  return undefined;
}

const megabyte = 1024 * 1024;

export function megabytes(count: number): number {
  return count * megabyte;
}
