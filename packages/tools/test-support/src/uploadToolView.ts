import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { expect, it } from 'vitest';
import { expectBlockedByCredits } from './creditsOnScreen';
import { countRequests } from './fakeRequests';
import { fileInput } from './fileInput';
import { renamedTextFile } from './mediaFiles';
import { renderToolOnFakeClient } from './renderToolOnFakeClient';

/** The props these helpers give a tool's view. */
export interface ToolProps {
  client?: MediakitClient | undefined;
  defaultValues?: object | undefined;
  buyCreditsHref?: string | undefined;
}

/** A tool whose run starts from an uploaded file, as its view tests drive it. */
export interface UploadToolView<Props> {
  /**
   * Renders the tool with `props` on a fresh fake client, ready to use; uploads skip the field's `accept` filter, so
   * refused files reach the tool's own checks.
   */
  render: (props?: Props) => ReturnType<typeof renderToolOnFakeClient>;
  /** The tool on `client`, with `props`. */
  tool: (client: FakeMediakitClient, props?: Props) => ReactElement;
  /** The client call a run makes, as the fake names it. */
  operation: FakeOperation;
  /** The name of its submit button. */
  submit: string;
  /** A file it takes. */
  file: File;
}

/** The view tests' handle on `Tool`, a tool that takes an upload: see `UploadToolView`. */
export function uploadToolView<Props extends ToolProps, Extra extends object = object>(
  Tool: ComponentType<Props>,
  tool: Omit<UploadToolView<Props>, 'render' | 'tool'> & Extra,
): UploadToolView<Props> & Extra {
  const element = (client: FakeMediakitClient, props?: Props) =>
    createElement(Tool, { ...props, client } as unknown as Props);
  return {
    ...tool,
    render: (props) => renderToolOnFakeClient((client) => element(client, props), { applyAccept: false }),
    tool: element,
  };
}

/** Chooses `file` in the rendered tool's first upload field, waits until the field shows it, and presses `submit`. */
export async function uploadAndSubmit(file: File, submit: string) {
  await userEvent.upload(fileInput(), file);
  await screen.findByText(`Selected: ${file.name}`);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

export interface UploadToolChecks {
  /** What the upload says of a text file renamed like the tool's file. */
  refused: string;
  /** What the tool says with no credits; 'Buy credits' leads to `buyCreditsHref` when given. */
  shortBalance: { message: string; buyCreditsHref?: string };
}

/**
 * The checks every upload tool's view owes, as `it`s: a text file renamed like its file is refused before any
 * request; no credits block the run with a 'Buy credits' link, and an upload then sends nothing; a network failure
 * shows, and Reset takes it away with the chosen file.
 */
export function itBehavesLikeAnUploadTool<Props extends ToolProps>(
  view: UploadToolView<Props>,
  { refused, shortBalance }: UploadToolChecks,
) {
  const { operation, submit, file } = view;

  it(`refuses a text file renamed ${file.name} before any request: '${refused}'`, async () => {
    const { client } = await view.render();
    await userEvent.upload(fileInput(), renamedTextFile(file.name));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(countRequests(client, operation)).toBe(0);
  });

  it(`blocks the run when credits are short, with a 'Buy credits' link: '${shortBalance.message}'`, async () => {
    const { message, buyCreditsHref } = shortBalance;
    const client = createFakeMediakitClient({ credits: 0 });
    render(view.tool(client, { buyCreditsHref } as Props));
    await expectBlockedByCredits(message, buyCreditsHref === undefined ? {} : { href: buyCreditsHref });
    await uploadAndSubmit(file, submit);
    expect(countRequests(client, operation)).toBe(0);
  });

  it("says 'Network/CORS error: failed to reach the API.' and Reset clears it with the chosen file", async () => {
    render(view.tool(createFakeMediakitClient({ scenarios: { [operation]: 'network-error' } })));
    await uploadAndSubmit(file, submit);
    const message = 'Network/CORS error: failed to reach the API.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`Selected: ${file.name}`)).not.toBeInTheDocument());
  });
}
