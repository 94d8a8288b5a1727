import type { OpeningHoursRow } from '../../db/schema';
import { slugify } from '../../providers/car-parc';

/**
 * The demo stores: real towns of Great Britain, Northern Ireland and Ireland at their real
 * coordinates, trade-park addresses, phone numbers from Ofcom's drama ranges (never a real
 * line) and Irish numbers of the 555 range. The first three keep the ids the demo users' trade
 * accounts reference. Branch size drives how much stock it holds.
 */
export interface DemoBranch {
  id: string;
  name: string;
  slug: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  country: 'GBR' | 'IRL';
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  openingHours: OpeningHoursRow[];
  status: 'active' | 'inactive';
  size: 'large' | 'medium' | 'small';
}

const week = (
  weekday: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): OpeningHoursRow[] => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: weekday[0], closes: weekday[1] })),
  { day: 6, opens: saturday?.[0] ?? null, closes: saturday?.[1] ?? null },
  { day: 7, opens: sunday?.[0] ?? null, closes: sunday?.[1] ?? null },
];
const hours = {
  large: week(['07:30', '18:00'], ['08:00', '16:00'], ['10:00', '14:00']),
  medium: week(['08:00', '17:30'], ['08:30', '13:00'], null),
  small: week(['08:00', '17:00'], ['09:00', '12:30'], null),
};

type Row = [
  name: string,
  line1: string,
  line2: string | null,
  town: string,
  county: string | null,
  postcode: string,
  latitude: number,
  longitude: number,
  phone: string,
  size: DemoBranch['size'],
];

