/**
 * The counter's words for what the catalogue calls otherwise (issue 45): a phrase typed on the
 * left is searched as the catalogue's words on the right. Online and offline search both read
 * this table (query-plan.ts), so 'cambelt kit' finds the timing belt kits on either side.
 *
 * Only words the catalogue lacks or uses for another thing belong here: plurals and typos are
 * handled for every word (query-plan.ts, vocabulary.ts). Longer phrases are tried first.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  cambelt: 'timing belt',
  'cam belt': 'timing belt',
  cambelts: 'timing belt',
  'aux belt': 'auxiliary belt',
  'fan belt': 'auxiliary belt',
  'serpentine belt': 'auxiliary belt',
  'drop link': 'anti roll bar link',
  'drop links': 'anti roll bar link',
  'stabiliser link': 'anti roll bar link',
  'sway bar link': 'anti roll bar link',
  'pollen filter': 'cabin filter',
  shocks: 'shock absorber',
  dampers: 'shock absorber',
  damper: 'shock absorber',
  dpf: 'diesel particulate filter',
  disks: 'discs',
  disk: 'disc',
  rotors: 'discs',
  rotor: 'disc',
  wipers: 'wiper blade',
  wiper: 'wiper blade',
  'wiper blade': 'wiper blade',
  'wiper blades': 'wiper blade',
  'rear wiper': 'rear wiper blade',
  'washer fluid': 'screenwash',
  dmf: 'dual mass flywheel',
  'tie rod end': 'track rod end',
  'tie rod': 'track rod',
  'head gasket': 'cylinder head gasket',
  'exhaust back box': 'rear silencer',
  'back box': 'rear silencer',
};
