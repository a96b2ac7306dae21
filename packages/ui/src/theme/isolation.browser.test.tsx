import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { RadioGroup } from '../components/RadioGroup';
import { classPrefix } from './isolation';
import './themes.css';

// Real Chromium: how a host page's global CSS cascades onto our elements is what jsdom cannot compute.

/** A typical site's global CSS: element selectors, universal resets, link colours, body and heading sizes. */
const hostileCss = `
  body { font-family: Georgia, serif; font-size: 20px; line-height: 2; color: #333; letter-spacing: 0.05em; }
  * { box-sizing: content-box; margin: 0; padding: 0; }
  button { background: red; border-radius: 0; color: #fff; text-transform: uppercase; padding: 20px; font-size: 22px; }
  h1, h2, h3 { font-size: 40px; margin: 30px 0; font-family: Georgia, serif; }
  a, a:visited { color: hotpink; text-decoration: overline; }
  a:hover { color: red; }
  #site a { color: orange; }
  input, select, textarea { border: 3px solid green; font-size: 22px; padding: 12px; background: #ffe; }
  input[type='radio'], input[type='checkbox'] { width: 28px; height: 28px; }
  label { display: block; font-weight: bold; }
  p { margin: 2em 0; }
  ul, ol { padding-left: 3em; list-style: square; }
  li, span, label, p, h2, h3, img, svg { border: 2px dotted purple; }
  img { max-width: 50%; height: auto; }
  svg { display: block; width: 50px; }
  span, div { line-height: 3; }
  ::placeholder { color: red; }
`;

/** Stories whose children are the page's own elements (paragraphs, boxes): those follow the page, and so may their
 * containers' sizes. Their elements' own styles are still compared. */
const withPageContent = new Set([
  'AppShell',
  'Dialog',
  'Drawer',
  'Field',
  'Popover',
  'ThemeProvider',
  'Tooltip',
  'TopBar',
]);

/** Made to follow the text around them (their font, size and colour) when they sit in the page's own text. */
const followsPageText = new Set(['Icon', 'Link']);

// Transitions would make a changed value look unchanged for a moment; both measurements run without them.
const noMotion = `*, *::before, *::after { transition: none !important; animation: none !important; }
  html { overflow-y: scroll; }`;

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

const properties = [
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-style',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'box-sizing',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'display',
  'list-style-type',
  'box-shadow',
  'fill',
  'stroke',
  'color-scheme',
] as const;

const ours = (element: Element) =>
  Array.from(element.classList).some((name) => name.startsWith(classPrefix)) && !element.closest('[data-site]');

/** The computed look of every element of ours on the page (overlays in portals too), and of their ::before/::after. */
function snapshot(withSizes: boolean): Map<Element, string> {
  const looks = new Map<Element, string>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!ours(element)) continue;
    const box = element.getBoundingClientRect();
    const look = withSizes ? [`size ${box.width.toFixed(1)}x${box.height.toFixed(1)}`] : [];
    for (const pseudo of [null, '::before', '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') continue;
      look.push(...properties.map((property) => `${pseudo ?? ''}${property}: ${style.getPropertyValue(property)}`));
    }
    looks.set(element, look.join('\n'));
  }
  return looks;
}

