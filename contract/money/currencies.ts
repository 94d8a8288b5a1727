/**
 * The currency table (storefront-core §3 "Preferred currency"): about 150 currencies, each with
 * its symbol, name, native symbol, decimal digits (0, 2 or 3), rounding (0, except CHF at 0.05),
 * code and plural name. The rows are those of the widely used Common-Currency table, with two
 * changes: IQD has 3 decimal digits (as ISO 4217 and the specification say; the old table has
 * 0), and the currencies of the Caribbean, Pacific and African markets that table leaves out are
 * added (AOA, BBD, BSD, FJD, XCD, XPF, …), beside the older codes it still carries (EEK, LTL, LVL,
 * HRK, VEF, ZMK) so that a stored preference naming one still reads.
 *
 * An unknown or missing code is read as the default, GBP (`currencyOf`): a preference written by
 * an older client, or a typo, must never stop prices from showing.
 */
import { DEFAULT_CURRENCY } from '../currency';

export { DEFAULT_CURRENCY };

export interface Currency {
  /** ISO 4217 code, upper case: 'GBP'. */
  readonly code: string;
  /** The symbol shown before amounts in this app: '£', '€', 'CHF', 'AU$'. */
  readonly symbol: string;
  readonly name: string;
  /** The symbol used in the currency's own country: 'kr' for DKK, '￥' for JPY. */
  readonly symbol_native: string;
  readonly decimal_digits: 0 | 2 | 3;
  /** Cash rounding step in major units: 0 for none, 0.05 for CHF. */
  readonly rounding: number;
  readonly name_plural: string;
}

type Row = [code: string, symbol: string, name: string, native: string, digits: 0 | 2 | 3, plural: string];

