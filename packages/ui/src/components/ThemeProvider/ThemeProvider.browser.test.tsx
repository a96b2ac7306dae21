import { render, screen } from '@testing-library/react';
import { createRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { Button } from '../Button';
import { Dialog, DialogTrigger, Modal } from '../Dialog';
import { Drawer } from '../Drawer';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { Popover } from '../Popover';
import { Select } from '../Select';
import { createToastQueue, ToastRegion } from '../Toast';
import { Tooltip } from '../Tooltip';
import { darkThemeClassName, darkThemeValues, lightThemeValues, systemThemeClassName } from '../../theme';
import '../../theme/themes.css';
import { ThemeProvider } from './ThemeProvider';

// Real Chromium: where a portal lands and which token values its styles resolve to is what jsdom cannot tell.
const storageKey = 'mk-embed-overlays-test';

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const darkSurface = rgb(darkThemeValues.color.surfaceRaised);
const lightSurface = rgb(lightThemeValues.color.surfaceRaised);

/** A partner's container, offset from the page's corner so popover positioning inside it is exercised. */
function PartnerContainer({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} data-testid="partner-root" style={{ position: 'relative', marginBlockStart: 40, padding: 16 }}>
      <ThemeProvider root={root} storageKey={storageKey}>
        {children}
      </ThemeProvider>
    </div>
  );
}

const sizes = [
  { id: 'small', label: 'Small' },
  { id: 'large', label: 'Large' },
];

function Overlays({ modalRef }: { modalRef: Ref<HTMLDivElement> }) {
  return (
    <>
      <Select label="Size" options={sizes} />
      <MenuTrigger>
        <Button>Choose size</Button>
        <Menu aria-label="Sizes">
          {sizes.map((size) => (
            <MenuItem key={size.id} id={size.id}>
              {size.label}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <DialogTrigger>
        <Button>Open settings</Button>
        <Modal ref={modalRef}>
          <Dialog title="Settings">Content</Dialog>
        </Modal>
      </DialogTrigger>
    </>
  );
}

async function openMenu(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Choose size' }));
  // The trigger names the menu (aria-labelledby wins over its own aria-label).
  const menu = await screen.findByRole('menu', { name: 'Choose size' });
  const popover = menu.closest<HTMLElement>('[data-trigger="MenuTrigger"]');
  if (!popover) throw new Error('The menu is not inside its popover');
  return popover;
}

async function openDialog(modalRef: RefObject<HTMLDivElement | null>): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
  await screen.findByRole('dialog', { name: 'Settings' });
  if (!modalRef.current) throw new Error('The modal did not mount');
  return modalRef.current;
}

const background = (element: Element) => getComputedStyle(element).backgroundColor;

beforeEach(() => {
  document.documentElement.classList.remove(darkThemeClassName);
  localStorage.removeItem(storageKey);
});

afterEach(() => {
  localStorage.removeItem(storageKey);
  document.documentElement.classList.remove(darkThemeClassName);
});

describe('overlays of a ThemeProvider with a custom root', () => {
  it('portal a menu into the root, in its dark theme, under its trigger', async () => {
    localStorage.setItem(storageKey, 'dark');
    render(
      <PartnerContainer>
        <Overlays modalRef={createRef()} />
      </PartnerContainer>,
    );
    const root = screen.getByTestId('partner-root');
    await expect.poll(() => root.classList.contains(darkThemeClassName)).toBe(true);
    expect(document.documentElement).not.toHaveClass(darkThemeClassName);

    const popover = await openMenu();
    expect(root.contains(popover)).toBe(true);
    await expect.poll(() => background(popover)).toBe(darkSurface);

    const trigger = screen.getByRole('button', { name: 'Choose size' }).getBoundingClientRect();
    const list = popover.getBoundingClientRect();
    expect(Math.abs(list.top - (trigger.bottom + 8))).toBeLessThan(2);
    expect(Math.abs(list.left - trigger.left)).toBeLessThan(2);
  });

  it('portal a modal Dialog into the root, in its dark theme', async () => {
    localStorage.setItem(storageKey, 'dark');
    const modalRef = createRef<HTMLDivElement>();
    render(
      <PartnerContainer>
        <Overlays modalRef={modalRef} />
      </PartnerContainer>,
    );
    const root = screen.getByTestId('partner-root');
    const modal = await openDialog(modalRef);
    expect(root.contains(modal)).toBe(true);
    await expect.poll(() => background(modal)).toBe(darkSurface);
  });

  it('portal a Menu, a Popover, a Tooltip and a Drawer into the root as well', async () => {
    render(
      <PartnerContainer>
        <Tooltip content="Copy the prompt">
          <Button>Copy</Button>
        </Tooltip>
        <MenuTrigger>
          <Button>Actions</Button>
          <Menu aria-label="Row actions">
            <MenuItem id="archive">Archive</MenuItem>
          </Menu>
        </MenuTrigger>
        <DialogTrigger>
          <Button>Details</Button>
          <Popover title="Details">Body</Popover>
        </DialogTrigger>
        <DialogTrigger>
          <Button>Navigation</Button>
          <Drawer title="Site navigation">Links</Drawer>
        </DialogTrigger>
      </PartnerContainer>,
    );
    const root = screen.getByTestId('partner-root');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(root.contains(await screen.findByRole('tooltip'))).toBe(true);
    await userEvent.keyboard('{Escape}');

    const openAndFind = async (trigger: string, role: 'menu' | 'dialog', name: string) => {
      await userEvent.click(screen.getByRole('button', { name: trigger }));
      const overlay = await screen.findByRole(role, { name });
      expect(root.contains(overlay), `${name} inside the root`).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole(role, { name })).toBeNull();
    };
    // The trigger names the menu (aria-labelledby wins over its own aria-label).
    await openAndFind('Actions', 'menu', 'Actions');
    await openAndFind('Details', 'dialog', 'Details');
    await openAndFind('Navigation', 'dialog', 'Site navigation');
  });

  it('give the toast region, which always portals to the body, the root’s theme', async () => {
    localStorage.setItem(storageKey, 'dark');
    const toasts = createToastQueue();
    render(
      <PartnerContainer>
        <ToastRegion toasts={toasts} />
      </PartnerContainer>,
    );
    toasts.info('Saved', { timeout: 0 });
    const toast = await screen.findByRole('alertdialog');
    await expect.poll(() => background(toast)).toBe(darkSurface);
    toasts.clear();
  });
});

describe('overlays of a ThemeProvider on the document root', () => {
  it('still portal to document.body, themed by <html>', async () => {
    localStorage.setItem(storageKey, 'dark');
    const modalRef = createRef<HTMLDivElement>();
    const { container } = render(
      <ThemeProvider storageKey={storageKey}>
        <Overlays modalRef={modalRef} />
      </ThemeProvider>,
    );
    await expect.poll(() => document.documentElement.classList.contains(darkThemeClassName)).toBe(true);

    const popover = await openMenu();
    expect(container.contains(popover)).toBe(false);
    expect(document.body.contains(popover)).toBe(true);
    await expect.poll(() => background(popover)).toBe(darkSurface);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('menu')).toBeNull();

    const modal = await openDialog(modalRef);
    expect(container.contains(modal)).toBe(false);
    expect(document.body.contains(modal)).toBe(true);
    await expect.poll(() => background(modal)).toBe(darkSurface);
  });
});

