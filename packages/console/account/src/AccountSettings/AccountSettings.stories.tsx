import { createFakeMediakitClient, fakeAccounts, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { loadFailureStories, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettings, AccountSubscription } from './AccountSettings';

const meta = {
  title: 'Console/Account',
  component: AccountSettings,
  args: { onDeleted: fn() },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = () =>
  createFakeMediakitClient({
    seed: { user: { company: 'Analytical Engines', phone: '+44 20 7946 0000', bio: 'Poet of science.' } },
  });

/** The hidden file input of a picture's group. */
const pictureInput = (group: HTMLElement) => group.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Profile, subscription, security, activity and delete, on the demo account. */
export const Populated: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines');
    for (const name of ['Profile', 'Subscription', 'Security', 'Activity', 'Delete account']) {
      await expect(canvas.getByRole('heading', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('switch', { name: /Product news/ })).toBeChecked();
    await expect(canvas.queryByRole('switch', { name: /two-factor/i })).not.toBeInTheDocument();
  },
};

/** Keyboard: edit the company, Enter saves; the notice says so. */
export const EditProfileByKeyboard: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const company = await canvas.findByRole('textbox', { name: 'Company' });
    await tabTo(company);
    await userEvent.keyboard('{Control>}a{/Control}Difference Engines{Enter}');
    await expect(await canvas.findByText('Profile saved.')).toBeInTheDocument();
  },
};

/** A blank name and a broken e-mail are refused before any request. */
export const ProfileInvalid: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Name' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Enter your name.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
  },
};

/**
 * The pickers take images only: a PDF is refused; a picture is previewed, then uploaded. Each is a button under its
 * picture (no browser picker saying "No file chosen"), named by its group.
 */
export const PictureImagesOnly: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const coverGroup = await canvas.findByRole('group', { name: 'Cover picture' });
    const cover = pictureInput(coverGroup);
    await expect(cover).toHaveAttribute('accept', 'image/*');
    await expect(within(coverGroup).getByRole('button', { name: 'Choose a picture…' })).toBeVisible();
    await userEvent.upload(cover, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByText('Choose an image file (PNG, JPEG, WebP or GIF).')).toBeInTheDocument();
    const avatarGroup = canvas.getByRole('group', { name: 'Profile picture' });
    const coverLeft = coverGroup.getBoundingClientRect().left;
    await userEvent.upload(
      pictureInput(avatarGroup),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument();
    // Choose gives way to Upload and Discard: the focus moves on to Upload, not to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Profile picture updated.')).toBeInTheDocument();
    // Uploaded, the focus is back on the picture's button.
    await waitFor(() => expect(within(avatarGroup).getByRole('button', { name: 'Change picture…' })).toHaveFocus());
    // The message under the avatar does not push the cover aside.
    await expect(coverGroup.getBoundingClientRect().left).toBe(coverLeft);
  },
};

