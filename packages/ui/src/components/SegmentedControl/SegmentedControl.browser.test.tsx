import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../theme/contrast';
import { darkThemeClassName } from '../../theme';
import '../../theme/themes.css';
import { SegmentedControl } from './SegmentedControl';

// Real Chromium: the colours a user sees are computed from tokens and themes, which jsdom cannot do.
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

afterEach(() => document.documentElement.classList.remove(darkThemeClassName));

describe('SegmentedControl in the browser', () => {
  it.each(['light', 'dark'])(
    'shows the selected segment clearly in %s (3:1 against the track, 4.5:1 text)',
    async (theme) => {
      document.documentElement.classList.toggle(darkThemeClassName, theme === 'dark');
      render(
        <SegmentedControl
          label="Media type"
          options={[
            { id: 'image', label: 'Image' },
            { id: 'video', label: 'Video' },
          ]}
          defaultValue="video"
        />,
      );
      const selected = screen.getByRole('radio', { name: 'Video' });
      const unselected = screen.getByRole('radio', { name: 'Image' });
      expect(selected).toHaveAttribute('data-selected', 'true');
      const track = selected.parentElement as HTMLElement;
      // Transitions end before the colours are read (their own end, however long the machine takes to get there).
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(selected);
      const trackBackground = hex(getComputedStyle(track).backgroundColor);
      expect(contrastRatio(hex(style.borderTopColor), trackBackground)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(hex(style.color), hex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
      expect(style.borderTopColor).not.toBe(getComputedStyle(unselected).borderTopColor);
    },
  );
});
