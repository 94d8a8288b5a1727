import type { LabourRate } from '../../../contract/work-orders/routes';

/**
 * How each demo trade account's workshop is set up for work orders: its default uplift (per cent
 * on labour), its labour rates per hour (minor units: pence, or cents in Ireland) and the custom
 * jobs it prices often. Rates are what independent garages charged in 2026: £65–£95 an hour in
 * Great Britain, €70–€90 in Ireland.
 */
export interface DemoWorkshop {
  accountId: string;
  defaultUplift: number;
  rates: LabourRate[];
  customJobs: { id: string; name: string; time: string; labourRate: string }[];
}

const britishJobs = [
  { id: 'wheel-alignment', name: 'Four-wheel alignment', time: '00:45', labourRate: 'mechanical' },
  { id: 'diagnostic-scan', name: 'Diagnostic scan and report', time: '00:30', labourRate: 'diagnostic' },
  { id: 'aircon-regas', name: 'Air-conditioning regas (R1234yf)', time: '00:45', labourRate: 'mechanical' },
  { id: 'mot-test', name: 'MOT test (class 4)', time: '01:00', labourRate: 'mot' },
  { id: 'pre-mot-check', name: 'Pre-MOT inspection', time: '00:30', labourRate: 'mot' },
  { id: 'headlamp-alignment', name: 'Headlamp beam alignment', time: '00:20', labourRate: 'mechanical' },
];

export const demoWorkshops: DemoWorkshop[] = [
  {
    // Sam Holroyd's Leeds account (Northern Motors).
    accountId: '01936b2e-0000-7000-8000-00000000c001',
    defaultUplift: 10,
    rates: [
      { id: 'mechanical', name: 'Mechanical', rate: 7_200 },
      { id: 'diagnostic', name: 'Diagnostic', rate: 9_000 },
      { id: 'mot', name: 'MOT class 4', rate: 6_500 },
    ],
    customJobs: britishJobs,
  },
  {
    // The same garage's Manchester account.
    accountId: '01936b2e-0000-7000-8000-00000000c002',
    defaultUplift: 0,
    rates: [
      { id: 'mechanical', name: 'Mechanical', rate: 6_800 },
      { id: 'diagnostic', name: 'Diagnostic', rate: 8_500 },
      { id: 'mot', name: 'MOT class 4', rate: 6_500 },
    ],
    customJobs: britishJobs,
  },
  {
    // Aoife Byrne's Dublin account: euro rates, NCT preparation instead of the MOT.
    accountId: '01936b2e-0000-7000-8000-00000000c003',
    defaultUplift: 5,
    rates: [
      { id: 'mechanical', name: 'Mechanical', rate: 7_800 },
      { id: 'diagnostic', name: 'Diagnostic', rate: 9_000 },
      { id: 'nct-prep', name: 'NCT preparation', rate: 7_000 },
    ],
    customJobs: [
      { id: 'wheel-alignment', name: 'Four-wheel alignment', time: '00:45', labourRate: 'mechanical' },
      { id: 'diagnostic-scan', name: 'Diagnostic scan and report', time: '00:30', labourRate: 'diagnostic' },
      { id: 'nct-prep', name: 'NCT preparation check', time: '00:45', labourRate: 'nct-prep' },
      { id: 'aircon-regas', name: 'Air-conditioning regas (R1234yf)', time: '00:45', labourRate: 'mechanical' },
    ],
  },
];