// One store per line, as a store list is read: name, address, town, county, postcode, position, phone, size.
// prettier-ignore
const gb: Row[] = [
  ['Leeds Kirkstall', 'Unit 4, Kirkstall Trade Park', 'Kirkstall Road', 'Leeds', 'West Yorkshire', 'LS5 3BT', 53.8155, -1.5984, '0113 496 0123', 'large'],
  ['Manchester Trafford', 'Unit 12, Trafford Park Trade Centre', 'Westinghouse Road', 'Manchester', 'Greater Manchester', 'M17 1PG', 53.463, -2.305, '0161 496 0410', 'large'],
  ['Bradford Thornbury', 'Unit 2, Thornbury Trade Park', 'Leeds Old Road', 'Bradford', 'West Yorkshire', 'BD3 7AU', 53.7985, -1.7095, '01632 960 214', 'medium'],
  ['Wakefield', 'Unit 7, Calder Vale Trade Centre', 'Calder Vale Road', 'Wakefield', 'West Yorkshire', 'WF1 5PF', 53.6785, -1.4905, '01632 960 318', 'small'],
  ['Harrogate', 'Unit 3, Hornbeam Park Trade Centre', 'Hookstone Road', 'Harrogate', 'North Yorkshire', 'HG2 8QT', 53.9826, -1.5235, '01632 960 522', 'small'],
  ['York Clifton Moor', 'Unit 9, Clifton Moor Trade Park', 'Kettlestring Lane', 'York', 'North Yorkshire', 'YO30 4XF', 53.9885, -1.1005, '01632 960 631', 'medium'],
  ['Huddersfield', 'Unit 5, Leeds Road Trade Centre', 'Leeds Road', 'Huddersfield', 'West Yorkshire', 'HD1 6PQ', 53.6555, -1.767, '01632 960 744', 'small'],
  ['Sheffield Attercliffe', 'Unit 11, Attercliffe Trade Park', 'Attercliffe Road', 'Sheffield', 'South Yorkshire', 'S9 3RS', 53.392, -1.425, '0114 496 0281', 'large'],
  ['Hull Sutton Fields', 'Unit 6, Sutton Fields Trade Centre', 'Bude Road', 'Hull', 'East Riding of Yorkshire', 'HU7 0XY', 53.7855, -0.3325, '01632 960 857', 'medium'],
  ['Newcastle Team Valley', 'Unit 14, Team Valley Trade Park', 'Kingsway North', 'Gateshead', 'Tyne and Wear', 'NE11 0JH', 54.935, -1.61, '0191 498 0372', 'large'],
  ['Middlesbrough', 'Unit 2, Riverside Trade Centre', 'Riverside Park Road', 'Middlesbrough', 'North Yorkshire', 'TS2 1QW', 54.5795, -1.245, '01632 960 963', 'medium'],
  ['Liverpool Bootle', 'Unit 8, Dunnings Bridge Trade Park', 'Dunnings Bridge Road', 'Bootle', 'Merseyside', 'L30 6TE', 53.4835, -2.9735, '0151 496 0550', 'large'],
  ['Preston', 'Unit 3, Red Scar Trade Centre', 'Longridge Road', 'Preston', 'Lancashire', 'PR2 5NB', 53.7885, -2.6555, '01632 961 072', 'medium'],
  ['Stockport', 'Unit 5, Bredbury Trade Park', 'Ashton Road', 'Stockport', 'Greater Manchester', 'SK6 2QN', 53.4235, -2.1135, '0161 496 0688', 'small'],
  ['Bolton', 'Unit 10, Lostock Trade Park', 'Chorley New Road', 'Bolton', 'Greater Manchester', 'BL6 4BH', 53.5875, -2.4875, '01632 961 183', 'small'],
  ['Birmingham Tyseley', 'Unit 15, Tyseley Trade Park', 'Wharfdale Road', 'Birmingham', 'West Midlands', 'B11 2DF', 52.4585, -1.8375, '0121 496 0742', 'large'],
  ['Coventry', 'Unit 4, Torrington Trade Centre', 'Torrington Avenue', 'Coventry', 'West Midlands', 'CV4 9AQ', 52.4065, -1.5645, '01632 961 294', 'medium'],
  ['Nottingham Colwick', 'Unit 6, Colwick Trade Park', 'Private Road No. 2', 'Nottingham', 'Nottinghamshire', 'NG4 2JW', 52.9595, -1.0965, '0115 496 0833', 'medium'],
  ['Leicester Beaumont Leys', 'Unit 7, Beaumont Trade Park', 'Bennion Road', 'Leicester', 'Leicestershire', 'LE4 1HA', 52.6685, -1.1545, '0116 496 0921', 'medium'],
  ['Bristol Avonmouth', 'Unit 12, Avonmouth Trade Centre', 'Kings Weston Lane', 'Bristol', null, 'BS11 8AU', 51.503, -2.6785, '0117 496 0164', 'large'],
  ['Exeter Marsh Barton', 'Unit 9, Marsh Barton Trade Park', 'Marsh Barton Road', 'Exeter', 'Devon', 'EX2 8NX', 50.7035, -3.5225, '01632 961 405', 'medium'],
  ['Plymouth Estover', 'Unit 3, Estover Trade Centre', 'Forresters Road', 'Plymouth', 'Devon', 'PL6 7PL', 50.4205, -4.1015, '01632 961 516', 'small'],
  ['Southampton Millbrook', 'Unit 5, Millbrook Trade Park', 'Second Avenue', 'Southampton', 'Hampshire', 'SO15 0LD', 50.9205, -1.4475, '01632 961 627', 'medium'],
  ['Reading Richfield', 'Unit 2, Richfield Trade Centre', 'Richfield Avenue', 'Reading', 'Berkshire', 'RG1 8EQ', 51.4635, -0.9845, '0118 496 0276', 'medium'],
  ['London Park Royal', 'Unit 18, Park Royal Trade Centre', 'Abbey Road', 'London', null, 'NW10 7SL', 51.5335, -0.2675, '020 7946 0518', 'large'],
  ['Croydon Purley Way', 'Unit 4, Purley Way Trade Park', 'Purley Way', 'Croydon', null, 'CR0 4XQ', 51.3655, -0.1155, '020 7946 0637', 'large'],
  ['Norwich Sweet Briar', 'Unit 6, Sweet Briar Trade Centre', 'Sweet Briar Road', 'Norwich', 'Norfolk', 'NR3 2BS', 52.6435, 1.2675, '01632 961 738', 'medium'],
  ['Cambridge', 'Unit 3, Cambridge Trade Park', 'Coldhams Lane', 'Cambridge', 'Cambridgeshire', 'CB1 3HR', 52.2065, 0.1635, '01632 961 849', 'small'],
  ['Ipswich', 'Unit 5, Ransomes Trade Park', 'Ransomes Way', 'Ipswich', 'Suffolk', 'IP3 9SJ', 52.0335, 1.1915, '01632 961 952', 'small'],
  ['Cardiff Penarth Road', 'Unit 9, Penarth Road Trade Park', 'Penarth Road', 'Cardiff', null, 'CF11 8TT', 51.4645, -3.1945, '029 2018 0437', 'large'],
  ['Swansea Llansamlet', 'Unit 4, Enterprise Trade Park', 'Llansamlet', 'Swansea', null, 'SA7 9FH', 51.6595, -3.8925, '01632 962 063', 'medium'],
  ['Wrexham', 'Unit 2, Wrexham Trade Centre', 'Ash Road North', 'Wrexham', null, 'LL13 9UF', 53.0435, -2.9575, '01632 962 174', 'small'],
  ['Glasgow Hillington', 'Unit 21, Hillington Trade Park', 'Hillington Road', 'Glasgow', null, 'G52 4BL', 55.856, -4.3635, '0141 496 0925', 'large'],
  ['Edinburgh Sighthill', 'Unit 7, Sighthill Trade Centre', 'Bankhead Drive', 'Edinburgh', null, 'EH11 4DW', 55.9235, -3.2915, '0131 496 0382', 'large'],
  ['Aberdeen Altens', 'Unit 4, Altens Trade Park', 'Greenwell Road', 'Aberdeen', null, 'AB12 3AX', 57.1195, -2.0855, '01632 962 285', 'medium'],
  ['Dundee Kingsway', 'Unit 3, Kingsway West Trade Centre', 'Dunsinane Avenue', 'Dundee', null, 'DD2 3QB', 56.4805, -3.0175, '01632 962 396', 'small'],
  ['Inverness', 'Unit 6, Longman Trade Park', 'Longman Road', 'Inverness', 'Highland', 'IV1 1RY', 57.4895, -4.2165, '01632 962 407', 'small'],
  ['Belfast Duncrue', 'Unit 10, Duncrue Trade Park', 'Duncrue Street', 'Belfast', 'County Antrim', 'BT3 9AR', 54.6235, -5.9115, '028 9649 6017', 'large'],
  ['Newry', 'Unit 3, Greenbank Trade Centre', 'Greenbank Industrial Estate', 'Newry', 'County Down', 'BT34 2QU', 54.1895, -6.3255, '028 9649 6128', 'small'],
  ['Derry~Londonderry', 'Unit 5, Maydown Trade Park', 'Maydown Road', 'Derry~Londonderry', 'County Londonderry', 'BT47 6UQ', 55.0295, -7.2515, '028 9649 6239', 'medium'],
];

