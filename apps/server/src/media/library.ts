import { and, count, desc, eq, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { maxImagePixels } from '../inputs/fileRules';
import type { Tx } from '../db/database';
import { media } from '../db/schema';
import { newId } from '../accounts/secrets';
import { extensionFor, mediaKindOf } from '../inputs/sniff';
import type { Services } from '../services';
import { signMediaPath } from './mediaUrls';
import { probeMedia, type MediaFacts } from './probe';

export type MediaRow = typeof media.$inferSelect;

const execFileAsync = promisify(execFile);

export interface NewMedia {
  userId: string;
  path: string;
  contentType: string;
  title: string;
  isInput?: boolean;
  jobId?: string;
  tool?: string;
  engine?: string;
}

export type PreparedMedia = typeof media.$inferInsert & { id: string; storageKey: string };

/** Copies a file into storage and reads its facts; `recordMedia` then writes its row in a (short) transaction. */
export async function prepareMedia(services: Services, file: NewMedia): Promise<PreparedMedia> {
  const type = mediaKindOf(file.contentType);
  if (!type) throw new Error(`Not a media type: ${file.contentType}`);
  const id = newId('m');
  const extension = extensionFor(file.contentType);
  const storageKey = `${file.userId}/${id}.${extension}`;
  // Inputs are never listed, so their dimensions are not read and they get no thumbnail (an ffprobe per upload is
  // most of a job start's cost).
  const [stored, facts, thumbKey] = await Promise.all([
    services.storage.putFile(storageKey, file.path, file.contentType),
    file.isInput ? ({} as MediaFacts) : probeMedia(file.path, file.contentType),
    file.isInput ? undefined : storeThumbnail(services, file.path, type, `${file.userId}/${id}.thumb.jpg`),
  ]);
  return {
    id,
    userId: file.userId,
    type,
    title: file.title.slice(0, 200) || 'Untitled',
    fileName: `${safeFileStem(file.title) || type}.${extension}`,
    contentType: file.contentType,
    storageKey,
    sizeBytes: stored.size,
    width: facts.width ?? null,
    height: facts.height ?? null,
    durationSeconds: facts.durationSeconds ?? null,
    isInput: file.isInput ?? false,
    jobId: file.jobId ?? null,
    tool: file.tool ?? null,
    engine: file.engine ?? null,
    thumbKey: thumbKey ?? null,
  };
}

/** The longest side of a thumbnail, in pixels. */
export const thumbnailSize = 480;

/**
 * A small JPEG for lists and cards (at most 480 px): an image's thumbnail, a video's poster (its frame at half a
 * second, else its first). Audio has none. A file that cannot be read for one simply has none: the item still saves.
 */
async function storeThumbnail(services: Services, path: string, type: string, key: string) {
  if (type === 'audio') return undefined;
  const folder = await mkdtemp(join(services.config.dataDir, 'tmp', 'thumb-'));
  const thumb = join(folder, 'thumb.jpg');
  try {
    if (type === 'image') {
      await sharp(path, { limitInputPixels: maxImagePixels })
        .rotate()
        .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(thumb);
    } else {
      const scale = `scale=${thumbnailSize}:${thumbnailSize}:force_original_aspect_ratio=decrease`;
      const frame = (at: string) =>
        execFileAsync(
          'ffmpeg',
          ['-v', 'error', '-y', '-ss', at, '-i', path, '-frames:v', '1', '-vf', scale, '-q:v', '4', thumb],
          {
            timeout: 30_000,
          },
        );
      await frame('0.5').catch(() => frame('0'));
      await stat(thumb);
    }
    await services.storage.putFile(key, thumb, 'image/jpeg');
    return key;
  } catch {
    return undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function recordMedia(tx: Tx, prepared: PreparedMedia): Promise<MediaRow> {
  const [row] = await tx.insert(media).values(prepared).returning();
  if (!row) throw new Error('The media record was not written.');
  return row;
}

/** Removes stored objects whose rows were never written. */
export async function discardPrepared(services: Services, prepared: PreparedMedia[]) {
  await deleteStoredFiles(services, prepared);
}

/** Deletes media files and their thumbnails from storage (after their rows are gone), ignoring those already gone. */
export async function deleteStoredFiles(services: Services, rows: { storageKey: string; thumbKey?: string | null }[]) {
  const keys = rows.flatMap((row) => (row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey]));
  await Promise.all(keys.map((key) => services.storage.delete(key).catch(() => undefined)));
}

/** Stores a file and records it; the object is removed again if the record cannot be written. */
export async function storeMedia(services: Services, tx: Tx, file: NewMedia): Promise<MediaRow> {
  const prepared = await prepareMedia(services, file);
  try {
    return await recordMedia(tx, prepared);
  } catch (error) {
    await discardPrepared(services, [prepared]);
    throw error;
  }
}

/** A name fit for a URL path and a download: letters, digits, dashes; at most 60 characters. */
export function safeFileStem(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
    .toLowerCase();
}

export function mediaLink(services: Services, base: string, row: Pick<MediaRow, 'id' | 'fileName'>): string {
  return base + signMediaPath(services.config.secret, row.id, row.fileName);
}

/** A library item as the client reads it. */
export function mediaJson(services: Services, base: string, row: MediaRow) {
  const src = mediaLink(services, base, row);
  const orient =
    row.width && row.height
      ? row.width > row.height
        ? 'landscape'
        : row.width < row.height
          ? 'portrait'
          : 'square'
      : undefined;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    src,
    // The thumbnail (a video's poster frame) is the same signed link with variant=thumb.
    ...(row.thumbKey ? { thumb: `${src}&variant=thumb` } : row.type === 'image' ? { thumb: src } : {}),
    ...(row.type === 'video' && row.thumbKey ? { poster_preview: `${src}&variant=thumb` } : {}),
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    ...(row.width && row.height ? { meta: { orient, w: row.width, h: row.height } } : {}),
    ...(row.durationSeconds !== null ? { duration: row.durationSeconds } : {}),
    tool: row.tool,
    engine: row.engine,
    job_id: row.jobId,
    created_at: row.createdAt.toISOString(),
  };
}

export interface MediaQuery {
  type?: 'image' | 'video' | 'audio';
  search?: string;
  page: number;
  pageSize: number;
}

/** One page of a user's library (outputs only), newest first; search is a case-insensitive substring of the title. */
export async function listMedia(tx: Tx, userId: string | undefined, query: MediaQuery) {
  const search = query.search?.trim();
  const where = and(
    userId ? eq(media.userId, userId) : undefined,
    eq(media.isInput, false),
    query.type ? eq(media.type, query.type) : undefined,
    search ? sql`strpos(lower(${media.title}), ${search.toLowerCase()}) > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(media).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
