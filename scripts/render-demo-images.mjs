// Draws the demo catalogue's pictures: one line drawing per leaf category (public/demo/parts/)
// and a wordmark per brand (public/demo/brands/). Plain SVG, a few hundred bytes each, so the
// catalogue looks finished without photographs: node scripts/render-demo-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const out = (dir) => {
  const url = new URL(`../public/demo/${dir}/`, import.meta.url);
  mkdirSync(url, { recursive: true });
  return url;
};

const stroke = 'fill="none" stroke="#1b2a4a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
const accent = 'fill="#fdda24" stroke="#1b2a4a" stroke-width="6" stroke-linejoin="round"';
// One drawing per kind of part, in a 320 × 240 box: one SVG element a line.
const drawings = {
  pad:
    `<path ${accent} d="M70 150 Q70 80 160 70 Q250 80 250 150 L230 170 L90 170 Z"/>` +
    `<path ${stroke} d="M95 140 Q160 95 225 140"/>`,
  disc:
    `<circle ${stroke} cx="160" cy="120" r="85"/><circle ${accent} cx="160" cy="120" r="34"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<circle fill="#1b2a4a" cx="${160 + 18 * Math.cos((a * Math.PI) / 180)}" ` +
          `cy="${120 + 18 * Math.sin((a * Math.PI) / 180)}" r="4"/>`,
      )
      .join(''),
  caliper:
    `<path ${accent} d="M90 60 H230 V110 H200 V180 H120 V110 H90 Z"/>` + `<circle ${stroke} cx="160" cy="140" r="18"/>`,
  kit:
    `<path ${stroke} d="M80 90 L140 90 M80 120 L170 120 M80 150 L140 150"/>` +
    `<rect ${accent} x="180" y="80" width="60" height="80" rx="8"/>`,
  filter:
    `<rect ${accent} x="105" y="55" width="110" height="130" rx="18"/>` +
    `<path ${stroke} d="M105 85 H215 M105 155 H215 M130 85 V155 M160 85 V155 M190 85 V155"/>`,
  panel:
    `<rect ${accent} x="70" y="70" width="180" height="100" rx="10"/>` +
    `<path ${stroke} d="M90 70 V170 M115 70 V170 M140 70 V170 M165 70 V170 M190 70 V170 M215 70 V170"/>`,
  plug:
    `<path ${stroke} d="M160 40 V70"/>` +
    `<rect ${accent} x="135" y="70" width="50" height="70" rx="6"/>` +
    `<path ${stroke} d="M145 140 H175 V170 H145 Z M160 170 V200 M150 200 H172"/>`,
  belt:
    `<circle ${stroke} cx="110" cy="120" r="42"/>` +
    `<circle ${accent} cx="215" cy="120" r="28"/>` +
    `<path ${stroke} d="M110 78 L215 92 M110 162 L215 148"/>`,
  pump:
    `<circle ${accent} cx="150" cy="125" r="55"/>` +
    `<path ${stroke} d="M150 70 V180 M95 125 H205 M205 110 H250 V140 H205"/>`,
  exhaust:
    `<path ${stroke} d="M40 140 H120"/>` +
    `<rect ${accent} x="120" y="100" width="140" height="80" rx="36"/>` +
    `<path ${stroke} d="M260 140 H290"/>`,
  shock:
    `<path ${stroke} d="M160 35 V70 M160 175 V205"/>` +
    `<rect ${accent} x="138" y="70" width="44" height="105" rx="8"/>` +
    `<path ${stroke} d="M120 205 H200 M120 35 H200"/>`,
  spring:
    `<path ${stroke} d="M110 50 ` +
    Array.from({ length: 7 }, (_, i) => `L210 ${62 + i * 20} L110 ${72 + i * 20}`).join(' ') +
    `"/>`,
  joint: `<circle ${accent} cx="110" cy="120" r="30"/><path ${stroke} d="M140 120 H250 M250 105 V135"/>`,
  bearing:
    `<circle ${stroke} cx="160" cy="120" r="80"/><circle ${stroke} cx="160" cy="120" r="40"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<circle fill="#fdda24" stroke="#1b2a4a" stroke-width="4" ` +
        `cx="${160 + 60 * Math.cos((i * Math.PI) / 5)}" cy="${120 + 60 * Math.sin((i * Math.PI) / 5)}" r="12"/>`,
    ).join(''),
  clutch:
    `<circle ${accent} cx="160" cy="120" r="85"/>` +
    `<circle ${stroke} cx="160" cy="120" r="55"/>` +
    `<circle fill="#1b2a4a" cx="160" cy="120" r="16"/>`,
  battery:
    `<rect ${accent} x="70" y="75" width="180" height="110" rx="10"/>` +
    `<path ${stroke} d="M100 75 V58 H130 V75 M190 75 V58 H220 V75 M105 115 H125 M115 105 V125 M195 115 H215"/>`,
  motor:
    `<rect ${accent} x="80" y="80" width="130" height="90" rx="40"/>` +
    `<path ${stroke} d="M210 125 H255 M100 100 H190 M100 150 H190"/>`,
  bulb:
    `<path ${accent} d="M160 45 C115 45 105 95 125 125 C135 140 140 150 140 165 ` +
    `H180 C180 150 185 140 195 125 C215 95 205 45 160 45 Z"/>` +
    `<path ${stroke} d="M140 180 H180 M145 195 H175"/>`,
  wiper: `<path ${stroke} d="M50 170 L270 70"/><path ${accent} d="M60 180 L275 82 L280 92 L66 190 Z"/>`,
  radiator:
    `<rect ${accent} x="70" y="60" width="180" height="120" rx="8"/>` +
    Array.from({ length: 8 }, (_, i) => `<path ${stroke} d="M${90 + i * 20} 70 V170"/>`).join(''),
  bottle:
    `<path ${accent} d="M120 70 H200 L210 95 V195 H110 V95 Z"/>` +
    `<rect ${stroke} x="140" y="45" width="40" height="25" rx="4"/>` +
    `<path ${stroke} d="M125 130 H195"/>`,
  tool:
    `<path ${stroke} d="M80 190 L200 70"/>` +
    `<circle ${accent} cx="215" cy="60" r="30"/>` +
    `<rect ${accent} x="60" y="170" width="40" height="40" rx="6" transform="rotate(-45 80 190)"/>`,
  scanner:
    `<rect ${accent} x="100" y="50" width="120" height="150" rx="14"/>` +
    `<rect fill="#fff" stroke="#1b2a4a" stroke-width="5" x="118" y="70" width="84" height="55" rx="4"/>` +
    `<path ${stroke} d="M135 150 H185 M135 175 H185"/>`,
  jack:
    `<path ${accent} d="M60 180 H230 L250 160 H80 Z"/>` +
    `<path ${stroke} d="M120 160 L180 90 H230 M70 190 a12 12 0 1 0 1 0 M230 190 a12 12 0 1 0 1 0"/>`,
  polish: `<path ${accent} d="M125 90 H195 V195 H125 Z"/><path ${stroke} d="M140 90 V65 H180 V90 M180 70 H220"/>`,
  gasket:
    `<rect ${accent} x="50" y="70" width="220" height="100" rx="20"/>` +
    [95, 160, 225]
      .map((x) => `<circle fill="#f1f4f9" stroke="#1b2a4a" stroke-width="5" cx="${x}" cy="120" r="26"/>`)
      .join(''),
  mount:
    `<rect ${accent} x="95" y="95" width="130" height="70" rx="12"/>` +
    `<path ${stroke} d="M70 180 H250 M160 95 V50 M140 50 H180"/>` +
    `<circle fill="#1b2a4a" cx="160" cy="130" r="10"/>`,
  pipe:
    `<path fill="none" stroke="#1b2a4a" stroke-width="30" stroke-linecap="round" ` +
    `d="M50 80 H170 Q220 80 220 130 V190"/>` +
    `<path fill="none" stroke="#fdda24" stroke-width="16" stroke-linecap="round" ` +
    `d="M50 80 H170 Q220 80 220 130 V190"/>`,
  arm:
    `<path ${accent} d="M60 80 L250 120 L60 170 L95 120 Z"/>` +
    `<circle fill="#fff" stroke="#1b2a4a" stroke-width="6" cx="250" cy="120" r="16"/>` +
    `<circle ${stroke} cx="68" cy="80" r="12"/>` +
    `<circle ${stroke} cx="68" cy="170" r="12"/>`,
  led:
    `<rect ${accent} x="125" y="55" width="70" height="110" rx="10"/>` +
    [80, 110, 140]
      .map(
        (y) =>
          `<rect fill="#fff" stroke="#1b2a4a" stroke-width="4" x="145" y="${y}" ` + 'width="30" height="18" rx="3"/>',
      )
      .join('') +
    `<path ${stroke} d="M140 165 V195 H180 V165"/>`,
  washer:
    `<rect ${accent} x="110" y="60" width="80" height="110" rx="14"/>` +
    `<path ${stroke} d="M190 90 H245 M190 130 H245 M150 170 V200 M130 200 H170"/>`,
  toolbox:
    `<rect ${accent} x="65" y="95" width="190" height="100" rx="8"/>` +
    `<path ${stroke} d="M125 95 V70 H195 V95 M65 135 H255 M150 125 V145 H170 V125"/>`,
};

