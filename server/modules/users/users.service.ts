import { messages } from '../../../contract/messages';
import { serverMessages } from '../../../contract/server-messages';
import type { ProfileUpdate, Registration, User } from '../../../contract/users/schemas';
import type { Clock } from '../../clock';
import type { UserRow } from '../../db/schema';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { notFound, violation } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { TradeAccountsRepository } from '../trade-accounts/trade-accounts.repository';
import { toUserResource } from './user-resource';
import { isUniqueViolation, type UsersRepository } from './users.repository';

interface Deps {
  users: UsersRepository;
  tradeAccounts: TradeAccountsRepository;
  hasher: PasswordHasher;
  clock: Clock;
  /** The session's active vehicle (vehicle search): the user record's vehicleDetails. */
  activeVehicle?: (sessionId: string) => Promise<{ vehicle: { vehicleDetails: User['vehicleDetails'] } } | null>;
}

const emailTaken = () => violation('email', serverMessages.emailTaken);

export function createUsersService({ users, tradeAccounts, hasher, clock, activeVehicle }: Deps) {
  /** Object-level check: a user reads and writes only their own record; any other id is "not found". */
  async function ownRow(auth: AuthContext, id: string): Promise<UserRow> {
    const row = id === auth.userId ? await users.findById(id) : undefined;
    if (!row) throw notFound(messages.userNotFound);
    return row;
  }

  async function resource(row: UserRow, auth?: AuthContext): Promise<User> {
    const [accounts, active] = await Promise.all([
      tradeAccounts.listForUser(row.id),
      auth && activeVehicle ? activeVehicle(auth.sessionId) : null,
    ]);
    const user = toUserResource(row, accounts, auth?.exp ?? null);
    // The active vehicle belongs to the session: two bay tablets of one user each have their own.
    return active ? { ...user, vehicleDetails: active.vehicle.vehicleDetails } : user;
  }

  return {
    ownRow,
    resource,

    async get(auth: AuthContext, id: string): Promise<User> {
      return resource(await ownRow(auth, id), auth);
    },

    /** PUT /users/{id}: email, firstName, lastName only (the schema refuses any other field). */
    async update(auth: AuthContext, id: string, fields: ProfileUpdate): Promise<User> {
      await ownRow(auth, id);
      if (fields.email !== undefined && (await users.isEmailTaken(fields.email, id))) throw emailTaken();
      try {
        const row = await users.update(id, fields);
        if (!row) throw notFound(messages.userNotFound);
        return resource(row, auth);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * POST /users: a retail customer (trading country gb). The password rules were checked with
     * the body (users.routes.ts). Saying that an email is taken is the one disclosure
     * registration cannot avoid.
     */
    async register(input: Registration): Promise<User> {
      if (await users.isEmailTaken(input.email)) throw emailTaken();
      try {
        const row = await users.insert({
          id: uuidv7(clock().getTime()),
          email: input.email,
          passwordHash: await hasher.hash(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          telephone: input.telephone || null,
          tradingCountry: 'gb',
        });
        return resource(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
