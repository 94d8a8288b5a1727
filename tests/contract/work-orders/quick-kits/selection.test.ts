import { describe, expect, it } from 'vitest';
import { selectionsRequired } from '../../../../contract/work-orders/quick-kits/rules';
import type { QuickKitAnswer } from '../../../../contract/work-orders/quick-kits/schemas';
import {
  chooseBrand,
  keptEntries,
  lineSelectionsRequired,
  noQuickKitSelections,
  quickKitItemsOf,
  selectKitType,
  toggleComponent,
} from '../../../../contract/work-orders/quick-kits/selection';
import { brand, entry, fitment } from './kit-fixtures';

const brakeKit: QuickKitAnswer = {
  type: 'brake',
  tecdocId: 595349,
  currency: 'GBP',
  entries: [
    entry('Front Brake Pads', [fitment([brand('Mintex', '100005', 2_795), brand('TRW', '100004', 3_245)])]),
    entry('Front Brake Discs', [fitment([brand('ATE', '200001', 4_995)])]),
    entry('Rear Brake Pads', [fitment([brand('Apec', '200002', 1_695)])]),
  ],
};

describe('§4: selecting a new kit type clears its deselected components', () => {
  it('choosing the brake kit again starts it whole; the service kit keeps its own', () => {
    let state = selectKitType(noQuickKitSelections, 'brake');
    state = toggleComponent(state, 'brake', 'Rear Brake Pads');
    state = toggleComponent(selectKitType(state, 'service'), 'service', 'Fuel Filter');
    expect(state.deselected).toEqual({ brake: ['Rear Brake Pads'], service: ['Fuel Filter'] });
    state = selectKitType(state, 'brake');
    expect(state).toEqual({ type: 'brake', deselected: { brake: [], service: ['Fuel Filter'] } });
  });

  it('a deselected component is out of the kit and of the selections required, and can come back', () => {
    const without = toggleComponent(selectKitType(noQuickKitSelections, 'brake'), 'brake', 'Rear Brake Pads');
    expect(keptEntries(brakeKit, without).map((e) => e.componentPart)).toEqual([
      'Front Brake Pads',
      'Front Brake Discs',
    ]);
    expect(selectionsRequired([{ entries: keptEntries(brakeKit, without) }])).toBe(2);
    const back = toggleComponent(without, 'brake', 'Rear Brake Pads');
    expect(selectionsRequired([{ entries: keptEntries(brakeKit, back) }])).toBe(3);
  });
});

describe('choosing brands and putting the kit on the work order', () => {
  it('chooses a brand the fitment offers; one it does not offer changes nothing; null unchooses', () => {
    const chosen = chooseBrand(brakeKit, 'Front Brake Pads', 0, '100004');
    expect(chosen.entries[0]?.fitments[0]?.sku).toBe('100004');
    expect(selectionsRequired([chosen])).toBe(2);
    expect(chooseBrand(chosen, 'Front Brake Pads', 0, '200001')).toEqual(chosen);
    expect(chooseBrand(chosen, 'Front Brake Pads', 3, '100004')).toEqual(chosen);
    expect(chooseBrand(chosen, 'Front Brake Pads', 0, null)).toEqual(brakeKit);
  });

  it('one item per kept fitment with its sku and quantity; the unchosen count on the work order', () => {
    const state = toggleComponent(selectKitType(noQuickKitSelections, 'brake'), 'brake', 'Rear Brake Pads');
    const items = quickKitItemsOf(chooseBrand(brakeKit, 'Front Brake Pads', 0, '100005'), state);
    expect(items).toEqual([
      {
        componentPart: 'Front Brake Pads',
        sku: '100005',
        quantity: 1,
        additionalServiceName: null,
        additionalServicePrice: null,
      },
      {
        componentPart: 'Front Brake Discs',
        sku: null,
        quantity: 1,
        additionalServiceName: null,
        additionalServicePrice: null,
      },
    ]);
    expect(lineSelectionsRequired([{ workOrderQuickKitItems: items }])).toBe(1);
    expect(lineSelectionsRequired([{ workOrderQuickKitItems: items }, { workOrderQuickKitItems: [] }])).toBe(1);
    expect(lineSelectionsRequired([])).toBe(0);
  });
});
