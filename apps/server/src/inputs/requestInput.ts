import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, invalid, tooLarge, unsupportedType } from '../http/httpError';
import type { Services } from '../services';
import { fetchUrlToFile } from './fetchUrl';
import type { FileRule } from './fileRules';
import { checkImage } from './imageCheck';
import { sniffFile } from './sniff';

export interface InputFile {
  path: string;
  /** Sniffed from the bytes. */
  contentType: string;
  size: number;
  /** The name the user gave (uploads) or the URL's last segment. */
  name: string;
  width?: number;
  height?: number;
}

/** A request's fields and files, from a multipart or JSON body alike. Files sit in a temporary folder. */
export interface RequestInput {
  fields: Record<string, string>;
  files: Record<string, InputFile>;
  workDir: string;
}

const fieldValue = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

async function receiveFile(part: MultipartFile, rule: FileRule, path: string): Promise<InputFile> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) callback(tooLarge(rule.tooLarge));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(path));
  } catch (error) {
    part.file.resume();
    if (error instanceof HttpError) throw error;
    // Over the parser's own cap, or the body ended (or broke) before the part did.
    throw part.file.truncated ? tooLarge(rule.tooLarge) : malformedBody();
  }
  if (part.file.truncated) throw tooLarge(rule.tooLarge);
  return { path, contentType: '', size, name: part.filename || part.fieldname };
}

/** A multipart body without (or with a wrong) boundary, cut off before its end, or with broken part headers. */
const malformedBody = () =>
  new HttpError(400, {
    message: 'The upload was cut off or is not valid multipart form data.',
    details: 'The upload was cut off or is not valid multipart form data.',
  });

/** The multipart parser's own errors (busboy's, and @fastify/multipart's for a bad content type). */
const isParserError = (error: unknown) =>
  error instanceof Error &&
  !(error instanceof HttpError) &&
  (/^(Multipart|Malformed|Unexpected end of|Part terminated)/i.test(error.message) ||
    /boundary/i.test(error.message) ||
    (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE');

declare module 'fastify' {
  interface FastifyRequest {
    /** Folders holding this request's uploads: removed once the response is sent (or the client goes away). */
    temporaryFolders?: string[];
  }
}

export function removeTemporaryFoldersAfterResponse(app: FastifyInstance) {
  const remove = async (request: { temporaryFolders?: string[] }) => {
    const folders = request.temporaryFolders ?? [];
    request.temporaryFolders = [];
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  };
  app.addHook('onResponse', remove);
  app.addHook('onRequestAbort', remove);
}

/**
 * Reads the body: multipart parts stream to disk, each file capped by its field's rule while it streams (never
 * buffered whole); JSON fields are taken as they are. Files of fields without a rule are drained and ignored.
 * The temporary folder is removed when the response is sent.
 */
export async function readRequestInput(
  request: FastifyRequest,
  services: Services,
  rules: Record<string, FileRule> = {},
): Promise<RequestInput> {
  await mkdir(services.config.tmpDir, { recursive: true });
  const workDir = await mkdtemp(join(services.config.tmpDir, 'request-'));
  (request.temporaryFolders ??= []).push(workDir);
  const input: RequestInput = { fields: {}, files: {}, workDir };
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          const value = fieldValue(part.value);
          if (value !== undefined) input.fields[part.fieldname] = value;
          continue;
        }
        const rule = rules[part.fieldname];
        if (!rule) {
          part.file.resume();
          continue;
        }
        const file = await receiveFile(part, rule, join(workDir, `upload-${part.fieldname}`));
        input.files[part.fieldname] = await checkFileType(file, rule);
      }
    } catch (error) {
      throw isParserError(error) ? malformedBody() : error;
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      const text = fieldValue(value);
      if (text !== undefined) input.fields[key] = text;
    }
  }
  return input;
}

async function checkFileType(file: InputFile, rule: FileRule): Promise<InputFile> {
  if (file.size === 0) throw invalid('The file is empty.');
  const contentType = await sniffFile(file.path);
  if (!contentType || !rule.accept.includes(contentType)) throw unsupportedType(rule.wrongType);
  const checked = { ...file, contentType };
  if (contentType.startsWith('image/')) return { ...checked, ...(await checkImage(file.path)) };
  return checked;
}

/**
 * The file a tool works on, from an upload or a URL (whichever `prefer` names wins when both are given), checked by
 * content. Returns undefined when neither was given.
 */
export async function fileOrUrl(
  input: RequestInput,
  services: Services,
  { file, url, rule, prefer = 'file' }: { file: string; url: string; rule: FileRule; prefer?: 'file' | 'url' },
): Promise<InputFile | undefined> {
  const uploaded = input.files[file];
  const address = input.fields[url]?.trim();
  if (uploaded && (prefer === 'file' || !address)) return uploaded;
  if (!address) return undefined;
  const path = join(input.workDir, `url-${file}`);
  await fetchUrlToFile(address, path, {
    maxBytes: rule.maxBytes,
    timeoutMs: 20_000,
    allowLocal: services.config.allowLocalUrls,
  });
  const { size } = await stat(path);
  const name = decodeURIComponent(new URL(address).pathname.split('/').pop() || file);
  return checkFileType({ path, contentType: '', size, name }, rule);
}
