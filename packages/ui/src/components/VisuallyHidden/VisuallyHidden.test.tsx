import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree and keeps the caller class after ours', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden className="extra">Close dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(screen.getByText('Close dialog').className).toMatch(/\S+ extra$/);
  });
});
