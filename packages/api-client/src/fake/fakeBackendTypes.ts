import type { EngineLine } from '../engines/types';
import type { FakeMediaDescription, FakeMediaKind } from './media/fakeMedia';
import type { FakeJob, FakeJobScript, FakeJobTool } from './jobs';
import type { FakeOperation, FakeReply, FakeScenario } from './scenarios';
import type { FakeLibrary } from './library';
import type { FakeAccount, FakeAdminUserRecord, FakeUserRecord } from './seed';

export interface FakeRequest {
  method: string;
  path: string;
  /** The path's `{name}` segments, decoded, in order. */
  params: string[];
  query: URLSearchParams;
  json: Record<string, unknown>;
  form: FormData | undefined;
  /** The account of the request's session (always there on a route that needs one). */
  account: FakeAccount;
  /** The request's bearer token, if any. */
  token: string | undefined;
}

export interface FakeState {
  /** The account the client's session belongs to (the demo user while signed out). */
  readonly user: FakeUserRecord;
  /** Every account; each signs in with its e-mail and password. */
  accounts: FakeAccount[];
  /** Open sessions: bearer token → account id. */
  sessions: Map<string, number>;
  /** Each account's media library, invoices and API keys (the demo user's are seeded). */
  libraries: Map<number, FakeLibrary>;
  /** The admin console's user table. */
  users: FakeAdminUserRecord[];
  jobs: Map<string, FakeJob>;
  /** Open password-reset links: token → account id (the fake "e-mails" them here). */
  passwordResets: Map<string, number>;
  /** Newsletter subscribers' e-mails, lower-cased. */
  subscribers: Set<string>;
  /** Which engine answers each tool: the server's local engines in its own words, unless a story set others. */
  engines: EngineLine[];
  /** Files people uploaded that the fake hands back (avatars), by id. */
  uploads: Map<string, Blob>;
  nextId: number;
}

/** What route handlers may use. */
export interface FakeBackendContext {
  state: FakeState;
  mediaUrl(kind: FakeMediaKind, id: string, description?: FakeMediaDescription): string;
  /** Keeps an uploaded file and hands out its URL (the same bytes come back from it). */
  uploadUrl(id: string, file: Blob): string;
  chatReply: (prompt: string) => string;
  queuedPolls: number;
  /** Scripted status answers by tool. */
  jobScripts: Partial<Record<FakeJobTool, FakeJobScript>>;
  scenarioFor(operation: FakeOperation): FakeScenario;
  /** Takes `cost` credits from the account, or answers 402 when its balance is short. */
  charge(account: FakeAccount, cost: number): FakeReply | undefined;
  /** Queues a job of the account that runs on its tool's script, if any; `fails` is the 'job-fails' scenario. */
  startJob(
    job: Omit<FakeJob, 'polls' | 'script' | 'end' | 'refunded' | 'ended' | 'cancelled'> & {
      name: FakeJobTool;
      fails: boolean;
    },
  ): FakeJob;
  newId(prefix: string): string;
  /** Opens a session for the account and hands out its new token. */
  signIn(account: FakeAccount): string;
}

export interface FakeRoute {
  /** The operation of the contract table it answers (its method, path and body kind come from there). */
  operation: FakeOperation;
  /** Only administrators (admin or owner) may call it: others get a 403. */
  adminOnly?: true;
  handle(request: FakeRequest, backend: FakeBackendContext): FakeReply;
}
