import { VehicleDataError } from './vehicle-data-provider';

/**
 * One request to an outside vehicle service, with a deadline. No answer at all (network failure,
 * timeout) is a VehicleDataError 'unavailable'; any answer is handed back as its status and body
 * (parsed when it is JSON, undefined when not) for the adapter to judge by the service's own codes.
 */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface JsonRequest {
  /** Names the service in error messages: 'The DVSA MOT History API'. */
  service: string;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function requestJson({
  service,
  url,
  init,
  timeoutMs,
  fetch: send = fetch,
}: JsonRequest): Promise<JsonAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new VehicleDataError(
      timedOut
        ? `${service} did not answer within ${timeoutMs} ms`
        : `${service} did not answer: ${(error as Error).message}`,
      'unavailable',
      undefined,
      { cause: error },
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
