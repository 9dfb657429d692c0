// Simple line icons for the top level of the menu (decorative: the text names each entry).
const paths: Record<string, string> = {
  Dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  'Business Center': 'M3 7h14v10H3zM7 7V4h6v3M3 11h14',
  Signings: 'M5 3h8l3 3v11H5zM8 9h6M8 12h6M8 15h3',
  Calendar: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4',
  Customers: 'M7 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2-5 5-5s5 2 5 5M13 9a2.5 2.5 0 100-5M14 12c2 .3 4 2 4 5',
  Expenses: 'M3 5h14v10H3zM3 8h14M6 12h3',
  'Extra Mileage': 'M4 16l4-12M16 16L12 4M10 6v2M10 11v2',
  Reports: 'M4 17V9M9 17V4M14 17v-6M2 17h16',
  Settings: 'M10 13a3 3 0 100-6 3 3 0 000 6zM10 2v3M10 15v3M2 10h3M15 10h3M4.3 4.3l2.1 2.1M13.6 13.6l2.1 2.1M4.3 15.7l2.1-2.1M13.6 6.4l2.1-2.1',
  Tools: 'M13 3a4 4 0 00-4 5L3 14l3 3 6-6a4 4 0 005-4l-2 2-3-1-1-3z',
  Updates: 'M10 3a5 5 0 00-5 5v4l-2 3h14l-2-3V8a5 5 0 00-5-5zM8 17a2 2 0 004 0',
  Feedback: 'M3 4h14v9H8l-4 3v-3H3z',
  Admin: 'M10 2l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V5z',
  Logout: 'M8 4H4v12h4M12 6l4 4-4 4M16 10H8',
};

export function MenuIcon({ entry }: { entry: string }) {
  const d = paths[entry];
  if (!d) return null;
  return (
    <svg className="menu__icon" aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
