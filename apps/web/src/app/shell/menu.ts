import type { Role } from '@notary/contracts';

/**
 * The main menu as data. Features bring their entries (see app/feature.ts); the menu shows them in
 * the order of the feature list, and a group two features contribute to (Tools) is shown once, at
 * the first one's place, with the items of both.
 *
 * `label` is the menu's text. `name`, where given, is the accessible name: it begins with the label
 * and says what a bare "View" or "New" is about. `icon` is an SVG path on a 20×20 grid, drawn beside
 * a top-level entry (decorative: the text names the entry).
 */
export type MenuItem<DialogId extends string = string> =
  | { kind: 'link'; label: string; to: string; name?: string }
  /** Opens `to` in its own window, named so that opening it again brings that window back (a report). */
  | { kind: 'window'; label: string; to: string; windowName: string; name: string }
  /** Opens a dialog the feature registers under this id, over the current page. */
  | { kind: 'dialog'; label: string; dialog: DialogId; name?: string };

export type FeatureMenuEntry<DialogId extends string = string> =
  (MenuItem<DialogId> & { icon?: string }) | { kind: 'group'; label: string; items: MenuItem<DialogId>[]; icon?: string; roles?: readonly Role[] };

export const link = (label: string, to: string, name?: string): MenuItem<never> => ({ kind: 'link', label, to, name });
export const dialog = <DialogId extends string>(label: string, id: DialogId, name?: string): MenuItem<DialogId> => ({
  kind: 'dialog',
  label,
  dialog: id,
  name,
});

/** The shell adds the one entry no feature owns. */
export type MenuEntry = FeatureMenuEntry | { kind: 'logout'; label: string };

/** One menu from the features' entries, in order; groups of the same label are joined. */
export function joinMenus(contributions: readonly (readonly FeatureMenuEntry[])[]): FeatureMenuEntry[] {
  const menu: FeatureMenuEntry[] = [];
  for (const entry of contributions.flat()) {
    const index = menu.findIndex((shown) => shown.label === entry.label);
    const shown = menu[index];
    if (!shown) menu.push(entry);
    else if (shown.kind === 'group' && entry.kind === 'group') menu[index] = { ...shown, items: [...shown.items, ...entry.items] };
    else throw new Error(`Two menu entries are labelled "${entry.label}"; only groups may be shared.`);
  }
  return menu;
}

/** A group limited to some roles is shown only to users holding one of them. */
export function menuFor(entries: readonly MenuEntry[], roles: readonly Role[]): MenuEntry[] {
  return entries.filter((entry) => entry.kind !== 'group' || !entry.roles || entry.roles.some((role) => roles.includes(role)));
}

/** The group holding the current page starts open. */
export function groupHolding(entries: readonly MenuEntry[], pathname: string): string | null {
  const here = pathname.toLowerCase();
  for (const entry of entries) {
    if (entry.kind !== 'group') continue;
    if (entry.items.some((item) => item.kind === 'link' && item.to.split('?')[0]!.toLowerCase() === here)) return entry.label;
  }
  return null;
}