describe('overlays opened inside a themed container, without a ThemeProvider', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    document.querySelectorAll('style[data-partner]').forEach((node) => node.remove());
  });

  it('take a `dark` wrapper’s theme although they portal to the light <body>', async () => {
    const modalRef = createRef<HTMLDivElement>();
    render(
      <div className={darkThemeClassName}>
        <Overlays modalRef={modalRef} />
      </div>,
    );
    const popover = await openMenu();
    expect(document.body.contains(popover)).toBe(true);
    await expect.poll(() => background(popover)).toBe(darkSurface);
    await userEvent.keyboard('{Escape}');
    const modal = await openDialog(modalRef);
    await expect.poll(() => background(modal)).toBe(darkSurface);
  });

  it('stay light from a light container on a dark page', async () => {
    document.documentElement.classList.add(darkThemeClassName);
    render(
      <div className="mk-theme-light">
        <Overlays modalRef={createRef()} />
      </div>,
    );
    const popover = await openMenu();
    await expect.poll(() => background(popover)).toBe(lightSurface);
  });

  it('follow the operating system inside an `mk-theme-system` container', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });
    render(
      <div className={systemThemeClassName}>
        <Overlays modalRef={createRef()} />
      </div>,
    );
    const field = screen.getByRole('combobox', { name: 'Size' });
    await expect.poll(() => background(field)).toBe(darkSurface);
    const popover = await openMenu();
    await expect.poll(() => background(popover)).toBe(darkSurface);
    await userEvent.keyboard('{Escape}');
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'light' }] });
    await expect.poll(() => background(field)).toBe(lightSurface);
  });

  it('keep a page’s `:root` token overrides, also under a dark wrapper and in its overlays', async () => {
    const partner = document.createElement('style');
    partner.dataset.partner = '';
    partner.textContent = ':root { --mk-color-surface-raised: #123456; }';
    document.head.append(partner);
    render(
      <div className={darkThemeClassName}>
        <Overlays modalRef={createRef()} />
      </div>,
    );
    const field = screen.getByRole('combobox', { name: 'Size' });
    expect(background(field)).toBe('rgb(18, 52, 86)');
    const popover = await openMenu();
    await expect.poll(() => background(popover)).toBe('rgb(18, 52, 86)');
  });
});
