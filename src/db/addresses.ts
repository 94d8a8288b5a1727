import type { Address } from '../../contract/addresses/schemas';
import type { Violation } from '../../contract/errors';
import type { LocalEntityRow } from './local-entity';

/**
 * One of a logged-in person's addresses as the device keeps it: the API's address shape (so the
 * screen reads the same fields online and offline), plus what only the device knows.
 * `serverVersion` is the server's version of the address this copy is based on (0 before the
 * server has it): a change is sent based on it, and one based on an older version is a conflict.
 */
export interface AddressRow extends LocalEntityRow {
  address: Address;
  /** Where it sits in the person's list: the server's order, then addresses added on the device. */
  position: number;
  /** Deleted on the device; gone for good once the server has deleted it too. */
  deleted: boolean;
  /** The server refused the latest change to it: its words, and its violations by field. */
  problem: { message: string; violations: Violation[] } | null;
}
