/** One hash over the inputs' paths and contents (folders walked without build output, tests or stories). */
export function sourcesHash(root: string, paths: string[]): string;
/** True when `stampFile` records `hash` (and `output`, when given, exists). */
export function isFresh(stampFile: string, hash: string, output?: string): boolean;
export function writeStamp(stampFile: string, hash: string): void;
