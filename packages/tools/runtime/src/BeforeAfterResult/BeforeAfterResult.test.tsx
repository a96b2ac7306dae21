import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolViewContext } from '../ToolLayout/toolView';
import { BeforeAfterResult, type BeforeAfterResultProps } from './BeforeAfterResult';

const output = (index: number) => ({
  url: `https://cdn.example/edit-${index}.png`,
  alt: `Variation ${index} of 3`,
  fileName: `edited-${index}.png`,
  downloadLabel: `Download variation ${index}`,
});

const text = { beforeAlt: 'Your image', beforeLabel: 'Original', afterLabel: 'Edited' };
const variations = {
  pickerLabel: 'Compare with the original',
  optionLabel: 'Variation {index}',
  listLabel: 'Variations',
};

function renderResult(props: Partial<BeforeAfterResultProps>) {
  return render(
    <ToolViewContext.Provider value={{ client: createFakeMediakitClient(), sharedMessages: undefined }}>
      <BeforeAfterResult beforeSrc="blob:original" outputs={[output(1)]} text={text} {...props} />
    </ToolViewContext.Provider>,
  );
}

describe('BeforeAfterResult', () => {
  it('compares the output with the original and offers its actions', () => {
    renderResult({});
    expect(screen.getByRole('img', { name: 'Your image' })).toHaveAttribute('src', 'blob:original');
    expect(screen.getByRole('img', { name: 'Variation 1 of 3' })).toHaveAttribute('src', output(1).url);
    expect(screen.getByRole('button', { name: 'Download variation 1' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows an original given as a file from its object URL', () => {
    renderResult({ beforeSrc: new File(['png'], 'photo.png', { type: 'image/png' }) });
    expect(screen.getByRole('img', { name: 'Your image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('shows the output alone, captioned, when the original is unknown', () => {
    renderResult({ beforeSrc: undefined });
    expect(screen.queryByRole('img', { name: 'Your image' })).toBeNull();
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Variation 1 of 3' })).toBeInTheDocument();
    expect(figure).toHaveTextContent('Edited');
  });

  it('lists every variation with its download and compares the one picked, the first at the start', async () => {
    const user = userEvent.setup();
    renderResult({ outputs: [output(1), output(2), output(3)], variations });
    const list = screen.getByRole('list', { name: 'Variations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('button', { name: /^Download variation/ })).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Variation 1 of 3' })).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Variation 3' }));
    expect(screen.getAllByRole('img', { name: 'Variation 3 of 3' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Variation 1 of 3' })).toHaveLength(1);
  });

  it('offers no picker for a single variation', () => {
    renderResult({ outputs: [output(1)], variations });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Variations' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows nothing without an output', () => {
    const { container } = renderResult({ outputs: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