const leaves = {
  'brake-pads': 'pad',
  'brake-discs': 'disc',
  'brake-calipers': 'caliper',
  'brake-shoes-drums': 'pad',
  'fitting-kits': 'kit',
  'oil-filters': 'filter',
  'air-filters': 'panel',
  'fuel-filters': 'filter',
  'cabin-filters': 'panel',
  'spark-plugs': 'plug',
  'glow-plugs': 'plug',
  'timing-belt-kits': 'belt',
  'water-pumps': 'pump',
  'auxiliary-belts': 'belt',
  'catalytic-converters': 'exhaust',
  dpf: 'exhaust',
  'rear-silencers': 'exhaust',
  'centre-silencers': 'exhaust',
  'exhaust-fitting-kits': 'kit',
  'shock-absorbers': 'shock',
  'coil-springs': 'spring',
  'track-rod-ends': 'joint',
  'anti-roll-bar-links': 'joint',
  'wheel-bearing-kits': 'bearing',
  'clutch-kits': 'clutch',
  'dual-mass-flywheels': 'clutch',
  batteries: 'battery',
  alternators: 'motor',
  'starter-motors': 'motor',
  'headlight-bulbs': 'bulb',
  'signal-bulbs': 'bulb',
  'wiper-blades': 'wiper',
  'rear-wiper-blades': 'wiper',
  radiators: 'radiator',
  thermostats: 'pump',
  'engine-oil': 'bottle',
  antifreeze: 'bottle',
  'brake-fluid': 'bottle',
  screenwash: 'bottle',
  'socket-sets': 'tool',
  diagnostics: 'scanner',
  jacks: 'jack',
  cleaning: 'polish',
  gaskets: 'gasket',
  'engine-mounts': 'mount',
  'exhaust-pipes': 'pipe',
  'control-arms': 'arm',
  'led-bulbs': 'led',
  'washer-pumps': 'washer',
  'workshop-equipment': 'toolbox',
};

