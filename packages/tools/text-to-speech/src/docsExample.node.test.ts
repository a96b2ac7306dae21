import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// docs/adding-a-tool.md shows this tool's hook and view whole, as the example of a tool: it must stay the real code.
const docs = readFileSync(new URL('../../../../docs/adding-a-tool.md', import.meta.url), 'utf8');
const shown = (file: string) => docs.match(new RegExp(`\`${file}\`:\\n\\n\`\`\`tsx?\\n([\\s\\S]*?)\`\`\``))?.[1];

it.each(['src/useTextToSpeech.ts', 'src/TextToSpeechTool/TextToSpeechTool.tsx'])(
  'adding-a-tool.md shows %s as it is, with the line count it gives',
  (file) => {
    expect(shown(file)).toBe(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
    const lines = ['src/useTextToSpeech.ts', 'src/TextToSpeechTool/TextToSpeechTool.tsx']
      .map(
        (each) =>
          readFileSync(new URL(`../${each}`, import.meta.url), 'utf8')
            .trimEnd()
            .split('\n').length,
      )
      .reduce((sum, count) => sum + count, 0);
    expect(docs).toContain(`Here are both files whole (${lines} lines together).`);
  },
);
