import { describe, expect, it } from 'vitest';
import {
  checkPostcode,
  normaliseEircode,
  parseUkPostcode,
  postcodeMessages,
} from '../../../contract/addresses/postcode';

const written = (country: string, text: string) => {
  const result = checkPostcode(country, text);
  return result.valid ? result.postcode : `invalid: ${result.message}`;
};

describe('UK postcodes', () => {
  it('take all six outward shapes and write them in capitals with one space', () => {
    for (const [typed, postcode] of [
      ['m11ae', 'M1 1AE'], // A9 9AA
      ['B33 8TH', 'B33 8TH'], // A99 9AA
      ['w1a0ax', 'W1A 0AX'], // A9A 9AA
      ['CR2  6XH', 'CR2 6XH'], // AA9 9AA
      [' dn55 1pt ', 'DN55 1PT'], // AA99 9AA
      ['EC1A1BB', 'EC1A 1BB'], // AA9A 9AA
      ['ls1 4ap', 'LS1 4AP'],
      ['BT7 1NN', 'BT7 1NN'], // Northern Ireland is in the UK
    ]) {
      expect(written('GB', typed ?? ''), typed).toBe(postcode);
    }
  });

  it('take Girobank’s GIR 0AA', () => {
    expect(written('GB', 'gir0aa')).toBe('GIR 0AA');
    expect(parseUkPostcode('GIR 0AA')).toEqual({ area: 'GIR', postcode: 'GIR 0AA' });
  });

  it('refuse what Royal Mail never issues, and say how one looks', () => {
    for (const typed of [
      'QA1 1AA',
      'AI1 1AA',
      'LS1 4CA',
      'ZZ1 1AA',
      'LS1',
      'LS1 4A',
      'LS1-4AP',
      'BFPO 1234',
      '12345',
      'LS1 4AP X',
    ]) {
      expect(written('GB', typed), typed).toBe(`invalid: ${postcodeMessages.uk}`);
    }
    expect(postcodeMessages.uk).toBe('Enter a valid UK postcode, like LS1 4AP');
  });

  it('ask for a postcode when there is none', () => {
    expect(written('GB', '  ')).toBe(`invalid: ${postcodeMessages.missing}`);
    expect(written('IE', '')).toBe(`invalid: ${postcodeMessages.missingEircode}`);
  });

  it('send an Eircode typed for a UK address to Ireland', () => {
    expect(written('GB', 'D02 X285')).toBe(`invalid: ${postcodeMessages.eircodeInUk}`);
  });
});

describe('Crown dependencies', () => {
  it('use UK-shaped postcodes of their own areas', () => {
    expect(written('JE', 'je2 4we')).toBe('JE2 4WE');
    expect(written('GG', 'GY1 1AA')).toBe('GY1 1AA');
    expect(written('IM', 'im11ad')).toBe('IM1 1AD');
  });

  it('refuse another area, and a GB address refuses theirs', () => {
    expect(written('JE', 'LS1 4AP')).toBe('invalid: Enter a valid Jersey postcode, like JE2 4WE');
    expect(written('GG', 'JE2 4WE')).toBe('invalid: Enter a valid Guernsey postcode, like GY1 1AA');
    expect(written('GB', 'IM1 1AD')).toBe(
      'invalid: This postcode is in Isle of Man: choose Isle of Man as the country',
    );
    expect(written('GB', 'GY1 1AA')).toBe('invalid: This postcode is in Guernsey: choose Guernsey as the country');
  });
});

describe('Eircodes', () => {
  it('are a routing key and a four-character identifier, written with one space', () => {
    expect(written('IE', 'd02x285')).toBe('D02 X285');
    expect(written('IE', 'A65 F4E2')).toBe('A65 F4E2');
    expect(written('IE', 'd6w  1234')).toBe('D6W 1234');
    expect(written('IE', 'T12 HK5W')).toBe('T12 HK5W');
    expect(normaliseEircode('t12hk5w')).toBe('T12 HK5W');
  });

  it('refuse letters An Post does not use, wrong lengths and UK postcodes', () => {
    for (const typed of ['D02 X28', 'D02 X2855', 'B02 X285', 'D02 XB85', 'D2 X285', 'D02-X285', 'Dublin 2']) {
      expect(written('IE', typed), typed).toBe(`invalid: ${postcodeMessages.eircode}`);
    }
    expect(written('IE', 'LS1 4AP')).toBe(`invalid: ${postcodeMessages.ukInIreland}`);
    expect(postcodeMessages.eircode).toBe('Enter a valid Eircode, like D02 X285');
  });
});

describe('EU billing countries', () => {
  it('follow their national formats', () => {
    expect(written('FR', '75008')).toBe('75008');
    expect(written('NL', '1012ab')).toBe('1012 AB');
    expect(written('PT', '1100 148')).toBe('1100-148');
    expect(written('PL', '00950')).toBe('00-950');
    expect(written('BE', '1000')).toBe('1000');
    expect(written('DE', '10115')).toBe('10115');
  });

  it('say how a postcode there looks', () => {
    expect(written('FR', '7500')).toBe('invalid: Enter a valid postcode for France, like 75008');
    expect(written('NL', '0123 AB')).toBe('invalid: Enter a valid postcode for Netherlands, like 1012 AB');
    expect(written('ES', '53001')).toBe('invalid: Enter a valid postcode for Spain, like 28013');
  });
});
