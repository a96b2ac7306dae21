import { EngineError } from '../engineError';

export interface ProviderCall {
  provider: string;
  url: string;
  init: RequestInit;
  signal: AbortSignal;
  timeoutMs: number;
  /** The environment variable holding the key, named in the 401 message. */
  keyVariable: string;
}

/**
 * One request to a provider with a time limit and the provider's failures said plainly: a bad key, a refusal
 * (4xx, with the provider's own message), an outage (5xx), a timeout, or an answer that is not what its API documents.
 */
export async function callProvider({ provider, url, init, signal, timeoutMs, keyVariable }: ProviderCall) {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.any([signal, timeout]), redirect: 'error' });
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    if (timeout.aborted) {
      throw new EngineError(`${provider} did not answer in time.`, { cause: error, transient: true });
    }
    throw new EngineError(`${provider} could not be reached.`, { cause: error, transient: true });
  }
  if (response.ok) return response;
  throw refusal(provider, response.status, errorDetail(await response.text().catch(() => '')), keyVariable);
}

/**
 * The reason a provider gives in an error answer's body, in any of their shapes. OpenAI: { error: { message } };
 * Stability: { errors: [string] }; remove.bg: { errors: [{ title, detail }] }; Freepik: { message }; fal: { detail:
 * string | [{ msg }] }; Replicate: { detail } or { title, detail }; ComfyUI: { error: { message }, node_errors }.
 */
export function errorDetail(body: string | object | undefined): string {
  let parsed: {
    error?: { message?: string } | string;
    message?: string;
    errors?: (string | { title?: string; detail?: string; message?: string })[];
    detail?: string | { msg?: string }[];
    node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>;
  };
  try {
    parsed = (typeof body === 'string' ? JSON.parse(body) : (body ?? {})) as typeof parsed;
  } catch {
    return '';
  }
  if (!parsed || typeof parsed !== 'object') return '';
  const listed = Array.isArray(parsed.errors)
    ? parsed.errors
        .map((item) => (typeof item === 'string' ? item : (item.detail ?? item.title ?? item.message ?? '')))
        .filter(Boolean)
        .join(' ')
    : undefined;
  const detailed =
    typeof parsed.detail === 'string'
      ? parsed.detail
      : Array.isArray(parsed.detail)
        ? parsed.detail
            .map((item) => item.msg ?? '')
            .filter(Boolean)
            .join(' ')
        : undefined;
  // ComfyUI: { error: { message }, node_errors: { <node>: { class_type, errors: [{ message, details }] } } }.
  const nodeError = Object.values(parsed.node_errors ?? {})[0];
  const firstNodeError = nodeError?.errors?.[0];
  if (typeof parsed.error === 'object' && parsed.error?.message && firstNodeError) {
    const said = [firstNodeError.message, firstNodeError.details].filter(Boolean).join(': ');
    return `${parsed.error.message.replace(/[.\s]+$/, '')}: ${nodeError.class_type ? `${nodeError.class_type}: ` : ''}${said}`;
  }
  return (
    (typeof parsed.error === 'object' ? parsed.error?.message : parsed.error) ??
    parsed.message ??
    listed ??
    detailed ??
    ''
  );
}

/** A provider's error answer said plainly: a refused key, a refusal with its reason, or an outage. */
export function refusal(provider: string, status: number, detail: string, keyVariable: string): EngineError {
  // A reason that ends its own sentence is not given a second full stop.
  const reason = detail.slice(0, 200).replace(/[.\s]+$/, '');
  const said = reason ? `: ${reason}` : '';
  if (status === 401 || status === 403) {
    return new EngineError(`${provider} refused the key (${status}); check ${keyVariable}${said}.`);
  }
  if (status >= 500) {
    return new EngineError(`${provider} is failing right now (${status}). Please try again later.`, {
      transient: true,
    });
  }
  // Too many requests: worth another try after a wait, like an outage.
  return new EngineError(`${provider} refused the request (${status})${said}.`, { transient: status === 429 });
}

export async function jsonOf<T>(provider: string, response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new EngineError(`${provider} sent an answer that is not JSON.`, { cause: error });
  }
}

export const malformed = (provider: string) =>
  new EngineError(`${provider} sent an answer without the expected result.`);
