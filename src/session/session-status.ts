/** Whether the session has been set up at app start, and why not when that failed. */
export interface SessionStatus {
  status: 'loading' | 'ready';
  error: string | null;
}

let state: SessionStatus = { status: 'loading', error: null };
const listeners = new Set<() => void>();

export function sessionStatus(): SessionStatus {
  return state;
}

export function setSessionStatus(next: SessionStatus): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSessionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
