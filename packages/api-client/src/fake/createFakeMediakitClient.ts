import { localEngines } from '../engines/localEngines';
import type { EngineLine, EngineTool } from '../engines/types';
import { seedFakeInbox } from './notifications';
import { createMemoryTokenStore, type TokenStore } from '../http/tokenStore';
import { createClientResources, type MediakitClientOptions } from '../client';
import { createConsoleResources, type MediakitConsoleClient } from '../console/consoleClient';
import { createHttpContext } from '../http/httpContext';
import type { MediakitClient } from '../mediakitClient';
import { createFakeBackend, type FakeRequestRecord } from './fakeBackend';
import type { FakeState } from './fakeBackendTypes';
import type { FakeJobScript, FakeJobTool } from './jobs';
import type { FakeOperation, FakeScenario } from './scenarios';
import { seedJobHistory } from './jobHistory';
import { fakeMediaUrl, fakeUploadUrl } from './media/fakeMedia';
import {
  defaultAccounts,
  defaultAdminUsers,
  defaultApiKeys,
  defaultInvoices,
  defaultMedia,
  publicUser,
  type FakeAccount,
  type FakeMediaUrl,
  type FakeSeed,
} from './seed';

export const fakeOrigin = 'https://api.mediakit.invalid';

export interface FakeMediakitClientOptions {
  /** Milliseconds every call waits before answering (default 0). Aborting the call ends the wait. */
  latencyMs?: number;
  /** How every call ends (default 'success'). */
  scenario?: FakeScenario;
  /** Per-operation overrides, e.g. `{ 'mystic.start': 'forbidden', 'imageToVideo.start': 'job-fails' }`. */
  scenarios?: Partial<Record<FakeOperation, FakeScenario>>;
  /** Builds the chat reply for a prompt (default: a deterministic echo). */
  chatReply?: (prompt: string) => string;
  /** Status polls a job answers "queued" before it runs (default 1); then one running answer, then the end. */
  queuedPolls?: number;
  /**
   * Per job tool, the status answers its jobs give instead of the `queuedPolls` sequence, e.g.
   * `{ imageToVideo: { statuses: ['QUEUED', 'RENDERING'], then: 'hold' } }`. A scripted tool also answers status polls
   * for task ids the fake never started, so a story can resume a job.
   */
  jobScripts?: Partial<Record<FakeJobTool, FakeJobScript>>;
  /**
   * Milliseconds between a job's status polls, and before retrying a failed one, instead of each tool's schedule
   * (5 s for image to video, 3 s for the upscaler, ...). 0 lets stories run a job without waiting.
   */
  pollIntervalMs?: number;
  /** Starting balance (default 432); every generation takes the spec's cost, and a short balance answers 402. */
  credits?: number;
  /**
   * Start signed in as the demo user (default true); when false, protected calls answer 401 until `auth.login` with
   * one of `fakeAccounts` (ada@example.com or the administrator admin@example.com, password 'secret').
   */
  signedIn?: boolean;
  /**
   * Where the client keeps its token (default: in memory). Given a persistent store, the fake resumes a session it
   * handed out before (as a server does after a reload), and a signed-out visitor stays signed out.
   */
  tokenStore?: TokenStore;
  /** What keeps `client.credits` in step with the page while mounted (default none), as for the real client. */
  creditsSync?: MediakitClientOptions['creditsSync'];
  /**
   * The engine lines `engines.list` answers instead of the local engines' (default: the reference server's without
   * provider keys), e.g. `{ imageGenerate: { engine: 'openai', kind: 'provider', summary: 'OpenAI (gpt-image-2) makes the result.' } }`.
   */
  engines?: Partial<Record<EngineTool, Omit<EngineLine, 'tool'>>>;
  /** Seed data; each list replaces the default sample. */
  seed?: FakeSeed;
  /**
   * URL of a media file by kind and id (default: a real file the fake makes: a picture drawn from the prompt, a short
   * clip, a tune, a PDF; a blob: URL in a browser, else a path on the fake origin that the fake serves).
   */
  mediaUrl?: FakeMediaUrl;
}

/** Test and story controls, beside the MediakitClient interface. */
export interface FakeControls {
  /** Every request the fake backend received, in order. */
  readonly requests: readonly FakeRequestRecord[];
  /** File names saved through `downloads.save`. */
  readonly downloads: readonly string[];
  /** URLs opened in a new tab after a failed download. */
  readonly openedInTab: readonly string[];
  /** Balances the client published (what `credits:update` listeners heard). */
  readonly publishedCredits: readonly number[];
  readonly state: Readonly<FakeState>;
  setScenario(scenario: FakeScenario, operation?: FakeOperation): void;
  /**
   * The next call of `operation` ends with `scenario` (every try of it: a job start's tries share one key); later
   * calls go back to normal.
   */
  failNext(operation: FakeOperation, scenario: FakeScenario): void;
  setCredits(credits: number): void;
}

/** The main client and the console client in one, over the same fake backend and session, plus its controls. */
export type FakeMediakitClient = MediakitClient & MediakitConsoleClient & { fake: FakeControls };

