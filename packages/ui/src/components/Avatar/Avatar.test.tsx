import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './Avatar';

describe('getInitials', () => {
  it('takes the first letters of the first two words of name, username or email', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('ada byron lovelace')).toBe('AB');
    expect(getInitials('  cher  ')).toBe('C');
    expect(getInitials(null, 'grace hopper')).toBe('GH');
    expect(getInitials('', '   ', 'alan@example.com')).toBe('A');
    expect(getInitials('Émile Zola')).toBe('ÉZ');
  });

  it("falls back to 'U'", () => {
    expect(getInitials()).toBe('U');
    expect(getInitials(null, null, null)).toBe('U');
    expect(getInitials(' ', '', 42 as never)).toBe('U');
  });
});

describe('Avatar', () => {
  it('shows the image with the name as accessible name', () => {
    const { container } = render(<Avatar src="/a.png" name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).not.toHaveAttribute('data-fallback');
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
  });

  it('falls back to initials when the image fails to load, and retries a new src', () => {
    const { container, rerender } = render(<Avatar src="/broken.png" name="Ada Lovelace" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('data-fallback', 'true');
    expect(container.querySelector('img')).toBeNull();
    rerender(<Avatar src="/other.png" name="Ada Lovelace" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/other.png');
  });

  it('never crashes on null image and missing names', () => {
    render(<Avatar src={null} name={null} username={undefined} email={null} />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  });

  it('forwards ref, appends className and accepts an alt override', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Avatar ref={ref} email="alan@example.com" alt="Your account" className="partner" />);
    expect(screen.getByRole('img', { name: 'Your account' })).toBe(ref.current);
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });
});
