import { sql } from 'drizzle-orm';
import type { WorkshopRole } from '../../../contract/clocking/schemas';
import { timeZoneOf } from '../../../contract/clocking/local-time';
import { queryRows, type Database } from '../../db/database';
import { currentDatabase } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { noWorkshop, notATechnician } from './clocking-problems';

/**
 * Who is clocking, in which workshop (issue 47). The workshop is the user's active trade account.
 * Its owner is a manager; anyone else is what their technician row says (their own login, linked by
 * user_id). A user who is neither sees no clocks. `technician` is the caller's own technician row,
 * when they have one.
 */
export interface Workshop {
  accountId: string;
  country: 'GB' | 'IE';
  timeZone: string;
  role: WorkshopRole;
  technician: string | null;
  userName: string;
}

interface Row {
  account_id: string;
  owner: boolean;
  country: string;
  technician_id: string | null;
  role: WorkshopRole | null;
  user_name: string;
}

export function createWorkshopAccess(root: Database) {
  return async function workshopOf(auth: AuthContext): Promise<Workshop> {
    const [row] = await queryRows<Row>(
      currentDatabase(root),
      sql`SELECT a.id::text AS account_id, a.user_id = u.id AS owner, o.trading_country AS country,
                 t.id::text AS technician_id, t.role,
                 trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS user_name
            FROM users u
            JOIN babbage_accounts a ON a.id = u.active_babbage_account_id
            JOIN users o ON o.id = a.user_id
            LEFT JOIN technicians t ON t.account_id = a.id AND t.user_id = u.id AND t.active
           WHERE u.id = ${auth.userId} AND u.is_key_account`,
    );
    if (!row) throw noWorkshop();
    const role = row.owner ? 'manager' : row.role;
    if (!role) throw notATechnician();
    const country = row.country.toUpperCase() === 'IE' ? 'IE' : 'GB';
    return {
      accountId: row.account_id,
      country,
      timeZone: timeZoneOf(country),
      role,
      technician: row.technician_id,
      userName: row.user_name,
    };
  };
}

export type WorkshopAccess = ReturnType<typeof createWorkshopAccess>;