const rows: Row[] = [
  ['USD', '$', 'US Dollar', '$', 2, 'US dollars'],
  ['CAD', 'CA$', 'Canadian Dollar', '$', 2, 'Canadian dollars'],
  ['EUR', '€', 'Euro', '€', 2, 'euros'],
  ['GBP', '£', 'British Pound Sterling', '£', 2, 'British pounds sterling'],
  ['AED', 'AED', 'United Arab Emirates Dirham', 'د.إ.‏', 2, 'UAE dirhams'],
  ['AFN', 'Af', 'Afghan Afghani', '؋', 0, 'Afghan Afghanis'],
  ['ALL', 'ALL', 'Albanian Lek', 'Lek', 0, 'Albanian lekë'],
  ['AMD', 'AMD', 'Armenian Dram', 'դր.', 0, 'Armenian drams'],
  ['AOA', 'Kz', 'Angolan Kwanza', 'Kz', 2, 'Angolan kwanzas'],
  ['ARS', 'AR$', 'Argentine Peso', '$', 2, 'Argentine pesos'],
  ['AUD', 'AU$', 'Australian Dollar', '$', 2, 'Australian dollars'],
  ['AZN', 'man.', 'Azerbaijani Manat', 'ман.', 2, 'Azerbaijani manats'],
  ['BAM', 'KM', 'Bosnia-Herzegovina Convertible Mark', 'KM', 2, 'Bosnia-Herzegovina convertible marks'],
  ['BBD', 'Bds$', 'Barbadian Dollar', '$', 2, 'Barbadian dollars'],
  ['BDT', 'Tk', 'Bangladeshi Taka', '৳', 2, 'Bangladeshi takas'],
  ['BGN', 'BGN', 'Bulgarian Lev', 'лв.', 2, 'Bulgarian leva'],
  ['BHD', 'BD', 'Bahraini Dinar', 'د.ب.‏', 3, 'Bahraini dinars'],
  ['BIF', 'FBu', 'Burundian Franc', 'FBu', 0, 'Burundian francs'],
  ['BMD', 'BD$', 'Bermudan Dollar', '$', 2, 'Bermudan dollars'],
  ['BND', 'BN$', 'Brunei Dollar', '$', 2, 'Brunei dollars'],
  ['BOB', 'Bs', 'Bolivian Boliviano', 'Bs', 2, 'Bolivian bolivianos'],
  ['BRL', 'R$', 'Brazilian Real', 'R$', 2, 'Brazilian reals'],
  ['BSD', 'B$', 'Bahamian Dollar', '$', 2, 'Bahamian dollars'],
  ['BTN', 'Nu.', 'Bhutanese Ngultrum', 'Nu.', 2, 'Bhutanese ngultrums'],
  ['BWP', 'BWP', 'Botswanan Pula', 'P', 2, 'Botswanan pulas'],
  ['BYN', 'Br', 'Belarusian Ruble', 'руб.', 2, 'Belarusian rubles'],
  ['BZD', 'BZ$', 'Belize Dollar', '$', 2, 'Belize dollars'],
  ['CDF', 'CDF', 'Congolese Franc', 'FrCD', 2, 'Congolese francs'],
  ['CHF', 'CHF', 'Swiss Franc', 'CHF', 2, 'Swiss francs'],
  ['CLP', 'CL$', 'Chilean Peso', '$', 0, 'Chilean pesos'],
  ['CNY', 'CN¥', 'Chinese Yuan', 'CN¥', 2, 'Chinese yuan'],
  ['COP', 'CO$', 'Colombian Peso', '$', 0, 'Colombian pesos'],
  ['CRC', '₡', 'Costa Rican Colón', '₡', 0, 'Costa Rican colóns'],
  ['CVE', 'CV$', 'Cape Verdean Escudo', 'CV$', 2, 'Cape Verdean escudos'],
  ['CZK', 'Kč', 'Czech Republic Koruna', 'Kč', 2, 'Czech Republic korunas'],
  ['DJF', 'Fdj', 'Djiboutian Franc', 'Fdj', 0, 'Djiboutian francs'],
  ['DKK', 'Dkr', 'Danish Krone', 'kr', 2, 'Danish kroner'],
  ['DOP', 'RD$', 'Dominican Peso', 'RD$', 2, 'Dominican pesos'],
  ['DZD', 'DA', 'Algerian Dinar', 'د.ج.‏', 2, 'Algerian dinars'],
  ['EEK', 'Ekr', 'Estonian Kroon', 'kr', 2, 'Estonian kroons'],
  ['EGP', 'EGP', 'Egyptian Pound', 'ج.م.‏', 2, 'Egyptian pounds'],
  ['ERN', 'Nfk', 'Eritrean Nakfa', 'Nfk', 2, 'Eritrean nakfas'],
  ['ETB', 'Br', 'Ethiopian Birr', 'Br', 2, 'Ethiopian birrs'],
  ['FJD', 'FJ$', 'Fijian Dollar', '$', 2, 'Fijian dollars'],
  ['GEL', 'GEL', 'Georgian Lari', 'GEL', 2, 'Georgian laris'],
  ['GHS', 'GH₵', 'Ghanaian Cedi', 'GH₵', 2, 'Ghanaian cedis'],
  ['GMD', 'D', 'Gambian Dalasi', 'D', 2, 'Gambian dalasis'],
  ['GNF', 'FG', 'Guinean Franc', 'FG', 0, 'Guinean francs'],
  ['GTQ', 'GTQ', 'Guatemalan Quetzal', 'Q', 2, 'Guatemalan quetzals'],
  ['GYD', 'G$', 'Guyanaese Dollar', '$', 2, 'Guyanaese dollars'],
  ['HKD', 'HK$', 'Hong Kong Dollar', '$', 2, 'Hong Kong dollars'],
  ['HNL', 'HNL', 'Honduran Lempira', 'L', 2, 'Honduran lempiras'],
  ['HRK', 'kn', 'Croatian Kuna', 'kn', 2, 'Croatian kunas'],
  ['HTG', 'G', 'Haitian Gourde', 'G', 2, 'Haitian gourdes'],
  ['HUF', 'Ft', 'Hungarian Forint', 'Ft', 0, 'Hungarian forints'],
  ['IDR', 'Rp', 'Indonesian Rupiah', 'Rp', 0, 'Indonesian rupiahs'],
  ['ILS', '₪', 'Israeli New Sheqel', '₪', 2, 'Israeli new sheqels'],
  ['INR', 'Rs', 'Indian Rupee', '₹', 2, 'Indian rupees'],
  ['IQD', 'IQD', 'Iraqi Dinar', 'د.ع.‏', 3, 'Iraqi dinars'],
  ['IRR', 'IRR', 'Iranian Rial', '﷼', 0, 'Iranian rials'],
  ['ISK', 'Ikr', 'Icelandic Króna', 'kr', 0, 'Icelandic krónur'],
  ['JMD', 'J$', 'Jamaican Dollar', '$', 2, 'Jamaican dollars'],
  ['JOD', 'JD', 'Jordanian Dinar', 'د.أ.‏', 3, 'Jordanian dinars'],
  ['JPY', '¥', 'Japanese Yen', '￥', 0, 'Japanese yen'],
  ['KES', 'Ksh', 'Kenyan Shilling', 'Ksh', 2, 'Kenyan shillings'],
  ['KGS', 'som', 'Kyrgystani Som', 'сом', 2, 'Kyrgystani soms'],
  ['KHR', 'KHR', 'Cambodian Riel', '៛', 2, 'Cambodian riels'],
  ['KMF', 'CF', 'Comorian Franc', 'FC', 0, 'Comorian francs'],
  ['KRW', '₩', 'South Korean Won', '₩', 0, 'South Korean won'],
  ['KWD', 'KD', 'Kuwaiti Dinar', 'د.ك.‏', 3, 'Kuwaiti dinars'],
  ['KYD', 'CI$', 'Cayman Islands Dollar', '$', 2, 'Cayman Islands dollars'],
  ['KZT', 'KZT', 'Kazakhstani Tenge', 'тңг.', 2, 'Kazakhstani tenges'],
  ['LAK', '₭', 'Laotian Kip', '₭', 0, 'Laotian kips'],
  ['LBP', 'L.L.', 'Lebanese Pound', 'ل.ل.‏', 0, 'Lebanese pounds'],
  ['LKR', 'SLRs', 'Sri Lankan Rupee', 'SL Re', 2, 'Sri Lankan rupees'],
  ['LRD', 'L$', 'Liberian Dollar', '$', 2, 'Liberian dollars'],
  ['LSL', 'M', 'Lesotho Loti', 'M', 2, 'Lesotho lotis'],
  ['LTL', 'Lt', 'Lithuanian Litas', 'Lt', 2, 'Lithuanian litai'],
  ['LVL', 'Ls', 'Latvian Lats', 'Ls', 2, 'Latvian lati'],
  ['LYD', 'LD', 'Libyan Dinar', 'د.ل.‏', 3, 'Libyan dinars'],
  ['MAD', 'MAD', 'Moroccan Dirham', 'د.م.‏', 2, 'Moroccan dirhams'],
  ['MDL', 'MDL', 'Moldovan Leu', 'MDL', 2, 'Moldovan lei'],
  ['MGA', 'MGA', 'Malagasy Ariary', 'MGA', 0, 'Malagasy Ariaries'],
  ['MKD', 'MKD', 'Macedonian Denar', 'MKD', 2, 'Macedonian denari'],
  ['MMK', 'MMK', 'Myanma Kyat', 'K', 0, 'Myanma kyats'],
  ['MNT', '₮', 'Mongolian Tugrik', '₮', 2, 'Mongolian tugriks'],
  ['MOP', 'MOP$', 'Macanese Pataca', 'MOP$', 2, 'Macanese patacas'],
  ['MRU', 'UM', 'Mauritanian Ouguiya', 'أ.م.‏', 2, 'Mauritanian ouguiyas'],
  ['MUR', 'MURs', 'Mauritian Rupee', 'MURs', 0, 'Mauritian rupees'],
  ['MVR', 'Rf', 'Maldivian Rufiyaa', 'Rf', 2, 'Maldivian rufiyaas'],
  ['MWK', 'MK', 'Malawian Kwacha', 'MK', 2, 'Malawian kwachas'],
  ['MXN', 'MX$', 'Mexican Peso', '$', 2, 'Mexican pesos'],
  ['MYR', 'RM', 'Malaysian Ringgit', 'RM', 2, 'Malaysian ringgits'],
  ['MZN', 'MTn', 'Mozambican Metical', 'MTn', 2, 'Mozambican meticals'],
  ['NAD', 'N$', 'Namibian Dollar', 'N$', 2, 'Namibian dollars'],
  ['NGN', '₦', 'Nigerian Naira', '₦', 2, 'Nigerian nairas'],
  ['NIO', 'C$', 'Nicaraguan Córdoba', 'C$', 2, 'Nicaraguan córdobas'],
  ['NOK', 'Nkr', 'Norwegian Krone', 'kr', 2, 'Norwegian kroner'],
  ['NPR', 'NPRs', 'Nepalese Rupee', 'नेरू', 2, 'Nepalese rupees'],
  ['NZD', 'NZ$', 'New Zealand Dollar', '$', 2, 'New Zealand dollars'],
  ['OMR', 'OMR', 'Omani Rial', 'ر.ع.‏', 3, 'Omani rials'],
  ['PAB', 'B/.', 'Panamanian Balboa', 'B/.', 2, 'Panamanian balboas'],
  ['PEN', 'S/.', 'Peruvian Nuevo Sol', 'S/.', 2, 'Peruvian nuevos soles'],
  ['PGK', 'K', 'Papua New Guinean Kina', 'K', 2, 'Papua New Guinean kina'],
  ['PHP', '₱', 'Philippine Peso', '₱', 2, 'Philippine pesos'],
  ['PKR', 'PKRs', 'Pakistani Rupee', '₨', 0, 'Pakistani rupees'],
  ['PLN', 'zł', 'Polish Zloty', 'zł', 2, 'Polish zlotys'],
  ['PYG', '₲', 'Paraguayan Guarani', '₲', 0, 'Paraguayan guaranis'],
  ['QAR', 'QR', 'Qatari Rial', 'ر.ق.‏', 2, 'Qatari rials'],
  ['RON', 'RON', 'Romanian Leu', 'RON', 2, 'Romanian lei'],
  ['RSD', 'din.', 'Serbian Dinar', 'дин.', 0, 'Serbian dinars'],
  ['RUB', 'RUB', 'Russian Ruble', '₽.', 2, 'Russian rubles'],
  ['RWF', 'RWF', 'Rwandan Franc', 'FR', 0, 'Rwandan francs'],
  ['SAR', 'SR', 'Saudi Riyal', 'ر.س.‏', 2, 'Saudi riyals'],
  ['SBD', 'SI$', 'Solomon Islands Dollar', '$', 2, 'Solomon Islands dollars'],
  ['SCR', 'SRe', 'Seychellois Rupee', 'SR', 2, 'Seychellois rupees'],
  ['SDG', 'SDG', 'Sudanese Pound', 'SDG', 2, 'Sudanese pounds'],
  ['SEK', 'Skr', 'Swedish Krona', 'kr', 2, 'Swedish kronor'],
  ['SGD', 'S$', 'Singapore Dollar', '$', 2, 'Singapore dollars'],
  ['SLL', 'Le', 'Sierra Leonean Leone', 'Le', 0, 'Sierra Leonean leones'],
  ['SOS', 'Ssh', 'Somali Shilling', 'Ssh', 0, 'Somali shillings'],
  ['SRD', 'SR$', 'Surinamese Dollar', '$', 2, 'Surinamese dollars'],
  ['STN', 'Db', 'São Tomé and Príncipe Dobra', 'Db', 2, 'São Tomé and Príncipe dobras'],
  ['SYP', 'SY£', 'Syrian Pound', 'ل.س.‏', 0, 'Syrian pounds'],
  ['SZL', 'E', 'Swazi Lilangeni', 'E', 2, 'Swazi emalangeni'],
  ['THB', '฿', 'Thai Baht', '฿', 2, 'Thai baht'],
  ['TJS', 'SM', 'Tajikistani Somoni', 'сом.', 2, 'Tajikistani somonis'],
  ['TMT', 'T', 'Turkmenistani Manat', 'T', 2, 'Turkmenistani manat'],
  ['TND', 'DT', 'Tunisian Dinar', 'د.ت.‏', 3, 'Tunisian dinars'],
  ['TOP', 'T$', 'Tongan Paʻanga', 'T$', 2, 'Tongan paʻanga'],
  ['TRY', 'TL', 'Turkish Lira', 'TL', 2, 'Turkish Lira'],
  ['TTD', 'TT$', 'Trinidad and Tobago Dollar', '$', 2, 'Trinidad and Tobago dollars'],
  ['TWD', 'NT$', 'New Taiwan Dollar', 'NT$', 2, 'New Taiwan dollars'],
  ['TZS', 'TSh', 'Tanzanian Shilling', 'TSh', 0, 'Tanzanian shillings'],
  ['UAH', '₴', 'Ukrainian Hryvnia', '₴', 2, 'Ukrainian hryvnias'],
  ['UGX', 'USh', 'Ugandan Shilling', 'USh', 0, 'Ugandan shillings'],
  ['UYU', '$U', 'Uruguayan Peso', '$', 2, 'Uruguayan pesos'],
  ['UZS', 'UZS', 'Uzbekistan Som', 'UZS', 0, 'Uzbekistan som'],
  ['VES', 'Bs.S.', 'Venezuelan Bolívar', 'Bs.S.', 2, 'Venezuelan bolívars'],
  ['VEF', 'Bs.F.', 'Venezuelan Bolívar Fuerte (old)', 'Bs.F.', 2, 'Venezuelan bolívars fuertes'],
  ['VND', '₫', 'Vietnamese Dong', '₫', 0, 'Vietnamese dong'],
  ['VUV', 'VT', 'Vanuatu Vatu', 'VT', 0, 'Vanuatu vatus'],
  ['WST', 'WS$', 'Samoan Tala', 'T', 2, 'Samoan tala'],
  ['XAF', 'FCFA', 'CFA Franc BEAC', 'FCFA', 0, 'CFA francs BEAC'],
  ['XCD', 'EC$', 'East Caribbean Dollar', '$', 2, 'East Caribbean dollars'],
  ['XOF', 'CFA', 'CFA Franc BCEAO', 'CFA', 0, 'CFA francs BCEAO'],
  ['XPF', 'CFPF', 'CFP Franc', 'FCFP', 0, 'CFP francs'],
  ['YER', 'YR', 'Yemeni Rial', 'ر.ي.‏', 0, 'Yemeni rials'],
  ['ZAR', 'R', 'South African Rand', 'R', 2, 'South African rand'],
  ['ZMW', 'ZK', 'Zambian Kwacha', 'ZK', 2, 'Zambian kwachas'],
  ['ZMK', 'ZK', 'Zambian Kwacha (old)', 'ZK', 0, 'Zambian kwachas (old)'],
  ['ZWL', 'ZWL$', 'Zimbabwean Dollar', 'ZWL$', 0, 'Zimbabwean dollars'],
];

/** Currencies that round cash amounts to a step other than the smallest unit. */
const ROUNDING: Readonly<Record<string, number>> = { CHF: 0.05 };

/** Every currency, by code. */
export const currencies: Readonly<Record<string, Currency>> = Object.freeze(
  Object.fromEntries(
    rows.map(([code, symbol, name, native, digits, plural]) => [
      code,
      Object.freeze({
        code,
        symbol,
        name,
        symbol_native: native,
        decimal_digits: digits,
        rounding: ROUNDING[code] ?? 0,
        name_plural: plural,
      }),
    ]),
  ),
);

/** The codes of the table, in alphabetical order: for a currency picker. */
export const currencyCodes: readonly string[] = Object.freeze(Object.keys(currencies).sort());

/** Whether a code (any case, spaces around ignored) names a currency of the table. */
export function isKnownCurrency(code: string | null | undefined): boolean {
  return typeof code === 'string' && Object.hasOwn(currencies, code.trim().toUpperCase());
}

/** The currency of a code, in any case; an unknown, empty or missing code gives GBP. */
export function currencyOf(code: string | null | undefined): Currency {
  const key = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return (Object.hasOwn(currencies, key) ? currencies[key] : currencies[DEFAULT_CURRENCY]) as Currency;
}
