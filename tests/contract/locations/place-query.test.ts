import { describe, expect, it } from 'vitest';
import {
  classifyPlaceQuery,
  EIRCODE_ROUTING_KEYS,
  isEircodeRoutingKey,
  isUkPostcodeArea,
  parentDistrict,
  UK_POSTCODE_AREAS,
} from '../../../contract/locations/place-query';

const kind = (text: string, country?: 'GBR' | 'IRL') => classifyPlaceQuery(text, country).kind;

describe('full UK postcodes', () => {
  it('are normalised with one space before the inward code', () => {
    expect(classifyPlaceQuery('ls53bt')).toEqual({
      kind: 'postcode',
      area: 'LS',
      district: 'LS5',
      formatted: 'LS5 3BT',
    });
    expect(classifyPlaceQuery('  LS5   3BT ')).toMatchObject({ formatted: 'LS5 3BT' });
    expect(classifyPlaceQuery('m17 1pg')).toMatchObject({
      kind: 'postcode',
      area: 'M',
      district: 'M17',
      formatted: 'M17 1PG',
    });
  });

  it('come in all six shapes', () => {
    for (const [typed, formatted] of [
      ['M11AE', 'M1 1AE'], // A9 9AA
      ['B338TH', 'B33 8TH'], // A99 9AA
      ['W1A0AX', 'W1A 0AX'], // A9A 9AA
      ['CR26XH', 'CR2 6XH'], // AA9 9AA
      ['DN551PT', 'DN55 1PT'], // AA99 9AA
      ['EC1A1BB', 'EC1A 1BB'], // AA9A 9AA
    ]) {
      expect(classifyPlaceQuery(typed ?? ''), typed).toMatchObject({ kind: 'postcode', formatted });
    }
  });

  it('follow Royal Mail’s letter rules and the list of areas', () => {
    // Q, V, X never first; I, J, Z never second; C, I, K, M, O, V never in the inward letters.
    for (const typed of [
      'QA1 1AA',
      'VA1 1AA',
      'XA1 1AA',
      'AI1 1AA',
      'LS5 3BC',
      'LS5 3IT',
      'LS5 3OK',
      'ZZ1 1AA',
      'A1 1AA',
    ]) {
      expect(kind(typed), typed).not.toBe('postcode');
    }
    // The letter after a district's digit: A9A allows A-H J K P S T U W; AA9A allows A B E H M N P R V W X Y.
    expect(kind('W1D 1AN')).toBe('postcode');
    expect(kind('W1L 1AA')).not.toBe('postcode');
    expect(kind('EC1V 9AA')).toBe('postcode');
    expect(kind('EC1C 1AA')).not.toBe('postcode');
  });
});

describe('UK districts and areas', () => {
  it('read outward codes as districts', () => {
    expect(classifyPlaceQuery('m17')).toEqual({ kind: 'district', area: 'M', district: 'M17', formatted: 'M17' });
    expect(classifyPlaceQuery('LS5')).toMatchObject({ kind: 'district', district: 'LS5' });
    expect(classifyPlaceQuery('ec1a')).toMatchObject({ kind: 'district', area: 'EC', district: 'EC1A' });
    expect(classifyPlaceQuery('BT47')).toMatchObject({ kind: 'district', area: 'BT' });
    expect(classifyPlaceQuery('E1W')).toMatchObject({ kind: 'district', area: 'E' });
  });

  it('read a partial postcode as its district', () => {
    expect(classifyPlaceQuery('LS5 3')).toMatchObject({ kind: 'district', district: 'LS5', formatted: 'LS5' });
    expect(classifyPlaceQuery('ls5 3b')).toMatchObject({ kind: 'district', district: 'LS5' });
  });

  it('read an area code alone as an area', () => {
    expect(classifyPlaceQuery('LS')).toEqual({ kind: 'area', area: 'LS', district: null, formatted: 'LS' });
    expect(classifyPlaceQuery('m')).toMatchObject({ kind: 'area', area: 'M' });
    expect(kind('L S')).toBe('town');
    expect(kind('QQ')).toBe('town');
  });

  it('name the district a sub-district belongs to', () => {
    expect(parentDistrict('EC1A')).toBe('EC1');
    expect(parentDistrict('W1D')).toBe('W1');
    expect(parentDistrict('SW1A')).toBe('SW1');
    expect(parentDistrict('LS10')).toBeNull();
    expect(parentDistrict('M17')).toBeNull();
  });

  it('list the 124 areas', () => {
    expect(UK_POSTCODE_AREAS).toHaveLength(124);
    expect(new Set(UK_POSTCODE_AREAS).size).toBe(124);
    expect(isUkPostcodeArea('ls')).toBe(true);
    expect(isUkPostcodeArea('D')).toBe(false);
  });
});

