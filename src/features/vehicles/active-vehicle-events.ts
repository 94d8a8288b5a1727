/**
 * "The active vehicle changed": after a saving lookup, a refinement's final choice, or a clear.
 * The vehicles feature reloads the user and its own queries itself; what else depends on the
 * vehicle (the catalogue's product lists and compatibility, which another feature owns) is
 * refreshed by whoever subscribes here: app/ wires it, since only app/ combines features.
 */
const listeners = new Set<() => void>();

export function onActiveVehicleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activeVehicleChanged(): void {
  for (const listener of listeners) listener();
}
