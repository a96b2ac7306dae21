import { createFakeMediakitClient, type FakeScenario } from '@mediakit/api-client/fake';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { expectBlockedByCredits } from './creditsOnScreen';
import { countRequests } from './fakeRequests';
import { fileInput } from './fileInput';
import { fileOfSize } from './fileOfSize';
import { setInput } from './formInput';
import { type HookRun, hookRun, type RunningHook } from './hookOutcomes';
import { imageFile, renamedTextFile } from './mediaFiles';
import type { ToolProps, UploadToolView } from './uploadToolView';

type User = ReturnType<typeof userEvent.setup>;

/** An image-and-prompt tool (an upload field, a Prompt box, a submit button) and the region its result shows in. */
type ImagePromptToolView<Props> = UploadToolView<Props> & { result: string };

/** An image-and-prompt tool's hook: its `image` and `prompt` fields are filled by `setInput`. */
type ImagePromptHook = RunningHook;

/**
 * The run of an image-and-prompt tool's hook `useTool` (see `hookRun`), filled with `image` and `prompt`:
 * `imagePromptRun(useNoMaskEdit, { image: png, prompt: 'add a red hat', operation: 'noMaskEdit.edit' })`.
 */
export function imagePromptRun<Options extends object, Hook extends ImagePromptHook>(
  useTool: (options: Options) => Hook,
  { image, prompt, operation }: { image: File; prompt: string } & Pick<HookRun<Hook>, 'operation'>,
) {
  return hookRun(useTool, {
    operation,
    fill: (hook) => act(() => setInput(hook.result.current, { image, prompt })),
  });
}

/**
 * Picks `image` in a tool's upload field, waits until the field shows it as selected, then types `prompt` in the
 * Prompt box: the input of the image-and-prompt tools.
 */
export async function chooseImageAndPrompt(user: User, container: HTMLElement, image: File, prompt: string) {
  await user.upload(fileInput(container), image);
  await screen.findByText(`Selected: ${image.name}`);
  await user.type(screen.getByRole('textbox', { name: 'Prompt' }), prompt);
}

export interface ImagePromptChecks {
  /** The spec's messages for the empty form. */
  emptyForm: readonly string[];
  /**
   * Files the upload refuses with `message` before any upload: an image of a type it does not take (`wrongType`, a
   * file name), a text file renamed .png, and a file of `tooLarge` bytes (with `tooLargeMessage`, when it differs).
   */
  refused: { message: string; wrongType: string; tooLarge: number; tooLargeMessage?: string };
  /** A short balance and the tool's words for it; 'Buy credits' leads to `buyCreditsHref` when given. */
  shortBalance: { credits: number; message: string; buyCreditsHref?: string };
  /** A run that fails: the fake's scenario for its call, and the tool's message. */
  failure: { scenario: FakeScenario; message: string };
  /** A prompt: typed before a failing run, and the default Reset brings back. */
  prompt: string;
}

/**
 * The checks every image-and-prompt tool's view owes, as `it`s: the empty form shows the spec's messages and sends
 * nothing; the upload refuses a wrong type, a renamed text file and a file too large, shown as an alert, and
 * Ctrl+Enter then sends nothing; a short balance blocks the run with a 'Buy credits' link; a failure shows as an alert
 * and keeps the image and the prompt; Reset after a run clears the result and the image and brings back the default
 * prompt.
 */
export function itBehavesLikeAnImagePromptTool<Props extends ToolProps>(
  view: ImagePromptToolView<Props>,
  { emptyForm, refused, shortBalance, failure, prompt }: ImagePromptChecks,
) {
  const { operation, submit, file: image, result } = view;
  const selected = `Selected: ${image.name}`;

  it(`flags the empty form with ${emptyForm.map((message) => `'${message}'`).join(' and ')} and sends nothing`, async () => {
    const { client, user } = await view.render();
    await user.click(screen.getByRole('button', { name: submit }));
    for (const message of emptyForm) expect(screen.getByText(message)).toBeInTheDocument();
    expect(countRequests(client, operation)).toBe(0);
  });

  const refusals: [File, string][] = [
    [imageFile(refused.wrongType), refused.message],
    [renamedTextFile('notes.png'), refused.message],
    [fileOfSize(refused.tooLarge, 'huge.png', 'image/png'), refused.tooLargeMessage ?? refused.message],
  ];
  it(`refuses ${refused.wrongType}, a text file renamed .png and a file of ${refused.tooLarge} bytes before any upload`, async () => {
    const { user, container, client } = await view.render();
    for (const [file, message] of refusals) {
      await user.upload(fileInput(container), file);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      expect(screen.queryByText(`Selected: ${file.name}`)).not.toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), `${prompt}{Control>}{Enter}{/Control}`);
    expect(countRequests(client, operation)).toBe(0);
  });

  it(`blocks submission when credits are short, with a 'Buy credits' link: '${shortBalance.message}'`, async () => {
    const { credits, message, buyCreditsHref } = shortBalance;
    render(view.tool(createFakeMediakitClient({ credits }), { buyCreditsHref } as Props));
    await expectBlockedByCredits(message, { button: submit, ...(buyCreditsHref && { href: buyCreditsHref }) });
  });

  it(`shows '${failure.message}' in an alert and keeps what the user entered`, async () => {
    const client = createFakeMediakitClient({ scenarios: { [operation]: failure.scenario } });
    const user = userEvent.setup();
    const { container } = render(view.tool(client));
    await chooseImageAndPrompt(user, container, image, prompt);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(failure.message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue(prompt);
    expect(screen.getByText(selected)).toBeInTheDocument();
  });

  it('Reset after a run clears the result and the image, and brings back the default prompt', async () => {
    const { user, container } = await view.render({ defaultValues: { prompt } } as Props);
    await user.upload(fileInput(container), image);
    await screen.findByText(selected);
    await user.click(screen.getByRole('button', { name: submit }));
    await screen.findByRole('region', { name: result });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: result })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue(prompt);
    expect(screen.queryByText(selected)).not.toBeInTheDocument();
  });
}
