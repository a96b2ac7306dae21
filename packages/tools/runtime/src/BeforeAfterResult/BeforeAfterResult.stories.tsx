import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BeforeAfterResult } from './BeforeAfterResult';

// A blob: URL of this page, as an edit's output may be: ResultActions offers it for download (it refuses data: URLs).
function sample(label: string, fill: string, ink: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="90" fill="${ink}"/><text x="200" y="160" font-size="32" text-anchor="middle" fill="${fill}">${label}</text></svg>`;
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

const output = (index: number, ink: string) => ({
  url: sample(`edit ${index}`, '#eef2ff', ink),
  alt: `Variation ${index}: a red hat`,
  fileName: `edited-${index}.png`,
  downloadLabel: `Download variation ${index}`,
});

const meta = {
  title: 'Runtime/BeforeAfterResult',
  component: BeforeAfterResult,
  args: {
    beforeSrc: sample('original', '#d0d5dd', '#475467'),
    text: { beforeAlt: 'Your image', beforeLabel: 'Original', afterLabel: 'Edited' },
    outputs: [{ url: sample('edited', '#eef2ff', '#4f46e5'), alt: 'Edited image', fileName: 'edited.png' }],
  },
} satisfies Meta<typeof BeforeAfterResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One output beside the original, with its actions. */
export const Compared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your image' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Edited image' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** The original is unknown (e.g. a run resumed after a reload): the output alone, captioned. */
export const WithoutOriginal: Story = {
  args: { beforeSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Your image' })).toBeNull();
    await expect(canvas.getByRole('figure')).toHaveTextContent('Edited');
  },
};

/** The server's built-in engine made it: the actions say so. */
export const LocalEngine: Story = { args: { engine: 'local' } };

const variations = {
  pickerLabel: 'Compare with the original',
  optionLabel: 'Variation {index}',
  listLabel: 'Variations',
};

/** Several variations: the one compared is picked by keyboard; each has its own download in the list. */
export const Variations: Story = {
  args: { outputs: [output(1, '#4f46e5'), output(2, '#db2777'), output(3, '#059669')], variations },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Variations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: 'Download variation 3' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Variation 1' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Variation 2' })).toBeChecked();
    await expect(canvas.getAllByRole('img', { name: 'Variation 2: a red hat' })).toHaveLength(2);
  },
};

/** One variation: nothing to pick, the list still holds it. */
export const OneVariation: Story = {
  args: { outputs: [output(1, '#4f46e5')], variations },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Variations' })).getAllByRole('listitem')).toHaveLength(1);
  },
};
