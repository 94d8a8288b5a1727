import type { AddressType } from '../../../contract/addresses/countries';
import type { AddressRow } from '../../db/schema';

/**
 * The demo users' addresses: the GB trade customer's Leeds garage (billed and delivered to) and
 * its Trafford Park workshop, the Irish trade customer's Dublin unit and a Cork site, and the
 * retail customer's home and her shop. Real streets and towns; telephone numbers from Ofcom's
 * drama ranges (0113 496 0xxx, 0161 496 0xxx) and Ireland's 555 ones; fixed ids and times, so
 * seeding is idempotent and the order stable.
 */
export type DemoAddress = Omit<AddressRow, 'createdAt' | 'updatedAt' | 'version'> & { defaultFor: AddressType[] };

const TRADE = '01936b2e-0000-7000-8000-00000000a001';
const TRADE_IE = '01936b2e-0000-7000-8000-00000000a002';
const RETAIL = '01936b2e-0000-7000-8000-00000000a003';

const none = { company: null, line2: null, county: null, telephone: null } as const;

export const demoAddresses: DemoAddress[] = [
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad001',
    userId: TRADE,
    isBilling: true,
    isDelivery: true,
    defaultFor: ['billing', 'delivery'],
    firstName: 'Sam',
    lastName: 'Holroyd',
    company: 'Northern Motors Ltd',
    line1: 'Unit 4, Kirkstall Industrial Estate',
    line2: 'Kirkstall Road',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS4 2AZ',
    countryCode: 'GB',
    telephone: '0113 496 0123',
  },
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad002',
    userId: TRADE,
    isBilling: false,
    isDelivery: true,
    defaultFor: [],
    firstName: 'Dean',
    lastName: 'Whitworth',
    company: 'Northern Motors Ltd (Trafford workshop)',
    line1: 'Unit 12, Westinghouse Road',
    line2: 'Trafford Park',
    town: 'Manchester',
    county: 'Greater Manchester',
    postcode: 'M17 1PY',
    countryCode: 'GB',
    telephone: '0161 496 0458',
  },
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad003',
    userId: TRADE_IE,
    isBilling: true,
    isDelivery: true,
    defaultFor: ['billing', 'delivery'],
    firstName: 'Aoife',
    lastName: 'Byrne',
    company: 'Byrne Motor Services',
    line1: 'Unit 7, Ballymount Industrial Estate',
    line2: 'Ballymount Road Lower',
    town: 'Dublin 12',
    county: 'Co. Dublin',
    postcode: 'D12 XR62',
    countryCode: 'IE',
    telephone: '+353 1 555 0147',
  },
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad004',
    userId: TRADE_IE,
    isBilling: false,
    isDelivery: true,
    defaultFor: [],
    firstName: 'Ciarán',
    lastName: 'Murphy',
    company: 'Byrne Motor Services (Cork)',
    line1: 'Unit 3, Kinsale Road Commercial Park',
    line2: 'Ballycurreen',
    town: 'Cork',
    county: 'Co. Cork',
    postcode: 'T12 HK5W',
    countryCode: 'IE',
    telephone: '+353 21 555 0193',
  },
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad005',
    userId: RETAIL,
    isBilling: true,
    isDelivery: true,
    defaultFor: ['billing', 'delivery'],
    firstName: 'Rita',
    lastName: 'Patel',
    line1: '27 Evington Road',
    town: 'Leicester',
    county: 'Leicestershire',
    postcode: 'LE2 1HL',
    countryCode: 'GB',
  },
  {
    ...none,
    id: '01936b2e-0000-7000-8000-0000000ad006',
    userId: RETAIL,
    isBilling: false,
    isDelivery: true,
    defaultFor: [],
    firstName: 'Rita',
    lastName: 'Patel',
    company: 'Patel Pharmacy',
    line1: '112 Narborough Road',
    town: 'Leicester',
    county: 'Leicestershire',
    postcode: 'LE3 0BT',
    countryCode: 'GB',
    telephone: '0116 496 0272',
  },
];
