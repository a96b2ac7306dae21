import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { CloseIcon, SunIcon } from '.';

const required = [
  'Close',
  'Menu',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'Check',
  'Copy',
  'Download',
  'ExternalLink',
  'Upload',
  'Image',
  'Video',
  'Audio',
  'Sun',
  'Moon',
  'Search',
  'Bell',
  'User',
  'Trash',
  'Edit',
  'Plus',
  'Warning',
  'Info',
  'Sparkles',
  'Play',
  'Stop',
  'Refresh',
  'Eye',
];

describe('Icon set', () => {
  it('exports every required icon by name', () => {
    for (const name of required) {
      expect(icons, name).toHaveProperty(`${name}Icon`);
    }
  });

  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes a named image when given a title', () => {
    render(<SunIcon title="Light theme" />);
    const img = screen.getByRole('img', { name: 'Light theme' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img.querySelector('title')).toHaveTextContent('Light theme');
  });

  it('treats a blank title as decorative', () => {
    const { container } = render(<SunIcon title="  " />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref, sizes itself and appends className after its own', () => {
    const ref = createRef<SVGSVGElement>();
    const { container } = render(<CloseIcon ref={ref} size={32} className="partner" />);
    const svg = container.querySelector('svg');
    expect(ref.current).toBe(svg);
    expect(svg).toHaveAttribute('width', '32');
    expect(svg?.getAttribute('class')).toMatch(/\S+ partner$/);
    expect(svg).toHaveAttribute('data-icon', 'CloseIcon');
  });

  it('draws every icon with at least one path', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const { container, unmount } = render(<Icon />);
      expect(container.querySelectorAll('path').length, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
