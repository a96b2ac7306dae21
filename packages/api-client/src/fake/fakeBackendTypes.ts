import type { FakeJob, FakeJobKind, FakeJobScript, FakeJobTool } from './jobs';
import type { FakeOperation, FakeReply, FakeScenario } from './scenarios';
import type {
  FakeAdminUserRecord,
  FakeApiKeyRecord,
  FakeInvoiceRecord,
  FakeMediaRecord,
  FakeMediaUrl,
  FakeUserRecord,
} from './seed';

export interface FakeRequest {
  method: string;
  path: string;
  /** The pattern's capture groups, decoded. */
  params: string[];
  query: URLSearchParams;
  json: Record<string, unknown>;
  form: FormData | undefined;
}

export interface FakeState {
  user: FakeUserRecord;
  media: FakeMediaRecord[];
  invoices: FakeInvoiceRecord[];
  users: FakeAdminUserRecord[];
  apiKeys: FakeApiKeyRecord[];
  jobs: Map<string, FakeJob>;
  nextId: number;
}

/** What route handlers may use. */
export interface FakeBackendContext {
  state: FakeState;
  mediaUrl: FakeMediaUrl;
  chatReply: (prompt: string) => string;
  queuedPolls: number;
  /** Scripted status answers by tool. */
  jobScripts: Partial<Record<FakeJobTool, FakeJobScript>>;
  /** The token a successful sign-in hands out and protected routes expect. */
  token: string;
  scenarioFor(operation: FakeOperation): FakeScenario;
  /** Takes `cost` credits, or answers 402 when the balance is short. */
  charge(cost: number): FakeReply | undefined;
  /** Queues a job that runs on its tool's script, if any; `fails` is the 'job-fails' scenario. */
  startJob(job: {
    kind: FakeJobKind;
    tool: FakeJobTool;
    id: string;
    cost: number;
    fails: boolean;
    resultUrl: string;
  }): FakeJob;
  newId(prefix: string): string;
}

export interface FakeRoute {
  operation: FakeOperation;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  pattern: RegExp;
  /** Reachable without a token. */
  public?: boolean;
  handle(request: FakeRequest, backend: FakeBackendContext): FakeReply;
}
