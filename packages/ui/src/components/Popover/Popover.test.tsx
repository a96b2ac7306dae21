import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Popover } from './Popover';

function Example(props: { title?: string; label?: string }) {
  return (
    <>
      <DialogTrigger>
        <Button>Info</Button>
        <Popover title={props.title} aria-label={props.label} className="partner">
          {({ close }) => <Button onPress={close}>Done</Button>}
        </Popover>
      </DialogTrigger>
      <button type="button">Outside</button>
    </>
  );
}

describe('Popover', () => {
  it('opens by keyboard, is named by its title, closes on Escape and returns focus', async () => {
    render(<Example title="Credits" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Credits' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog.closest('.partner')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Info' })).toHaveFocus());
  });

  it('closes from inside through the close callback and on an outside click', async () => {
    render(<Example label="Details" />);
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
