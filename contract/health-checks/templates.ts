import type { MeasurementKind } from './colours';

/** The sections of a UK vehicle health check, in the order a mechanic walks round the car. */
export const sections = [
  { id: 'tyres', name: 'Wheels and tyres' },
  { id: 'brakes', name: 'Brakes and hubs' },
  { id: 'lights', name: 'Lights and electrics' },
  { id: 'visibility', name: 'Wipers, washers, horn and screen' },
  { id: 'bonnet', name: 'Under the bonnet' },
  { id: 'underside', name: 'Underside' },
  { id: 'interior', name: 'Interior' },
] as const;
export type SectionId = (typeof sections)[number]['id'];
export const sectionIds = sections.map((section) => section.id) as [SectionId, ...SectionId[]];

/** Where on the vehicle an item is: a corner (N/S near side is the kerb side in the UK), a side or an axle. */
export const sides = ['nsf', 'osf', 'nsr', 'osr', 'front', 'rear', 'ns', 'os'] as const;
export type Side = (typeof sides)[number];
export const sideWords: Record<Side, string> = {
  nsf: 'N/S front',
  osf: 'O/S front',
  nsr: 'N/S rear',
  osr: 'O/S rear',
  front: 'Front',
  rear: 'Rear',
  ns: 'N/S',
  os: 'O/S',
};

/** One item of a checklist: its stable key (what carries forward from the last visit), name and what it measures. */
export interface TemplateItem {
  key: string;
  section: SectionId;
  name: string;
  measures: MeasurementKind | null;
  side: Side | null;
}

export interface HealthCheckTemplate {
  id: string;
  name: string;
  items: TemplateItem[];
}

const item = (
  section: SectionId,
  key: string,
  name: string,
  measures: MeasurementKind | null = null,
  side: Side | null = null,
): TemplateItem => ({
  key,
  section,
  name,
  measures,
  side,
});

const tyres = (['nsf', 'osf', 'nsr', 'osr'] as const).map((side) =>
  item('tyres', `tyre-${side}`, `Tyre ${sideWords[side]}`, 'tread', side),
);
const pads = (['nsf', 'osf', 'nsr', 'osr'] as const).map((side) =>
  item('brakes', `pads-${side}`, `Brake pads ${sideWords[side]}`, 'pad', side),
);

/** The full check, about 35 items over every section (a garage may change it). */
export const fullTemplate: HealthCheckTemplate = {
  id: 'full',
  name: 'Full health check',
  items: [
    ...tyres,
    item('tyres', 'spare', 'Spare wheel or repair kit'),
    ...pads,
    item('brakes', 'discs-front', 'Brake discs', 'disc', 'front'),
    item('brakes', 'discs-rear', 'Brake discs or drums', 'disc', 'rear'),
    item('brakes', 'handbrake', 'Handbrake'),
    item('lights', 'headlights', 'Headlights and sidelights'),
    item('lights', 'indicators', 'Indicators and hazard lights'),
    item('lights', 'rear-lights', 'Rear, brake and number plate lights'),
    item('lights', 'warning-lights', 'Dashboard warning lights'),
    item('visibility', 'wipers', 'Wiper blades and washers'),
    item('visibility', 'horn', 'Horn'),
    item('visibility', 'windscreen', 'Windscreen (chips and cracks)'),
    item('bonnet', 'oil', 'Engine oil level and condition'),
    item('bonnet', 'coolant', 'Coolant level and strength'),
    item('bonnet', 'brake-fluid', 'Brake fluid'),
    item('bonnet', 'power-steering', 'Power steering fluid'),
    item('bonnet', 'screenwash', 'Screenwash'),
    item('bonnet', 'leaks', 'Oil, fuel and coolant leaks'),
    item('bonnet', 'aux-belt', 'Auxiliary drive belt'),
    item('bonnet', 'battery', 'Battery test'),
    item('underside', 'steering', 'Steering joints and rack'),
    item('underside', 'suspension', 'Suspension arms and bushes'),
    item('underside', 'shocks', 'Shock absorbers and springs'),
    item('underside', 'exhaust', 'Exhaust and mountings'),
    item('underside', 'gaiters', 'Driveshaft gaiters'),
    item('underside', 'brake-pipes', 'Brake pipes and hoses'),
    item('underside', 'corrosion', 'Corrosion'),
    item('interior', 'seat-belts', 'Seat belts'),
    item('interior', 'mirrors', 'Mirrors'),
  ],
};

/** The quick check, 15 items: what a service customer is most often told about. */
export const quickTemplate: HealthCheckTemplate = {
  id: 'quick',
  name: 'Quick health check',
  items: [
    ...tyres,
    ...pads,
    item('lights', 'lights', 'Lights'),
    item('visibility', 'wipers', 'Wiper blades and washers'),
    item('bonnet', 'oil', 'Engine oil level and condition'),
    item('bonnet', 'coolant', 'Coolant level and strength'),
    item('bonnet', 'brake-fluid', 'Brake fluid'),
    item('bonnet', 'battery', 'Battery test'),
    item('underside', 'exhaust', 'Exhaust and mountings'),
  ],
};

export const defaultTemplates = [quickTemplate, fullTemplate] as const;
