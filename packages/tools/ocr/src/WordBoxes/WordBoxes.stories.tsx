import type { OcrWord } from '@mediakit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ocrMessages } from '../messages';
import { readingOrderLines, textInReadingOrder } from '../readingOrder';
import { emptyWordSelection, wordSelectionReducer } from '../wordSelection';
import { WordBoxes } from './WordBoxes';

/** A 240x100 "scan" with two lines, inline so the story needs no network. */
const imageSrc = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="100"><rect width="240" height="100" fill="#fff"/>
  <g font-family="sans-serif" font-size="18" fill="#111"><text x="12" y="30">Total</text><text x="120" y="30">12.50</text>
  <text x="12" y="75">Thank</text><text x="80" y="75">you</text></g></svg>`,
)}`;

// The three box shapes end up the same after the client normalises them; these are already normalised.
const words: OcrWord[] = [
  { text: '12.50', box: { x: 116, y: 12, width: 54, height: 24 } },
  { text: 'Thank', box: { x: 8, y: 57, width: 60, height: 24 } },
  { text: 'Total', box: { x: 8, y: 12, width: 50, height: 24 } },
  { text: 'you', box: { x: 76, y: 58, width: 36, height: 24 } },
];

function Demo() {
  const [selection, select] = useReducer(wordSelectionReducer, emptyWordSelection);
  const lines = readingOrderLines(words);
  const order = lines.flat();
  const placements = lines.flatMap((line, lineIndex) =>
    line.map((index) => {
      const box = words[index]?.box;
      return { line: lineIndex, centerX: box ? box.x + box.width / 2 : 0 };
    }),
  );
  const chosen = new Set([...selection.selected].flatMap((position) => order[position] ?? []));
  return (
    <div>
      <WordBoxes
        imageSrc={imageSrc}
        imageAlt={ocrMessages.imageAlt}
        words={words}
        order={order}
        placements={placements}
        selection={selection}
        onSelectionChange={select}
        label={ocrMessages.wordsLabel}
        hint={ocrMessages.wordsHint}
      />
      <pre data-testid="selected-text">{textInReadingOrder(words, chosen)}</pre>
    </div>
  );
}

const meta = { component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Total' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(canvas.getByTestId('selected-text').textContent).toBe('Total 12.50\nThank');
    await userEvent.keyboard('{ArrowDown}{ArrowRight} ');
    await expect(canvas.getByRole('option', { name: 'you' })).toHaveAttribute('aria-selected', 'true');
  },
};
