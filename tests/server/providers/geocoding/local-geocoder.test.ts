import { describe, expect, it } from 'vitest';
import { createLocalGeocoder, lookupLocalPlace, townKey } from '../../../../server/providers/geocoding/local-geocoder';

const geocoder = createLocalGeocoder();
const geocode = (text: string, country?: 'GBR' | 'IRL') => geocoder.geocode(text, country ? { country } : undefined);

describe('the local geocoder: towns', () => {
  it('finds towns in any case, with their real coordinates', async () => {
    expect(await geocode('harrogate')).toEqual({
      name: 'Harrogate',
      latitude: 53.9908,
      longitude: -1.5373,
      country: 'GBR',
      kind: 'town',
    });
    expect(await geocode('LEEDS')).toMatchObject({ name: 'Leeds', country: 'GBR' });
    expect(await geocode('Glasgow')).toMatchObject({
      latitude: expect.closeTo(55.86, 1),
      longitude: expect.closeTo(-4.25, 1),
    });
    expect(await geocode('Belfast')).toMatchObject({ country: 'GBR', latitude: expect.closeTo(54.6, 1) });
  });

  it('forgives hyphens, upon/on, Saint/St., apostrophes and accents', async () => {
    expect(await geocode('Newcastle-upon-Tyne')).toMatchObject({ name: 'Newcastle upon Tyne' });
    expect(await geocode('newcastle on tyne')).toMatchObject({ name: 'Newcastle upon Tyne' });
    expect(await geocode('Stoke on Trent')).toMatchObject({ name: 'Stoke-on-Trent' });
    expect(await geocode('Burton-on-Trent')).toMatchObject({ name: 'Burton upon Trent' });
    expect(await geocode('Saint Albans')).toMatchObject({ name: 'St Albans' });
    expect(await geocode('St. Helens')).toMatchObject({ name: 'St Helens' });
    expect(await geocode('Kings Lynn')).toMatchObject({ name: "King's Lynn" });
    expect(await geocode('Dun Laoghaire')).toMatchObject({ name: 'Dún Laoghaire', country: 'IRL' });
    expect(await geocode('DÚN LAOGHAIRE')).toMatchObject({ name: 'Dún Laoghaire' });
    expect(await geocode('Bo’ness')).toMatchObject({ name: "Bo'ness" });
  });

  it('knows Derry and Londonderry, and the city’s written forms', async () => {
    const derry = await geocode('Derry');
    expect(derry).toMatchObject({ name: 'Derry', country: 'GBR', latitude: expect.closeTo(55.0, 1) });
    for (const name of ['Londonderry', 'Derry~Londonderry', 'Derry/Londonderry', 'derry-londonderry']) {
      expect(await geocode(name), name).toMatchObject({ name: 'Derry' });
    }
  });

  it('knows other names: Hull, Stoke, Leamington', async () => {
    expect(await geocode('Hull')).toMatchObject({ name: 'Kingston upon Hull' });
    expect(await geocode('Stoke')).toMatchObject({ name: 'Stoke-on-Trent' });
    expect(await geocode('Leamington Spa')).toMatchObject({ name: 'Royal Leamington Spa' });
  });

  it('tries each part of "town, county" and "town, country"', async () => {
    expect(await geocode('Leeds, West Yorkshire')).toMatchObject({ name: 'Leeds' });
    expect(await geocode('Galway, Ireland')).toMatchObject({ name: 'Galway', country: 'IRL' });
  });

  it('finds towns in Ireland and Dublin’s districts', async () => {
    expect(await geocode('Galway')).toMatchObject({ name: 'Galway', country: 'IRL' });
    for (const name of ['Ballymount', 'Tallaght', 'Swords', 'Clondalkin', 'Blanchardstown', 'Little Island']) {
      expect(await geocode(name, 'IRL'), name).toMatchObject({ name, country: 'IRL', kind: 'town' });
    }
    expect(await geocode('Ballymount')).toMatchObject({ latitude: 53.315, longitude: -6.346 });
  });

  it('lets the chosen country decide a name both have', async () => {
    expect(await geocode('Crumlin', 'GBR')).toMatchObject({ country: 'GBR', latitude: expect.closeTo(54.62, 2) });
    expect(await geocode('Crumlin', 'IRL')).toMatchObject({ country: 'IRL', latitude: expect.closeTo(53.33, 2) });
    expect(await geocode('Ashbourne', 'IRL')).toMatchObject({ country: 'IRL' });
    expect(await geocode('Ashbourne')).toMatchObject({ country: 'GBR' });
  });

  it('finds a place of the other country when the chosen one has none', async () => {
    expect(await geocode('Cork', 'GBR')).toMatchObject({ country: 'IRL' });
    expect(await geocode('Leeds', 'IRL')).toMatchObject({ country: 'GBR' });
  });

  it('tells same-named places apart', async () => {
    expect(await geocode('Newport')).toMatchObject({
      latitude: expect.closeTo(51.59, 1),
      longitude: expect.closeTo(-3.0, 1),
    });
    expect(await geocode('Newport (Isle of Wight)')).toMatchObject({ latitude: expect.closeTo(50.7, 1) });
    expect(await geocode('Bangor')).toMatchObject({ latitude: expect.closeTo(54.66, 1) });
    expect(await geocode('Bangor, Gwynedd')).toMatchObject({ name: 'Bangor (Gwynedd)' });
  });

  it('normalises names for matching', () => {
    expect(townKey(' Stoke-upon-Trent ')).toBe('stoke trent');
    expect(townKey("King's Lynn")).toBe('kings lynn');
    expect(townKey('Saint  Ives')).toBe('st ives');
    expect(townKey('Dún Laoghaire')).toBe('dun laoghaire');
  });
});