/** A chosen picture discarded: the preview goes, nothing is uploaded, and the focus is back on Choose. */
export const PictureDiscarded: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Profile picture' });
    await userEvent.upload(
      pictureInput(group),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Choose a picture…' })).toHaveFocus());
    await expect(canvas.queryByRole('img', { name: 'Preview of the new profile picture' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Profile picture updated.')).not.toBeInTheDocument();
  },
};

/** Files carrying one picture, as a drag or a paste hands them over. */
const carrying = (file: File) => {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  return transfer;
};
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/**
 * A picture dropped on its group is chosen as if browsed: the picture is outlined while the file is over it, then
 * previewed, and the focus is on Upload. A PDF dropped is refused with the pickers' message.
 */
export const PictureDropped: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Cover picture' });
    const drag = (type: string, file: File) =>
      group.dispatchEvent(new DragEvent(type, { dataTransfer: carrying(file), bubbles: true, cancelable: true }));
    drag('dragenter', png('cover.png'));
    await waitFor(() => expect(group).toHaveAttribute('data-drop-target'));
    drag('drop', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Choose an image file (PNG, JPEG, WebP or GIF).',
    );
    await expect(group).not.toHaveAttribute('data-drop-target');
    drag('dragenter', png('cover.png'));
    drag('drop', png('cover.png'));
    await expect(await canvas.findByRole('img', { name: 'Preview of the new cover picture' })).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Upload' })).toHaveFocus());
    await expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A PDF dropped after a picture was chosen is refused, and the chosen picture stays, with the focus on Upload. */
export const PictureRefusedKeepsChoice: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Cover picture' });
    const drop = (file: File) => {
      for (const type of ['dragenter', 'drop']) {
        group.dispatchEvent(new DragEvent(type, { dataTransfer: carrying(file), bubbles: true, cancelable: true }));
      }
    };
    drop(png('cover.png'));
    const preview = await canvas.findByRole('img', { name: 'Preview of the new cover picture' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Upload' })).toHaveFocus());
    drop(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Choose an image file (PNG, JPEG, WebP or GIF).',
    );
    await expect(canvas.getByRole('img', { name: 'Preview of the new cover picture' })).toBe(preview);
    await expect(within(group).getByRole('button', { name: 'Upload' })).toHaveFocus();
  },
};

/** Answers the held upload of PictureDropWhileUploading. */
let answerUpload = () => {};

/** While a chosen picture uploads, a picture dropped on its group is not taken: the upload's end would discard it. */
export const PictureDropWhileUploading: Story = {
  args: {
    client: (() => {
      const held = client();
      const upload = held.account.uploadAvatar.bind(held.account);
      // The upload answers when the story says so.
      held.account.uploadAvatar = (file, options) =>
        new Promise((resolve) => (answerUpload = () => resolve(upload(file, options))));
      return held;
    })(),
  },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Profile picture' });
    await userEvent.upload(pictureInput(group), png('first.png'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }));
    await expect(await within(group).findByRole('button', { name: 'Uploading…' })).toBeInTheDocument();
    const preview = canvas.getByRole('img', { name: 'Preview of the new profile picture' }).getAttribute('src');
    const second = carrying(png('second.png'));
    group.dispatchEvent(new DragEvent('dragenter', { dataTransfer: second, bubbles: true, cancelable: true }));
    group.dispatchEvent(new DragEvent('drop', { dataTransfer: second, bubbles: true, cancelable: true }));
    await expect(group).not.toHaveAttribute('data-drop-target');
    await expect(canvas.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute(
      'src',
      preview,
    );
    answerUpload();
    await expect(await canvas.findByText('Profile picture updated.')).toBeInTheDocument();
  },
};

/** A picture pasted while the picture's button has the focus is chosen too: the keyboard's way to drop one. */
export const PicturePasted: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Profile picture' });
    const choose = within(group).getByRole('button', { name: 'Choose a picture…' });
    await tabTo(choose);
    choose.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: carrying(png('me.png')), bubbles: true, cancelable: true }),
    );
    await expect(await canvas.findByRole('img', { name: 'Preview of the new profile picture' })).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Upload' })).toHaveFocus());
  },
};

/** The button opens the browser's file picker (the hidden input's click). */
export const PictureChooseOpensPicker: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Profile picture' });
    const input = pictureInput(group);
    let opened = 0;
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened += 1;
    });
    await userEvent.click(within(group).getByRole('button', { name: 'Choose a picture…' }));
    await expect(opened).toBe(1);
  },
};

/** Password rules: at least 8 characters, the two new ones alike; then the server checks the current one. */
export const ChangePassword: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), fakeAccounts.user.password);
    await userEvent.type(canvas.getByLabelText('New password'), 'a new password');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'a new passworD');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The two new passwords differ.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Repeat the new password'));
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'a new password{Enter}');
    await expect(await canvas.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
  },
};

/** A toggle is saved at once (Space toggles it). */
export const NotificationToggle: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const product = await canvas.findByRole('switch', { name: /Product news/ });
    await tabTo(product);
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Notification settings saved.')).toBeInTheDocument();
    await expect(product).not.toBeChecked();
  },
};