const parts = out('parts');
for (const [slug, kind] of Object.entries(leaves)) {
  writeFileSync(
    new URL(`${slug}.svg`, parts),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">` +
      `<rect width="320" height="240" fill="#f1f4f9"/>${drawings[kind]}</svg>\n`,
  );
}

// Wordmarks: the brand's name in a colour of its own (not the brands' real logos).
const brands = [
  'Apec',
  'Autoglym',
  'BM Catalysts',
  'Beru',
  'Bilstein',
  'Blue Print',
  'Bluecol',
  'Bosch',
  'Brembo',
  'Budweg',
  'Castrol',
  'Champion',
  'Comma',
  'Contitech',
  'Dayco',
  'Delphi',
  'Denso',
  'Draper',
  'EEC',
  'Exedy',
  'FAG',
  'Febi Bilstein',
  'Ferodo',
  'Gates',
  'INA',
  'KYB',
  'Klarius',
  'Laser Tools',
  'Launch',
  'Lemförder',
  'Lesjöfors',
  'LuK',
  'Mahle',
  'Mann-Filter',
  'Millers Oils',
  'Mintex',
  'Mobil 1',
  'Monroe',
  'Moog',
  'NGK',
  'NRF',
  'Nissens',
  'Osram',
  'Pagid',
  'Philips',
  'Prestone',
  'Purflux',
  'Quick Brake',
  'Ring',
  'SKF',
  'SNR',
  'Sachs',
  'Sealey',
  'TRW',
  'Textar',
  'Trico',
  'Turtle Wax',
  'Valeo',
  'Varta',
  'Wahler',
  'Yuasa',
  // Added later, at the end so the earlier wordmarks keep their colours.
  'ATE',
  'Corteco',
  'Elring',
  "Meguiar's",
  'Payen',
  'Topran',
  'Victor Reinz',
];
const palette = [
  '#0b3c7d',
  '#b3121c',
  '#0f6b3a',
  '#3d2a7a',
  '#14313f',
  '#8a3b00',
  '#005f73',
  '#6a040f',
  '#1d3557',
  '#2b2d42',
];
const slugify = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');
const brandDir = out('brands');
for (const [index, name] of brands.entries()) {
  const width = Math.max(96, 24 + name.length * 13);
  writeFileSync(
    new URL(`${slugify(name)}.svg`, brandDir),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40">` +
      `<rect width="${width}" height="40" rx="6" fill="${palette[index % palette.length]}"/>` +
      `<text x="${width / 2}" y="27" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${escape(name)}</text></svg>\n`,
  );
}
console.log(`${Object.keys(leaves).length} part drawings, ${brands.length} brand wordmarks`);