// prettier-ignore
const ie: Row[] = [
  ['Dublin Ballymount', 'Unit 8, Ballymount Trade Centre', 'Ballymount Road Upper', 'Dublin 12', 'County Dublin', 'D12 YX76', 53.315, -6.346, '+353 1 555 0147', 'large'],
  ['Dublin Swords', 'Unit 4, Airside Trade Park', 'Swords', 'Swords', 'County Dublin', 'K67 W2E8', 53.4515, -6.2205, '+353 1 555 0263', 'medium'],
  ['Cork Little Island', 'Unit 6, Little Island Trade Park', 'Little Island', 'Cork', 'County Cork', 'T45 HX27', 51.9045, -8.3555, '+353 21 555 0374', 'large'],
  ['Galway Ballybrit', 'Unit 3, Ballybrit Trade Centre', 'Ballybrit', 'Galway', 'County Galway', 'H91 T2W4', 53.2955, -9.0095, '+353 91 555 0485', 'medium'],
  ['Limerick Raheen', 'Unit 9, Raheen Trade Park', 'Raheen', 'Limerick', 'County Limerick', 'V94 K8N2', 52.6245, -8.6615, '+353 61 555 0596', 'medium'],
  ['Waterford', 'Unit 2, Butlerstown Trade Centre', 'Cork Road', 'Waterford', 'County Waterford', 'X91 F6P3', 52.2395, -7.1695, '+353 51 555 0617', 'small'],
  ['Athlone', 'Unit 5, Blyry Trade Park', 'Blyry', 'Athlone', 'County Westmeath', 'N37 V1C9', 53.4305, -7.9625, '+353 90 555 0728', 'small'],
  ['Sligo', 'Unit 1, Finisklin Trade Centre', 'Finisklin Road', 'Sligo', 'County Sligo', 'F91 X5D6', 54.2795, -8.4865, '+353 71 555 0839', 'small'],
];

// The three branches the demo users' trade accounts sit at keep their fixed ids.
const fixedIds: Record<string, string> = {
  'Leeds Kirkstall': '01936b2e-0000-7000-8000-00000000b001',
  'Manchester Trafford': '01936b2e-0000-7000-8000-00000000b002',
  'Dublin Ballymount': '01936b2e-0000-7000-8000-00000000b003',
};
// Closed for a refit: listed by /locations, left out of the store locator.
const inactive = new Set(['Wrexham']);

export const demoBranches: DemoBranch[] = [
  ...gb.map((row) => [row, 'GBR'] as const),
  ...ie.map((row) => [row, 'IRL'] as const),
].map(([[name, line1, line2, town, county, postcode, latitude, longitude, phone, size], country], index) => ({
  id: fixedIds[name] ?? `01936b2e-0000-7000-8000-${(0xb100 + index).toString(16).padStart(12, '0')}`,
  name,
  slug: slugify(name),
  addressLine1: line1,
  addressLine2: line2,
  town,
  county,
  postcode,
  country,
  latitude,
  longitude,
  phone,
  email: `${slugify(name)}@workbay.test`,
  openingHours: hours[size],
  status: inactive.has(name) ? 'inactive' : 'active',
  size,
}));