describe('Eircodes and routing keys', () => {
  it('read full Eircodes, formatted with a space', () => {
    expect(classifyPlaceQuery('a65 f4e2')).toEqual({ kind: 'eircode', routingKey: 'A65', formatted: 'A65 F4E2' });
    expect(classifyPlaceQuery('D6W1234')).toEqual({ kind: 'eircode', routingKey: 'D6W', formatted: 'D6W 1234' });
    expect(classifyPlaceQuery('D12 YX76')).toMatchObject({ kind: 'eircode', routingKey: 'D12' });
    expect(classifyPlaceQuery('T45HX27')).toMatchObject({ kind: 'eircode', formatted: 'T45 HX27' });
  });

  it('refuse letters Eircodes never use', () => {
    expect(kind('B12 1234')).not.toBe('eircode'); // B starts no routing key
    expect(kind('D12 BX76')).not.toBe('eircode'); // B is not in the identifier alphabet
    expect(kind('D12 YX7')).not.toBe('eircode');
  });

  it('read routing keys alone', () => {
    expect(classifyPlaceQuery('D12')).toEqual({ kind: 'routing-key', routingKey: 'D12', formatted: 'D12' });
    expect(classifyPlaceQuery('t12')).toMatchObject({ kind: 'routing-key', routingKey: 'T12' });
    expect(classifyPlaceQuery('d6w')).toMatchObject({ kind: 'routing-key', routingKey: 'D6W' });
    expect(classifyPlaceQuery('K67')).toMatchObject({ kind: 'routing-key' });
  });

  it('tell Irish E, N and W keys from London districts', () => {
    expect(kind('E21')).toBe('routing-key'); // Cahir; London's E stops at E20
    expect(kind('E20')).toBe('district');
    expect(kind('N37')).toBe('routing-key'); // Athlone
    expect(kind('N22')).toBe('district');
    expect(kind('W23')).toBe('routing-key'); // Celbridge
    expect(kind('W14')).toBe('district');
  });

  it('let the chosen country decide W12, both Shepherd’s Bush and Newbridge', () => {
    expect(kind('W12')).toBe('district');
    expect(kind('W12', 'GBR')).toBe('district');
    expect(kind('W12', 'IRL')).toBe('routing-key');
    expect(kind('LS5', 'IRL')).toBe('district');
  });

  it('list the 139 routing keys', () => {
    expect(EIRCODE_ROUTING_KEYS).toHaveLength(139);
    expect(new Set(EIRCODE_ROUTING_KEYS).size).toBe(139);
    for (const key of EIRCODE_ROUTING_KEYS) expect(key).toMatch(/^([AC-FHKNPRTV-Y]\d{2}|D6W)$/);
    expect(isEircodeRoutingKey('d 6w')).toBe(true);
    expect(isEircodeRoutingKey('A65')).toBe(false);
  });
});

describe('towns and the rest', () => {
  it('reads anything else as a town, spaces tidied', () => {
    expect(classifyPlaceQuery('Harrogate')).toEqual({ kind: 'town', name: 'Harrogate' });
    expect(classifyPlaceQuery('  Newcastle   upon\u00A0Tyne ')).toEqual({ kind: 'town', name: 'Newcastle upon Tyne' });
    for (const town of ['Ayr', 'Hull', 'Ely', 'Bath', 'St Albans', 'Derry~Londonderry', 'Dún Laoghaire'])
      expect(kind(town), town).toBe('town');
  });

  it('reads nothing as empty', () => {
    expect(classifyPlaceQuery('')).toEqual({ kind: 'empty' });
    expect(classifyPlaceQuery(' \t\n ')).toEqual({ kind: 'empty' });
  });
});
