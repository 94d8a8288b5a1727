/** The tab bar's icons: simple line drawings, 24 px, in the text's colour; the tab's name says what each is. */
export type TabIconName =
  | 'home'
  | 'stores'
  | 'basket'
  | 'work-orders'
  | 'health-checks'
  | 'clocking'
  | 'figures'
  | 'calendar'
  | 'quotes'
  | 'favourites'
  | 'account'
  | 'offline'
  | 'more';

const paths: Record<TabIconName, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  stores: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  basket: 'M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  'work-orders': 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.3-.6-.6-2.3 2.5-2.7Z',
  'health-checks': 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8.5 14l2.5 2.5 4.5-5',
  clocking: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  figures: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3',
  quotes: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  favourites:
    'M12 20s-7.5-4.6-9-9.2C2 7.5 4.3 5 7 5c2 0 3.3 1.2 5 3 1.7-1.8 3-3 5-3 2.7 0 5 2.5 4 5.8-1.5 4.6-9 9.2-9 9.2Z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  offline: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
};

export function TabIcon({ name }: { name: TabIconName }) {
  return (
    <svg
      className="tab-bar__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
