/**
 * UK postcode areas and districts with approximate centroids. An area places any district of it
 * that is not listed; districts are listed for the cities with stores. Coordinates to ~0.01°.
 */
export const postcodeAreas: Record<string, [latitude: number, longitude: number, name: string]> = {
  AB: [57.15, -2.11, 'Aberdeen'], B: [52.48, -1.89, 'Birmingham'], BB: [53.75, -2.48, 'Blackburn'], BD: [53.8, -1.76, 'Bradford'],
  BH: [50.73, -1.86, 'Bournemouth'], BL: [53.58, -2.43, 'Bolton'], BN: [50.84, -0.15, 'Brighton'], BS: [51.45, -2.59, 'Bristol'],
  BT: [54.6, -5.93, 'Belfast'], CA: [54.89, -2.93, 'Carlisle'], CB: [52.2, 0.12, 'Cambridge'], CF: [51.49, -3.18, 'Cardiff'],
  CH: [53.19, -2.89, 'Chester'], CO: [51.89, 0.9, 'Colchester'], CR: [51.37, -0.1, 'Croydon'], CV: [52.41, -1.52, 'Coventry'],
  DD: [56.46, -2.97, 'Dundee'], DE: [52.92, -1.48, 'Derby'], DH: [54.78, -1.57, 'Durham'], DL: [54.52, -1.56, 'Darlington'],
  DN: [53.52, -1.13, 'Doncaster'], E: [51.54, -0.03, 'London E'], EC: [51.52, -0.09, 'London EC'], EH: [55.95, -3.19, 'Edinburgh'],
  EX: [50.72, -3.53, 'Exeter'], FK: [56.0, -3.78, 'Falkirk'], G: [55.86, -4.25, 'Glasgow'], GL: [51.86, -2.24, 'Gloucester'],
  GU: [51.24, -0.57, 'Guildford'], HD: [53.65, -1.78, 'Huddersfield'], HG: [53.99, -1.54, 'Harrogate'], HU: [53.75, -0.34, 'Hull'],
  HX: [53.72, -1.86, 'Halifax'], IP: [52.06, 1.15, 'Ipswich'], IV: [57.48, -4.22, 'Inverness'], L: [53.41, -2.98, 'Liverpool'],
  LA: [54.05, -2.8, 'Lancaster'], LE: [52.64, -1.13, 'Leicester'], LL: [53.05, -3.0, 'Llandudno'], LN: [53.23, -0.54, 'Lincoln'],
  LS: [53.8, -1.55, 'Leeds'], LU: [51.88, -0.42, 'Luton'], M: [53.48, -2.24, 'Manchester'], MK: [52.04, -0.76, 'Milton Keynes'],
  N: [51.57, -0.11, 'London N'], NE: [54.98, -1.61, 'Newcastle upon Tyne'], NG: [52.95, -1.15, 'Nottingham'], NN: [52.24, -0.9, 'Northampton'],
  NP: [51.58, -3.0, 'Newport'], NR: [52.63, 1.3, 'Norwich'], NW: [51.55, -0.19, 'London NW'], OL: [53.54, -2.11, 'Oldham'],
  OX: [51.75, -1.26, 'Oxford'], PE: [52.57, -0.24, 'Peterborough'], PH: [56.4, -3.43, 'Perth'], PL: [50.38, -4.14, 'Plymouth'],
  PO: [50.82, -1.09, 'Portsmouth'], PR: [53.76, -2.7, 'Preston'], RG: [51.45, -0.97, 'Reading'], S: [53.38, -1.47, 'Sheffield'],
  SA: [51.62, -3.94, 'Swansea'], SE: [51.48, -0.07, 'London SE'], SK: [53.41, -2.16, 'Stockport'], SN: [51.56, -1.78, 'Swindon'],
  SO: [50.91, -1.4, 'Southampton'], SR: [54.91, -1.38, 'Sunderland'], ST: [53.0, -2.18, 'Stoke-on-Trent'], SW: [51.46, -0.17, 'London SW'],
  TS: [54.57, -1.24, 'Middlesbrough'], W: [51.51, -0.2, 'London W'], WA: [53.39, -2.6, 'Warrington'], WC: [51.52, -0.12, 'London WC'],
  WF: [53.68, -1.5, 'Wakefield'], WN: [53.55, -2.63, 'Wigan'], WR: [52.19, -2.22, 'Worcester'], WV: [52.59, -2.13, 'Wolverhampton'],
  YO: [53.96, -1.08, 'York'],
};

