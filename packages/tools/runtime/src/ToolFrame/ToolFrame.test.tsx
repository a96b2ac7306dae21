import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolFrame } from './ToolFrame';

describe('ToolFrame', () => {
  it('is a region named and headed by the title, with the children below the heading', () => {
    render(
      <ToolFrame title="Image to video">
        <p>The form</p>
      </ToolFrame>,
    );
    const tool = screen.getByRole('region', { name: 'Image to video' });
    const heading = within(tool).getByRole('heading', { level: 2, name: 'Image to video' });
    const content = within(tool).getByText('The form');
    expect(heading.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the class name given beside its own', () => {
    render(
      <ToolFrame title="Chat" className="partner-chat">
        <p>The conversation</p>
      </ToolFrame>,
    );
    const tool = screen.getByRole('region', { name: 'Chat' });
    expect(tool).toHaveClass('partner-chat');
    expect(tool.classList.length).toBeGreaterThan(1);
  });
});
