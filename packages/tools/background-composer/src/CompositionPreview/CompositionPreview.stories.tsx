import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { backgroundComposerMessages as text } from '../messages';
import { CompositionPreview } from './CompositionPreview';

/** A 300x200 SVG subject, inline so the story needs no network. */
const subjectSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#d9480f"/></svg>',
)}`;

const meta = {
  component: CompositionPreview,
  args: {
    canvasWidth: 1200,
    canvasHeight: 800,
    padding: 100,
    fit: 'cover',
    align: 'center',
    subjectSrc,
    backgroundSrc: undefined,
    backgroundColor: '#1D4ED8',
    title: text.previewLabel,
    hint: text.previewHint,
    emptyText: text.previewEmpty,
    subjectAlt: text.previewSubjectAlt,
  },
} satisfies Meta<typeof CompositionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourBackground: Story = {
  play: async ({ canvasElement }) => {
    const subject = within(canvasElement).getByRole('img', { name: 'Subject' });
    // 300x200 in the 1000x600 padded area: 900x600, centred at x 150.
    await waitFor(() => expect(subject.style.left).toBe('12.5%'));
    await expect(subject.style.width).toBe('75%');
  },
};

export const TopLeftWithPadding: Story = { args: { align: 'top-left', padding: 200 } };

export const NoSubjectYet: Story = { args: { subjectSrc: undefined } };
