/** The logout entry is the shell's own; features give their entries' icons with the entries. */
export const LOGOUT_ICON = 'M8 4H4v12h4M12 6l4 4-4 4M16 10H8';

/** A simple line icon beside a top-level menu entry: an SVG path on a 20×20 grid, decorative. */
export function MenuIcon({ path }: { path: string | undefined }) {
  if (!path) return null;
  return (
    <svg className="menu__icon" aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