/** Delete asks for the password in an alertdialog; a wrong one is refused and the dialog stays. */
export const DeleteDialog: Story = {
  args: { client: client() },
  play: async ({ canvas, args }) => {
    await tabTo(await canvas.findByRole('button', { name: 'Delete account' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus());
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect.');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** The right password deletes the account and hands over to the host (onDeleted). */
export const Deleted: Story = {
  args: { client: client() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete account' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), fakeAccounts.user.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

/** Subscription: plan, monthly credits, renewal and balance from the server. */
export const Subscription: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await expect(await section.findByText('December 1, 2026')).toBeInTheDocument();
    await expect(section.getByText('Pro')).toBeInTheDocument();
    await expect(section.getByText('2,000')).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Change plan' })).toBeEnabled();
  },
};

/** The free plan does not renew. */
export const SubscriptionFree: Story = {
  args: { client: createFakeMediakitClient({ seed: { user: { plan: { name: 'free', credits_per_month: 50 } } } }) },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await expect(await section.findByText('Does not renew (free plan)')).toBeInTheDocument();
    await expect(section.getByText('Starter')).toBeInTheDocument();
  },
};

/**
 * Keyboard: Change plan opens the dialog (Keep my plan focused, test mode said), arrows pick a plan, Continue to
 * payment opens the payment page; the plan shown stays until the payment is confirmed there.
 */
export const ChangePlanByKeyboard: Story = {
  args: { client: client(), onCheckout: fn() },
  play: async ({ canvas, args }) => {
    const section = within(await canvas.findByRole('region', { name: 'Subscription' }));
    const open = await section.findByRole('button', { name: 'Change plan' });
    await waitFor(() => expect(open).toBeEnabled());
    await tabTo(open);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Change your plan' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep my plan' })).toHaveFocus());
    await expect(dialog.getByRole('radio', { name: /^Business/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^Pro.*\(current\)$/ })).toBeDisabled();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(dialog.getByRole('radio', { name: /^Business/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(dialog.getByRole('radio', { name: /^Plus/ })).toBeChecked();
    await expect(dialog.getByText('Test mode: no real money moves')).toBeVisible();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\/cs_test/)));
    await expect(await section.findByText('Opening the payment page for Plus…')).toBeInTheDocument();
    await expect(section.getByText('Pro')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Payment cards open the payment engine's portal (Stripe's Customer Portal, or the test engine's card page). */
export const ManagePaymentCards: Story = {
  args: { client: client(), onCheckout: fn(), returnUrl: 'https://app.example.com/user/profile' },
  play: async ({ canvas, args }) => {
    const section = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await userEvent.click(await section.findByRole('button', { name: 'Payment cards' }));
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith(
        `https://app.example.com/checkout/cards?return=${encodeURIComponent('https://app.example.com/user/profile')}`,
      ),
    );
  },
};

/** The Change Plan dialog, open. */
export const ChangePlanDialog: Story = {
  args: { client: client() },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Change plan' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await expect(await canvas.findByRole('alertdialog', { name: 'Change your plan' })).toBeInTheDocument();
  },
};

/** The payment page could not be opened (the server failed): the reason in the dialog, which stays open. */
export const ChangePlanFailed: Story = {
  args: { client: client(), onCheckout: fn() },
  beforeEach: ({ args }) => {
    (args.client as ReturnType<typeof client>).fake.failNext('billing.checkout', 'server-error');
  },
  play: async ({ canvas, args }) => {
    const open = await canvas.findByRole('button', { name: 'Change plan' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Change your plan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The server had a problem. Try again in a moment.',
    );
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** The subscription could not be loaded: its own message and Retry; the rest of the screen works. */
export const SubscriptionLoadFailed: Story = {
  args: { client: createFakeMediakitClient({ scenarios: { 'billing.overview': 'server-error' } }) },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'The server had a problem. Try again in a moment.',
    );
    await expect(section.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Change plan' })).toBeDisabled();
  },
};

/** The subscription as a panel of its own (a billing page above the invoices): the same figures and buttons. */
export const SubscriptionPanel: Story = {
  render: (args) => <AccountSubscription {...args} />,
  args: { client: client(), onCheckout: fn() },
  play: async ({ canvas, args }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await expect(await panel.findByText('December 1, 2026')).toBeInTheDocument();
    await expect(panel.getByText('Pro')).toBeInTheDocument();
    await expect(panel.getByText('2,000')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Payment cards' }));
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledWith(expect.stringContaining('/checkout/cards')));
    await expect(canvas.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
    // What it shows is all it asks for: the account's activity list is the account screen's, not the panel's.
    const asked = (args.client as FakeMediakitClient).fake.requests.map((request) => request.operation);
    await expect(asked).toEqual(expect.arrayContaining(['billing.overview', 'billing.plans']));
    await expect(asked).not.toContain('user.activity');
  },
};

/** While the account loads, the panel is busy with a placeholder. */
export const SubscriptionPanelLoading: Story = {
  render: (args) => <AccountSubscription {...args} />,
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Subscription' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Loading your account…')).toBeInTheDocument();
  },
};

/** The account could not be loaded: the reason and Retry in the panel. */
export const SubscriptionPanelLoadFailed: Story = {
  render: (args) => <AccountSubscription {...args} />,
  args: { client: createFakeMediakitClient({ scenarios: { 'user.me': 'server-error' } }) },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Subscription' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('The server had a problem. Try again in a moment.');
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your account…')).toBeInTheDocument();
  },
};

const failedLoad = loadFailureStories((scenario) => createFakeMediakitClient({ scenarios: { 'user.me': scenario } }), {
  unauthenticated: 'Your session has ended. Sign in again to manage your account.',
  forbidden: 'Your account may not do this.',
});
export const Unauthenticated: Story = failedLoad.unauthenticated;
export const Forbidden: Story = failedLoad.forbidden;
export const ServerError: Story = failedLoad.serverError;
export const NetworkError: Story = failedLoad.networkError;