/** An in-memory MediakitClient with the same interface as the real one: deterministic, with scenario controls. */
export function createFakeMediakitClient(options: FakeMediakitClientOptions = {}): FakeMediakitClient {
  const mediaUrl: FakeMediaUrl =
    options.mediaUrl ?? ((kind, id, description) => fakeMediaUrl(fakeOrigin, kind, id, description));
  const accounts = defaultAccounts(options.credits ?? 432, options.seed?.user);
  const [demoUser] = accounts as [FakeAccount, ...FakeAccount[]];
  const tokenStore = options.tokenStore ?? createMemoryTokenStore(null);
  const state: FakeState = {
    get user() {
      const id = state.sessions.get(tokenStore.get() ?? '');
      return publicUser(accounts.find((account) => account.id === id) ?? demoUser);
    },
    accounts,
    sessions: new Map(),
    libraries: new Map([
      [
        demoUser.id,
        {
          media: options.seed?.media ?? defaultMedia(mediaUrl),
          invoices: options.seed?.invoices ?? defaultInvoices(mediaUrl),
          apiKeys: options.seed?.apiKeys ?? defaultApiKeys(),
          webhooks: [],
        },
      ],
    ]),
    users: options.seed?.users ?? defaultAdminUsers(),
    jobs: new Map(),
    passwordResets: new Map(),
    subscribers: new Set(),
    uploads: new Map(),
    engines: Object.entries(localEngines).map(([tool, local]) => ({
      tool: tool as EngineTool,
      engine: 'local',
      ...local,
      ...options.engines?.[tool as EngineTool],
    })),
    nextId: 0,
  };
  if (options.seed?.jobs) seedJobHistory(state, options.seed.jobs);
  seedFakeInbox(state, demoUser.id, options.seed ?? {}); // host-bell
  let scenario = options.scenario ?? 'success';
  const scenarios = { ...options.scenarios };
  const once = new Map<FakeOperation, FakeScenario>();
  const onceByCall = new Map<string, FakeScenario>();
  const downloads: string[] = [];
  const openedInTab: string[] = [];
  const publishedCredits: number[] = [];

  const backend = createFakeBackend({
    state,
    latencyMs: options.latencyMs ?? 0,
    queuedPolls: options.queuedPolls ?? 1,
    jobScripts: options.jobScripts ?? {},
    mediaUrl,
    uploadUrl(id, file) {
      state.uploads.set(id, file);
      return fakeUploadUrl(fakeOrigin, id, file);
    },
    chatReply: options.chatReply ?? ((prompt) => `You said: ${prompt}`),
    scenarioFor(operation, callKey) {
      const retried = callKey === undefined ? undefined : onceByCall.get(callKey);
      if (retried) return retried;
      const next = once.get(operation);
      if (next) {
        once.delete(operation);
        if (callKey !== undefined) onceByCall.set(callKey, next);
        return next;
      }
      return scenarios[operation] ?? scenario;
    },
  });

  // A session this fake handed out before (a persistent token store across a reload) goes on; else a new one.
  const resumed = /^fake-token-(\d+)-\d+$/.exec(tokenStore.get() ?? '');
  const resumedAccount = accounts.find((account) => account.id === Number(resumed?.[1]));
  if (resumed && resumedAccount) state.sessions.set(resumed[0], resumedAccount.id);
  else if (options.signedIn !== false) tokenStore.set(backend.signIn(demoUser));
  else tokenStore.set(null);
  const { pollIntervalMs } = options;
  const ctx = createHttpContext({
    baseUrl: fakeOrigin,
    fetch: backend.fetch,
    tokenStore,
    timeoutMs: false,
    onCreditsChange: (credits) => publishedCredits.push(credits),
  });
  // No general time limit (stories wait as long as they like), but the spec's own per-call limits (the edits' 120 s
  // and 180 s) apply as they do for a partner who sets none.
  ctx.callerTimeoutMs = undefined;
  // A network failure is still tried as often as against a server, without the real pauses between tries.
  ctx.startRetryDelayMs = () => 0;
  if (pollIntervalMs !== undefined) ctx.pollTiming = { intervalMs: pollIntervalMs, errorDelayMs: () => pollIntervalMs };

  const downloadDeps = {
    saveBlob: (_: Blob, fileName: string) => void downloads.push(fileName),
    openInNewTab: (url: string) => void openedInTab.push(url),
  };
  return {
    ...createClientResources(ctx, { ...downloadDeps, creditsSync: options.creditsSync }),
    ...createConsoleResources(ctx, downloadDeps),
    fake: {
      requests: backend.requests,
      downloads,
      openedInTab,
      publishedCredits,
      state,
      setScenario(next, operation) {
        if (operation) scenarios[operation] = next;
        else scenario = next;
      },
      failNext: (operation, next) => once.set(operation, next),
      setCredits(credits) {
        const id = state.sessions.get(tokenStore.get() ?? '');
        (accounts.find((account) => account.id === id) ?? demoUser).credits = credits;
      },
    },
  };
}
