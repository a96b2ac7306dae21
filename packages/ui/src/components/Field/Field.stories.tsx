import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, type FieldProps } from './Field';

/** A custom control (a star rating) that gets its label, description and error from Field. */
function Rating(props: Omit<FieldProps, 'children'>) {
  const [value, setValue] = useState(3);
  return (
    <Field {...props}>
      {(controlProps) => (
        <div
          {...controlProps}
          role="slider"
          tabIndex={0}
          aria-valuemin={1}
          aria-valuemax={5}
          aria-valuenow={value}
          aria-valuetext={`${value} of 5 stars`}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowUp') setValue((v) => Math.min(5, v + 1));
            if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') setValue((v) => Math.max(1, v - 1));
          }}
          style={{ fontSize: 24, letterSpacing: 4, inlineSize: 'fit-content' }}
        >
          <span aria-hidden="true">{'★'.repeat(value) + '☆'.repeat(5 - value)}</span>
        </div>
      )}
    </Field>
  );
}

const meta = {
  title: 'UI/Field',
  component: Rating,
  args: { label: 'Quality', description: 'How good was the result?' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Quality' });
    await expect(slider).toHaveAccessibleDescription('How good was the result?');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please rate the result.' },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Quality' });
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const GroupOfChildren: Story = {
  render: () => (
    <Field label="Output" description="Both files are generated.">
      <p style={{ margin: 0 }}>image.png and mask.png</p>
    </Field>
  ),
};