describe('the local geocoder: UK postcodes', () => {
  it('places a full postcode at its district', async () => {
    expect(await geocode('LS5 3BT')).toEqual({
      name: 'LS5 3BT (Kirkstall)',
      latitude: 53.819,
      longitude: -1.604,
      country: 'GBR',
      kind: 'postcode',
    });
    expect(await geocode('ls53bt')).toMatchObject({ name: 'LS5 3BT (Kirkstall)' });
    expect(await geocode('m17 1pg')).toMatchObject({ name: 'M17 1PG (Trafford Park)', kind: 'postcode' });
  });

  it('places a district at its centre', async () => {
    expect(await geocode('m17')).toEqual({
      name: 'M17 (Trafford Park)',
      latitude: 53.466,
      longitude: -2.312,
      country: 'GBR',
      kind: 'district',
    });
    expect(await geocode('BT47')).toMatchObject({ name: 'BT47 (Waterside, Derry)', kind: 'district' });
    expect(await geocode('LS5 3')).toMatchObject({ name: 'LS5 (Kirkstall)', kind: 'district' });
  });

  it('places a sub-district at its district', async () => {
    expect(await geocode('EC1A 1BB')).toMatchObject({ name: 'EC1A 1BB (Clerkenwell)', kind: 'postcode' });
    expect(await geocode('W1D')).toMatchObject({ name: 'W1D (West End)', kind: 'district' });
  });

  it('falls back to the area centre, with kind area, for a district it does not list', async () => {
    expect(await geocode('YO63')).toMatchObject({ name: 'YO63 (York)', kind: 'area', latitude: 53.958 });
    expect(await geocode('DN55 1PT')).toMatchObject({ name: 'DN55 1PT (Doncaster)', kind: 'area' });
  });

  it('places an area code', async () => {
    expect(await geocode('LS')).toEqual({
      name: 'LS (Leeds)',
      latitude: 53.797,
      longitude: -1.548,
      country: 'GBR',
      kind: 'area',
    });
    expect(await geocode('iv')).toMatchObject({ name: 'IV (Inverness)' });
    expect(await geocode('ze')).toMatchObject({ name: 'ZE (Lerwick)' });
  });
});

describe('the local geocoder: Ireland', () => {
  it('places an Eircode at its routing key', async () => {
    expect(await geocode('D12 YX76', 'IRL')).toEqual({
      name: 'D12 YX76 (Dublin 12)',
      latitude: 53.32,
      longitude: -6.32,
      country: 'IRL',
      kind: 'eircode',
    });
    expect(await geocode('d6w1234')).toMatchObject({ name: 'D6W 1234 (Dublin 6W)', kind: 'eircode' });
    expect(await geocode('H91 T2W4')).toMatchObject({ name: 'H91 T2W4 (Galway)' });
  });

  it('places a routing key alone', async () => {
    expect(await geocode('T12')).toMatchObject({ name: 'T12 (Cork Southside)', kind: 'eircode', country: 'IRL' });
    expect(await geocode('D6W')).toMatchObject({ name: 'D6W (Dublin 6W)' });
    expect(await geocode('k67')).toMatchObject({ name: 'K67 (Swords)' });
    expect(await geocode('E21')).toMatchObject({ name: 'E21 (Cahir)' });
  });

  it('reads W12 as Newbridge when Ireland is chosen, Shepherd’s Bush otherwise', async () => {
    expect(await geocode('W12', 'IRL')).toMatchObject({ name: 'W12 (Newbridge)', country: 'IRL' });
    expect(await geocode('W12')).toMatchObject({ name: "W12 (Shepherd's Bush)", country: 'GBR' });
  });

  it('finds nothing for a routing key that does not exist', async () => {
    expect(await geocode('A65 F4E2')).toBeNull();
    expect(await geocode('A65')).toBeNull();
  });
});

describe('the local geocoder: nothing found', () => {
  it('answers null for unknown places and for nothing', async () => {
    for (const text of ['Atlantis', '', '   ', 'QQ1', '12345', 'toString', 'constructor', '__proto__']) {
      expect(await geocode(text), text).toBeNull();
    }
  });

  it('answers synchronously too', () => {
    expect(lookupLocalPlace('Sligo')).toMatchObject({ country: 'IRL' });
    expect(lookupLocalPlace('Nowhere')).toBeNull();
  });
});
