import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree, keeps the caller class after ours and forwards its ref', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden ref={ref} className="extra">
          Close dialog
        </VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(screen.getByText('Close dialog').className).toMatch(/\S+ extra$/);
    expect(ref.current).toBe(screen.getByText('Close dialog'));
  });
});
