/**
 * What every local-first entity row has (baskets now; work orders and quotes next): its client-made
 * id, whose it is, the server's version it was last based on, and whether what the device shows
 * is the server's word or a provisional copy with changes still waiting.
 */
export interface LocalEntityRow {
  id: string;
  /** The user who owns it (a guest session's user id for a guest). */
  userId: string;
  /** The server's `version` this copy was last based on; 0 before the server has it. */
  serverVersion: number;
  /** True while changes made on the device have not all reached the server. */
  provisional: boolean;
  /** ISO time of the last change, local or from the server. */
  updatedAt: string;
}
