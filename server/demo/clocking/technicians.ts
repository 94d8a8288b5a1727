import { deterministicUuid } from '../deterministic-uuid';

/**
 * The demo workshops' people (issue 47): each garage's owner as its manager, and three technicians
 * who clock on the shared bay tablet with a four-digit PIN. The PINs are public on purpose, as the
 * demo passwords are (README); they are stored hashed.
 */
export interface DemoTechnician {
  id: string;
  accountId: string;
  /** The owner's login, for a manager who is the account's user; null for a PIN-only technician. */
  userId: string | null;
  name: string;
  role: 'technician' | 'manager';
  pin: string;
}

const LEEDS = '01936b2e-0000-7000-8000-00000000c001';
const MANCHESTER = '01936b2e-0000-7000-8000-00000000c002';
const DUBLIN = '01936b2e-0000-7000-8000-00000000c003';
const SAM = '01936b2e-0000-7000-8000-00000000a001';
const AOIFE = '01936b2e-0000-7000-8000-00000000a002';

const person = (
  accountId: string,
  name: string,
  role: DemoTechnician['role'],
  pin: string,
  userId: string | null = null,
) => ({
  id: deterministicUuid(`demo-technician:${accountId}:${name}`),
  accountId,
  userId,
  name,
  role,
  pin,
});

export const demoTechnicians: DemoTechnician[] = [
  person(LEEDS, 'Sam Holroyd', 'manager', '4826', SAM),
  person(LEEDS, 'Tom Fletcher', 'technician', '1357'),
  person(LEEDS, 'Priya Sharma', 'technician', '2468'),
  person(LEEDS, 'Callum Reid', 'technician', '3579'),
  person(MANCHESTER, 'Sam Holroyd', 'manager', '4826', SAM),
  person(MANCHESTER, 'Ryan Ashworth', 'technician', '8024'),
  person(MANCHESTER, 'Aisha Khan', 'technician', '5190'),
  person(MANCHESTER, 'Danny McBride', 'technician', '6243'),
  person(DUBLIN, 'Aoife Byrne', 'manager', '7315', AOIFE),
  person(DUBLIN, 'Niamh Brennan', 'technician', '2094'),
  person(DUBLIN, 'Ciarán O’Sullivan', 'technician', '3861'),
  person(DUBLIN, 'Darragh Kelly', 'technician', '9402'),
];
