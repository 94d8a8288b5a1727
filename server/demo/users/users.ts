import { demoBranches as stores } from '../catalogue/branches';
import type { BabbageAccountRow, BranchRow, UserRow } from '../../db/schema';

/**
 * The demo: a GB key account with two trade accounts and its own branding, an Irish key account
 * (EUR), and a plain retail customer. Fixed ids make seeding idempotent. The passwords are public
 * on purpose (README); a real PostgreSQL is seeded only with `npm run db:seed -- --demo`.
 */
/** The demo stores (catalogue/branches.ts); the users' trade accounts are held at three. */
export const demoBranches: BranchRow[] = stores.map(({ size: _size, ...branch }) => branch);

type DemoUser = Omit<
  UserRow,
  | 'email'
  | 'passwordHash'
  | 'createdAt'
  | 'updatedAt'
  | 'activeBabbageAccountId'
  | 'vinTermsAcceptedAt'
  | 'haynesProTerms'
  | 'haynesProTermsAt'
> & {
  email: string;
  password: string;
  /** Trade accounts, each at the named demo branch. */
  accounts: (Pick<BabbageAccountRow, 'id' | 'accountNumber'> & { branch: string })[];
};

const base = {
  isGuest: false,
  vehicleDetails: [],
  customLogo: null,
  primaryColour: null,
  secondaryColour: null,
  tertiaryColour: null,
  loginPopupContent: null,
} satisfies Partial<DemoUser>;

export const demoUsers: DemoUser[] = [
  {
    ...base,
    id: '01936b2e-0000-7000-8000-00000000a001',
    email: 'trade@workbay.test',
    password: 'Trade-Bay-2026!',
    firstName: 'Sam',
    lastName: 'Holroyd',
    telephone: '0113 496 0123',
    tradingCountry: 'gb',
    isKeyAccount: true,
    allowVehicleRefinement: true,
    customLogo: '/demo/logos/northern-motors.svg',
    primaryColour: '1B4332',
    secondaryColour: 'F9D56E',
    tertiaryColour: '081C15',
    loginPopupContent:
      '<p><strong>Christmas opening hours:</strong> our branches close at 2pm on 24 December and ' +
      'reopen at 8am on 27 December.</p><p>Orders placed after 12pm on 23 December are delivered ' +
      'from 28 December.</p>',
    accounts: [
      { id: '01936b2e-0000-7000-8000-00000000c001', accountNumber: '10452', branch: 'Leeds Kirkstall' },
      { id: '01936b2e-0000-7000-8000-00000000c002', accountNumber: '20817', branch: 'Manchester Trafford' },
    ],
  },
  {
    ...base,
    id: '01936b2e-0000-7000-8000-00000000a002',
    email: 'trade.ie@workbay.test',
    password: 'Trade-Eire-2026!',
    firstName: 'Aoife',
    lastName: 'Byrne',
    telephone: '+353 1 555 0147',
    tradingCountry: 'ie',
    isKeyAccount: true,
    allowVehicleRefinement: false,
    accounts: [{ id: '01936b2e-0000-7000-8000-00000000c003', accountNumber: '30561', branch: 'Dublin Ballymount' }],
  },
  {
    ...base,
    id: '01936b2e-0000-7000-8000-00000000a003',
    email: 'retail@workbay.test',
    password: 'Retail-Bay-2026!',
    firstName: 'Rita',
    lastName: 'Patel',
    telephone: null,
    tradingCountry: 'gb',
    isKeyAccount: false,
    allowVehicleRefinement: false,
    accounts: [],
  },
];

/** The id of a demo branch, by name. */
export function demoBranchId(name: string): string {
  const branch = demoBranches.find((candidate) => candidate.name === name);
  if (!branch) throw new Error(`No demo branch named ${name}`);
  return branch.id;
}
