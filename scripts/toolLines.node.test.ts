import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Issue #33's bar: a single-request tool (its definition sends one `request` a run, no polled job) is its hook and its
// view on the runtime, at most 150 lines together; what a tool needs beyond that belongs in a part of its own, or in
// the runtime when tools share it. The polled-job and multi-step tools are not held to it.
const toolsDir = new URL('../packages/tools/', import.meta.url).pathname;
const limit = 150;

const lineCount = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

const singleRequestTools = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name }) => {
    const src = join(toolsDir, name, 'src');
    const files = readdirSync(src, { withFileTypes: true });
    const hook = files.find((file) => file.isFile() && /^use[A-Z]\w*\.ts$/.test(file.name));
    const viewDir = files.find((file) => file.isDirectory() && file.name.endsWith('Tool'));
    if (!hook || !viewDir) return [];
    const hookFile = join(src, hook.name);
    const source = readFileSync(hookFile, 'utf8');
    if (!source.includes('defineTool(') || !/^\s+request:/m.test(source) || /^\s+job:/m.test(source)) return [];
    return [{ name, hookFile, viewFile: join(src, viewDir.name, `${viewDir.name}.tsx`) }];
  });

it('finds the single-request tools (text to speech, OCR, the edits, chat, avatar, product video)', () => {
  expect(singleRequestTools.map((tool) => tool.name)).toEqual(
    expect.arrayContaining(['text-to-speech', 'ocr', 'stability-edit', 'no-mask-edit', 'background-composer', 'chat']),
  );
});

it.each(singleRequestTools)(`keeps $name's hook and view within ${limit} lines together`, (tool) => {
  expect(lineCount(tool.hookFile) + lineCount(tool.viewFile)).toBeLessThanOrEqual(limit);
});