function describeElement(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
  return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`;
}

/** The first lines that differ between two looks. */
function difference(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  return a
    .map((line, index) => (line === b[index] ? null : `${line}  ->  ${b[index]}`))
    .filter(Boolean)
    .slice(0, 4)
    .join('; ');
}

type StoryModule = Record<string, unknown> & { default: object };
const storyModules = import.meta.glob<StoryModule>('../components/*/*.stories.tsx', { eager: true });

const stories = Object.entries(storyModules).flatMap(([path, module]) => {
  const composed = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
    string,
    ComponentType & { storyName?: string }
  >;
  const component = /components\/([^/]+)\//.exec(path)?.[1] ?? path;
  if (followsPageText.has(component)) return [];
  return Object.entries(composed).map(([name, Story]) => ({
    id: `${component}/${name}`,
    Story,
    withSizes: !withPageContent.has(component),
  }));
});

let added: HTMLStyleElement[] = [];
afterEach(() => {
  cleanup();
  added.forEach((style) => style.remove());
  added = [];
});

describe('isolation from the host page', { timeout: 120_000 }, () => {
  it('found the stories', () => {
    expect(stories.length).toBeGreaterThan(150);
  });

  it('every story of ui looks the same on a page with hostile global CSS as on a bare page', async () => {
    added.push(addStyle(noMotion));
    const leaks: string[] = [];
    for (const { id, Story, withSizes } of stories) {
      // A frame of fixed width, as a page gives a widget its column: our sizes must not depend on anything else.
      const { unmount } = render(
        <div style={{ inlineSize: 640, margin: 0, padding: 0, border: 0 }}>
          <Story />
        </div>,
      );
      // Let effects, measured overlays and images settle.
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
      const bare = snapshot(withSizes);
      const hostile = addStyle(hostileCss);
      const onHostilePage = snapshot(withSizes);
      hostile.remove();
      for (const [element, look] of bare) {
        const other = onHostilePage.get(element);
        if (other !== undefined && other !== look) {
          leaks.push(`${id}: ${describeElement(element)}: ${difference(look, other)}`);
        }
      }
      unmount();
    }
    expect(leaks, leaks.slice(0, 300).join('\n')).toEqual([]);
  });

  it('keeps the named looks: button colour and radius, heading size, radio size, box-sizing', () => {
    added.push(addStyle(noMotion));
    render(
      <>
        <Button>Generate</Button>
        <EmptyState title="Your image" headingLevel={3} />
        <RadioGroup label="Format" options={[{ value: 'png', label: 'PNG' }]} defaultValue="png" />
      </>,
    );
    const look = () => {
      const button = getComputedStyle(screen.getByRole('button', { name: 'Generate' }));
      const heading = getComputedStyle(screen.getByRole('heading', { name: 'Your image' }));
      const radio = screen.getByRole('radio', { name: 'PNG' }).closest('label')?.querySelector('[class*="mk_"]');
      if (!radio) throw new Error('No radio indicator');
      const dot = radio.getBoundingClientRect();
      return {
        buttonBackground: button.backgroundColor,
        buttonRadius: button.borderTopLeftRadius,
        buttonBoxSizing: button.boxSizing,
        headingSize: heading.fontSize,
        radio: `${dot.width}x${dot.height}`,
        radioBoxSizing: getComputedStyle(radio).boxSizing,
      };
    };
    const bare = look();
    added.push(addStyle(hostileCss));
    expect(look()).toEqual(bare);
    expect(bare.buttonBackground).not.toBe('rgb(255, 0, 0)');
    expect(bare.headingSize).not.toBe('40px');
  });

  it("never touches the site's own elements, beside ours or inside them", () => {
    added.push(addStyle(hostileCss), addStyle(noMotion));
    render(
      <div id="site" data-site>
        <button type="button">Site button</button>
        <h2>Site heading</h2>
        <a href="#top">Site link</a>
        <input type="radio" aria-label="Site radio" />
        <EmptyState
          title="Ours"
          headingLevel={3}
          action={<p data-testid="site-paragraph">The site’s own text inside our component.</p>}
        />
      </div>,
    );
    const site = (element: HTMLElement) => getComputedStyle(element);
    const siteButton = site(screen.getByRole('button', { name: 'Site button' }));
    expect(siteButton.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(siteButton.borderTopLeftRadius).toBe('0px');
    expect(siteButton.boxSizing).toBe('content-box');
    expect(site(screen.getByRole('heading', { name: 'Site heading' })).fontSize).toBe('40px');
    expect(site(screen.getByRole('link', { name: 'Site link' })).color).toBe('rgb(255, 165, 0)');
    expect(screen.getByRole('radio', { name: 'Site radio' }).getBoundingClientRect().width).toBe(28);
    const paragraph = screen.getByTestId('site-paragraph');
    expect(site(paragraph).marginTop).toBe(`${2 * Number.parseFloat(site(paragraph).fontSize)}px`);
    expect(site(document.body).fontSize).toBe('20px');
  });
});
