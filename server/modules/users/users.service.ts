import { messages } from '../../../contract/messages';
import { serverMessages } from '../../../contract/server-messages';
import type { ProfileUpdate, Registration, User } from '../../../contract/users/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { UserRow } from '../../db/schema';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { notFound, violation } from '../../http/problem';
import type { Mailer } from '../../providers/mailer/mailer';
import type { AuthContext } from '../auth/auth.service';
import type { PasswordHasher } from '../passwords/passwords.service';
import type { TradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { registrationAttemptEmail } from './registration-email';
import { toUserResource } from './user-resource';
import { isUniqueViolation, type UsersRepository } from './users.repository';

interface Deps {
  users: UsersRepository;
  tradeAccounts: TradeAccountsRepository;
  hasher: PasswordHasher;
  clock: Clock;
  /** The session's active vehicle (vehicle search): the user record's vehicleDetails. */
  activeVehicle?: (sessionId: string) => Promise<{ vehicle: { vehicleDetails: User['vehicleDetails'] } } | null>;
  /** Tells the owner of an email that someone tried to register it again. */
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The row of a new retail customer (trading country gb), every column given. */
function retailCustomer(id: string, input: Registration, passwordHash: string, now: Date): UserRow {
  return {
    id,
    email: input.email,
    passwordHash,
    isGuest: false,
    firstName: input.firstName,
    lastName: input.lastName,
    telephone: input.telephone || null,
    tradingCountry: 'gb',
    isKeyAccount: false,
    loginPopupContent: null,
    allowVehicleRefinement: false,
    vehicleDetails: [],
    customLogo: null,
    primaryColour: null,
    secondaryColour: null,
    tertiaryColour: null,
    activeBabbageAccountId: null,
    vinTermsAcceptedAt: null,
    haynesProTerms: null,
    haynesProTermsAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

const emailTaken = () => violation('email', serverMessages.emailTaken);

export function createUsersService(deps: Deps) {
  const { users, tradeAccounts, hasher, clock, activeVehicle, mailer, appUrl, log } = deps;
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

  /** A mail that cannot be sent is logged, not answered: a 500 here would tell that the email is known. */
  async function tellOwner(owner: UserRow): Promise<void> {
    if (!owner.email) return;
    try {
      await mailer.send(registrationAttemptEmail(owner.email, owner.firstName, appUrl));
      log.info({ userId: owner.id }, 'Registration tried with a registered email: owner mailed');
    } catch (error) {
      log.error({ err: error, userId: owner.id }, 'The mail about a repeated registration could not be sent');
    }
  }

  return {
    ownRow,
    resource,

    async get(auth: AuthContext, id: string): Promise<User> {
      return resource(await ownRow(auth, id), auth);
    },

    /**
     * PUT /users/{id}/haynes-pro-terms/{status}: the repair-data terms, answered once before first
     * use (trade-features §7); asked again, the last answer stands.
     */
    async setHaynesProTerms(auth: AuthContext, id: string, status: string): Promise<User> {
      if (status !== 'accepted' && status !== 'declined')
        throw violation('status', 'Please accept or decline the repair-data terms.');
      await ownRow(auth, id);
      const row = await users.update(id, { haynesProTerms: status, haynesProTermsAt: clock() });
      if (!row) throw notFound(messages.userNotFound);
      return resource(row, auth);
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
     * the body (users.routes.ts). An email that is already registered gets the same answer as a
     * new one (status and body, built the same way from what was sent), so that registration
     * does not tell who has an account; the owner is mailed instead. Both ways hash the password,
     * so the time taken does not tell either.
     */
    async register(input: Registration): Promise<User> {
      const now = clock();
      const candidate = retailCustomer(uuidv7(now.getTime()), input, await hasher.hash(input.password), now);
      const answer = toUserResource(candidate, []);
      const owner = await users.findByEmail(input.email);
      if (owner) {
        await tellOwner(owner);
        return answer;
      }
      try {
        await users.insert(candidate);
      } catch (error) {
        // Registered by another request between the look-up and the insert: the same as above.
        if (!isUniqueViolation(error)) throw error;
        const winner = await users.findByEmail(input.email);
        if (winner) await tellOwner(winner);
      }
      return answer;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** For other modules (issue 44): sign-in, password reset and trade accounts take the users' repository. */
export type { UsersRepository } from './users.repository';
