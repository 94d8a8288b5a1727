import { currencyForTradingCountry } from '../../../contract/currency';
import type { BabbageAccount, User } from '../../../contract/users/schemas';
import type { UserRow } from '../../db/schema';

/**
 * The user record of GET /users/{id} (contract userSchema, storefront-core §3). `exp` is the
 * reading session's access-token expiry (seconds), null when no session reads it.
 */
export function toUserResource(row: UserRow, accounts: BabbageAccount[], exp: number | null = null): User {
  // The active account, or the first one while none has been chosen yet.
  const active = accounts.find((account) => account.id === row.activeBabbageAccountId) ?? accounts[0] ?? null;
  return {
    '@id': `/api/users/${row.id}`,
    id: row.id,
    username: row.email,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    guest_user: row.isGuest,
    exp,
    isKeyAccount: row.isKeyAccount ? 'true' : 'false',
    babbageAccount: active,
    babbageAccounts: accounts,
    currency: currencyForTradingCountry(row.tradingCountry),
    tradingCountry: row.tradingCountry,
    loginPopupContent: row.loginPopupContent,
    vehicleDetails: row.vehicleDetails,
    allowVehicleRefinement: row.allowVehicleRefinement,
    haynesProTerms: row.haynesProTerms ?? null,
    // Branding belongs to key accounts only (storefront-core §1).
    customBabbageAccountTheme: row.isKeyAccount
      ? {
          customLogo: row.customLogo,
          primaryColour: row.primaryColour,
          secondaryColour: row.secondaryColour,
          tertiaryColour: row.tertiaryColour,
        }
      : null,
  };
}
