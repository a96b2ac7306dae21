import { and, count, desc, eq, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { maxImagePixels } from '../inputs/fileRules';
import type { Tx } from '../db/database';
import { media } from '../db/schema';
import { newId } from '../accounts/secrets';
import { extensionFor, mediaKindOf, type MediaKind } from '../inputs/sniff';
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
  // Inputs are never listed, so their dimensions are not read (an ffprobe per upload is most of a job start's
  // cost). Thumbnails are made on first request (see `thumbnailKey`), so jobs do not pay for them.
  const [stored, facts] = await Promise.all([
    services.storage.putFile(storageKey, file.path, file.contentType),
    file.isInput ? ({} as MediaFacts) : probeMedia(file.path, file.contentType),
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
    thumbKey: null,
  };
}

/** The longest side of a thumbnail, in pixels. */
export const thumbnailSize = 480;

/** Where an item's thumbnail is (or will be) stored: derived from its own key, so deleting never misses one. */
export function thumbStorageKey(storageKey: string): string {
  return storageKey.replace(/\.[^./]+$/, '') + '.thumb.jpg';
}

const thumbnailsInFlight = new Map<string, Promise<string | undefined>>();

/**
 * The storage key of a library item's thumbnail, made on its first request and cached in storage (its key recorded
 * on the row): a JPEG of at most 480 px, an image's thumbnail or a video's poster (its frame at half a second, else
 * its first). Audio and inputs have none; a file that cannot give one has none (undefined). Concurrent first
 * requests share one rendering; one finished after its media was deleted is removed again.
 */
export async function thumbnailKey(services: Services, row: MediaRow): Promise<string | undefined> {
  if (row.isInput || row.type === 'audio' || row.type === 'text') return undefined;
  if (row.thumbKey && (await services.storage.stat(row.thumbKey))) return row.thumbKey;
  let pending = thumbnailsInFlight.get(row.id);
  if (!pending) {
    pending = makeThumbnail(services, row).finally(() => thumbnailsInFlight.delete(row.id));
    thumbnailsInFlight.set(row.id, pending);
  }
  return pending;
}

async function makeThumbnail(services: Services, row: MediaRow): Promise<string | undefined> {
  const key = thumbStorageKey(row.storageKey);
  await mkdir(services.config.tmpDir, { recursive: true });
  const folder = await mkdtemp(join(services.config.tmpDir, 'thumb-'));
  const original = join(folder, `original.${extensionFor(row.contentType)}`);
  const thumb = join(folder, 'thumb.jpg');
  try {
    await services.storage.download(row.storageKey, original);
    if (row.type === 'image') {
      await sharp(original, { limitInputPixels: maxImagePixels })
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
          ['-v', 'error', '-y', '-ss', at, '-i', original, '-frames:v', '1', '-vf', scale, '-q:v', '4', thumb],
          { timeout: 30_000 },
        );
      await frame('0.5').catch(() => frame('0'));
      await stat(thumb);
    }
    await services.storage.putFile(key, thumb, 'image/jpeg');
  } catch {
    return undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [kept] = await services.db
    .update(media)
    .set({ thumbKey: key })
    .where(eq(media.id, row.id))
    .returning({ id: media.id });
  if (!kept) {
    await services.storage.delete(key).catch(() => undefined);
    return undefined;
  }
  return key;
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
export async function deleteStoredFiles(services: Services, rows: { storageKey: string }[]) {
  // A thumbnail may exist (or be being made) whether or not its row recorded it yet: its key is derived.
  const keys = rows.flatMap((row) => [row.storageKey, thumbStorageKey(row.storageKey)]);
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

/**
 * A video's poster frame (its thumbnail: the same signed link with variant=thumb, made on first request); none for
 * other kinds. Library items and video results carry it as `poster_preview`.
 */
export function posterLink(services: Services, base: string, row: MediaRow): string | undefined {
  return row.type === 'video' ? `${mediaLink(services, base, row)}&variant=thumb` : undefined;
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
    // The thumbnail (a video's poster frame) is the same signed link with variant=thumb, made on first request.
    ...(row.type === 'image' || row.type === 'video' ? { thumb: `${src}&variant=thumb` } : {}),
    ...(row.type === 'video' ? { poster_preview: posterLink(services, base, row) } : {}),
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
  type?: MediaKind;
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
