/**
 * Who drives the branches' vans and who signs for parts at the workshops (issue 26's demo): real
 * sounding names and plates of the branch's town (YK is Leeds, MX/ML Manchester; an Irish van
 * carries its year, county and number, 221-D-12345). A branch not named here gets its country's.
 */
export interface VanCrew {
  driver: string;
  vanRegistration: string;
}

const crewsByBranch: Record<string, VanCrew[]> = {
  'Leeds Kirkstall': [
    { driver: 'Dave Pearson', vanRegistration: 'YK71 HBN' },
    { driver: 'Gary Holmes', vanRegistration: 'YJ21 FXO' },
    { driver: 'Shaun Wilkinson', vanRegistration: 'YK19 TVC' },
  ],
  'Manchester Trafford': [
    { driver: 'Lee Brennan', vanRegistration: 'MX70 KRU' },
    { driver: 'Carl Whitworth', vanRegistration: 'ML22 VTD' },
  ],
  'Dublin Ballymount': [
    { driver: 'Declan Byrne', vanRegistration: '221-D-12345' },
    { driver: 'Ciarán Doyle', vanRegistration: '192-D-40871' },
    { driver: 'Niamh Kavanagh', vanRegistration: '231-D-7702' },
  ],
};

const crewsByCountry: Record<'GBR' | 'IRL', VanCrew[]> = {
  GBR: [
    { driver: 'Steve Marsh', vanRegistration: 'BD19 PZX' },
    { driver: 'Paul Fletcher', vanRegistration: 'NA68 WEK' },
  ],
  IRL: [
    { driver: 'Eoin Kelly', vanRegistration: '211-C-3391' },
    { driver: 'Seán Walsh', vanRegistration: '182-L-9054' },
  ],
};

export function crewsOf(branch: { name: string; country: string } | null): VanCrew[] {
  if (branch && crewsByBranch[branch.name]) return crewsByBranch[branch.name]!;
  return branch?.country === 'IRL' ? crewsByCountry.IRL : crewsByCountry.GBR;
}

/** Who signs at a workshop or a door: an initial and a surname, as a driver's handset shows it. */
export const signatories: Record<'GBR' | 'IRL', string[]> = {
  GBR: ['K. Walsh', 'M. Hussain', 'J. Thornton', 'S. Clarke', 'R. Ahmed', 'L. Bennett', 'D. Shaw'],
  IRL: ['S. Murphy', 'A. O’Brien', 'C. Kavanagh', 'N. Walsh', 'P. Byrne', 'E. Ryan'],
};

export const vanAttemptReasons = [
  'The workshop was closed when the van called; the parts went back to the branch.',
  'No one was free to sign for the parts; the driver will call again on the next round.',
];

export const parcelAttemptReasons = ['No one was in to receive the parcel; a card was left.'];

/** The carrier for parcels (providers.md: DPD's own wording). */
export const PARCEL_CARRIER = 'DPD';