export const postcodeDistricts: Record<string, [latitude: number, longitude: number, name: string]> = {
  LS1: [53.797, -1.548, 'Leeds city centre'], LS2: [53.803, -1.552, 'Leeds'], LS4: [53.812, -1.58, 'Burley'], LS5: [53.819, -1.604, 'Kirkstall'],
  LS6: [53.824, -1.576, 'Headingley'], LS7: [53.829, -1.535, 'Chapeltown'], LS8: [53.826, -1.508, 'Roundhay'], LS9: [53.8, -1.51, 'Harehills'],
  LS10: [53.77, -1.53, 'Hunslet'], LS11: [53.778, -1.558, 'Beeston'], LS12: [53.795, -1.6, 'Armley'], LS13: [53.807, -1.635, 'Bramley'],
  LS15: [53.807, -1.45, 'Cross Gates'], LS16: [53.845, -1.6, 'Adel'], LS17: [53.86, -1.53, 'Moortown'], LS18: [53.842, -1.64, 'Horsforth'],
  LS19: [53.86, -1.68, 'Yeadon'], LS20: [53.875, -1.71, 'Guiseley'], LS21: [53.905, -1.69, 'Otley'], LS22: [53.93, -1.39, 'Wetherby'],
  LS25: [53.785, -1.3, 'Garforth'], LS26: [53.75, -1.45, 'Rothwell'], LS27: [53.745, -1.6, 'Morley'], LS28: [53.805, -1.67, 'Pudsey'],
  LS29: [53.925, -1.82, 'Ilkley'],
  M1: [53.479, -2.237, 'Manchester city centre'], M4: [53.485, -2.225, 'Ancoats'], M8: [53.51, -2.24, 'Cheetham Hill'],
  M11: [53.478, -2.18, 'Openshaw'], M12: [53.465, -2.2, 'Longsight'], M13: [53.46, -2.22, 'Ardwick'], M14: [53.448, -2.23, 'Fallowfield'],
  M15: [53.467, -2.25, 'Hulme'], M16: [53.455, -2.27, 'Old Trafford'], M17: [53.465, -2.31, 'Trafford Park'], M20: [53.42, -2.23, 'Didsbury'],
  M21: [53.44, -2.28, 'Chorlton'], M22: [53.39, -2.26, 'Wythenshawe'], M32: [53.45, -2.31, 'Stretford'], M41: [53.45, -2.35, 'Urmston'],
  M50: [53.47, -2.29, 'Salford Quays'], M60: [53.48, -2.24, 'Manchester'], M90: [53.36, -2.27, 'Manchester Airport'],
  BD1: [53.794, -1.752, 'Bradford city centre'], BD3: [53.797, -1.72, 'Thornbury'], BD4: [53.775, -1.72, 'Laisterdyke'],
  HG1: [53.996, -1.54, 'Harrogate'], HG2: [53.98, -1.525, 'Harrogate south'], HG3: [54.01, -1.6, 'Pateley Bridge'],
  WF1: [53.683, -1.497, 'Wakefield'], YO1: [53.96, -1.08, 'York city centre'], YO30: [53.985, -1.1, 'Clifton Moor'],
  S1: [53.38, -1.47, 'Sheffield city centre'], S9: [53.395, -1.42, 'Attercliffe'], B1: [52.48, -1.91, 'Birmingham city centre'],
  B11: [52.458, -1.84, 'Tyseley'], G1: [55.86, -4.25, 'Glasgow city centre'], G52: [55.855, -4.36, 'Hillington'],
  EH1: [55.952, -3.19, 'Edinburgh old town'], EH11: [55.93, -3.27, 'Sighthill'], BT1: [54.6, -5.93, 'Belfast city centre'],
  BT3: [54.62, -5.91, 'Belfast harbour'], CF10: [51.478, -3.178, 'Cardiff city centre'], CF11: [51.47, -3.2, 'Canton'],
  NW10: [51.54, -0.25, 'Willesden and Park Royal'], CR0: [51.375, -0.1, 'Croydon'], BS11: [51.5, -2.68, 'Avonmouth'],
};
