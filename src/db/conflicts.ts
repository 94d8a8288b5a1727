/** A change the server answered with 409: the device's copy and the server's, to choose between. */
export interface ConflictRow {
  entryId: string;
  userId: string;
  entity: string;
  entityId: string;
  /** The device's copy when the server refused the change. */
  mine: unknown;
  /** The server's current copy, from the 409 answer. */
  theirs: unknown;
  /** The server's words. */
  message: string;
  createdAt: string;
}
