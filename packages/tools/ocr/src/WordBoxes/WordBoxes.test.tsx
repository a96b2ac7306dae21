import type { OcrWord } from '@mediakit/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { readingOrderLines, textInReadingOrder } from '../readingOrder';
import { emptyWordSelection, wordSelectionReducer } from '../wordSelection';
import { WordBoxes } from './WordBoxes';

const words: OcrWord[] = [
  { text: 'world', box: { x: 60, y: 10, width: 40, height: 20 } },
  { text: 'second', box: { x: 10, y: 50, width: 40, height: 20 } },
  { text: 'Hello', box: { x: 10, y: 12, width: 40, height: 20 } },
  { text: 'line', box: { x: 80, y: 49, width: 40, height: 20 } },
];

function Harness() {
  const [selection, select] = useReducer(wordSelectionReducer, emptyWordSelection);
  const lines = readingOrderLines(words);
  const order = lines.flat();
  const placements = lines.flatMap((line, lineIndex) =>
    line.map((index) => ({ line: lineIndex, centerX: (words[index]?.box.x ?? 0) + 20 })),
  );
  const chosen = new Set([...selection.selected].flatMap((position) => order[position] ?? []));
  return (
    <>
      <WordBoxes
        imageSrc="https://x.test/scan.png"
        imageAlt="Scan"
        words={words}
        order={order}
        placements={placements}
        selection={selection}
        onSelectionChange={select}
        label="Words"
        hint="Arrows move"
      />
      <output data-testid="copied">{textInReadingOrder(words, chosen)}</output>
    </>
  );
}

const option = (name: string) => screen.getByRole('option', { name });

describe('WordBoxes', () => {
  it('is a multi-select listbox in reading order with one tab stop', async () => {
    render(<Harness />);
    const list = screen.getByRole('listbox', { name: 'Words' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    expect(list).toHaveAccessibleDescription('Arrows move');
    expect(screen.getAllByRole('option').map((element) => element.getAttribute('aria-label'))).toEqual([
      'Hello',
      'world',
      'second',
      'line',
    ]);
    await userEvent.tab();
    expect(option('Hello')).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('draws each box where the word is, in percent of the image', () => {
    render(<Harness />);
    // Before the image loads, the boxes' extent (120 x 70) stands in for its size.
    expect(option('line').style.left).toBe('66.6667%');
    expect(option('line').style.top).toBe('70%');
  });

  it('arrows move, Space toggles, Shift+arrow extends, Escape clears', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(option('world')).toHaveFocus();
    expect(option('world')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    expect(option('world')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getByTestId('copied')).toHaveTextContent('world second line');
    expect(screen.getByTestId('copied').textContent).toBe('world\nsecond line');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('copied').textContent).toBe('');
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(screen.getByTestId('copied').textContent).toBe('Hello world\nsecond line');
  });

  it('moves between lines with Up and Down', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(option('second')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(option('world')).toHaveFocus();
  });

  it('click selects one, Shift+click a range, Ctrl+click toggles', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(option('world'));
    expect(screen.getByTestId('copied').textContent).toBe('world');
    await user.keyboard('{Shift>}');
    await user.click(option('line'));
    await user.keyboard('{/Shift}');
    expect(screen.getByTestId('copied').textContent).toBe('world\nsecond line');
    await user.keyboard('{Control>}');
    await user.click(option('second'));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('copied').textContent).toBe('world\nline');
  });
});
