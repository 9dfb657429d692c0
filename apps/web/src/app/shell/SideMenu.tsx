import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { mainMenu } from '../features';
import type { Role } from '@notary/contracts';
import { groupHolding, menuFor, type MenuEntry, type MenuItem } from './menu';
import { LOGOUT_ICON, MenuIcon } from './menuIcons';

export interface MenuActions {
  /** A menu item was used: the mobile drawer closes. */
  onNavigate: () => void;
  /** A menu dialog's id, as its feature registered it. */
  onOpenDialog: (dialog: string) => void;
  onLogout: () => void;
}

export interface SideMenuProps extends MenuActions {
  id: string;
  /** The mobile drawer is open (on a wide screen the menu is always shown). */
  open: boolean;
  /** The user's roles: operators' groups show only to those who hold their role. */
  roles: readonly Role[];
  onClose: () => void;
}

export function SideMenu({ id, open, roles, onClose, ...actions }: SideMenuProps) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set([groupHolding(mainMenu, pathname) ?? '']));
  const navRef = useRef<HTMLElement>(null);
  const newWindowHintId = useId();

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const toggle = (group: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  const entries = menuFor(mainMenu, roles);
  return (
    <nav
      id={id}
      ref={navRef}
      className="side-menu"
      data-open={open}
      aria-label="Main menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) onClose();
      }}
    >
      <ul className="menu">
        {entries.map((entry) => (
          <li key={entry.label} className="menu__entry">
            <EntryView entry={entry} expanded={expanded.has(entry.label)} onToggle={() => toggle(entry.label)} actions={actions} hintId={newWindowHintId} />
          </li>
        ))}
      </ul>
      <span id={newWindowHintId} hidden>
        opens in a new window
      </span>
    </nav>
  );
}

interface EntryViewProps {
  entry: MenuEntry;
  expanded: boolean;
  onToggle: () => void;
  actions: MenuActions;
  hintId: string;
}

function EntryView({ entry, expanded, onToggle, actions, hintId }: EntryViewProps) {
  const listId = useId();
  if (entry.kind === 'logout') {
    return (
      <button type="button" className="menu__link" aria-haspopup="dialog" onClick={actions.onLogout}>
        <MenuIcon path={LOGOUT_ICON} />
        {entry.label}
      </button>
    );
  }
  if (entry.kind !== 'group') return <ItemView item={entry} actions={actions} hintId={hintId} icon={entry.icon} />;
  return (
    <>
      <button type="button" className="menu__link menu__group" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        <MenuIcon path={entry.icon} />
        {entry.label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu__items" aria-label={entry.label} hidden={!expanded}>
        {entry.items.map((item) => (
          <li key={item.label}>
            <ItemView item={item} actions={actions} hintId={hintId} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** `icon` is given for a top-level item (see MenuIcon). */
function ItemView({ item, actions, hintId, icon }: { item: MenuItem; actions: MenuActions; hintId: string; icon?: string }) {
  const content = (
    <>
      <MenuIcon path={icon} />
      {item.label}
    </>
  );
  switch (item.kind) {
    case 'link':
      // A link that opens a blank form is an action, never "the current page".
      return item.to.includes('?') ? (
        <Link to={item.to} className="menu__link" aria-label={item.name} onClick={actions.onNavigate}>
          {content}
        </Link>
      ) : (
        <NavLink to={item.to} className="menu__link" aria-label={item.name} onClick={actions.onNavigate}>
          {content}
        </NavLink>
      );
    case 'window':
      return (
        <a
          href={item.to}
          target="_blank"
          rel="noopener"
          className="menu__link"
          aria-label={item.name}
          aria-describedby={hintId}
          onClick={(event) => {
            event.preventDefault();
            window.open(item.to, item.windowName);
            actions.onNavigate();
          }}
        >
          {content}
        </a>
      );
    case 'dialog':
      return (
        <button type="button" className="menu__link" aria-haspopup="dialog" aria-label={item.name} onClick={() => actions.onOpenDialog(item.dialog)}>
          {content}
        </button>
      );
    default: {
      const unknownItem: never = item;
      return unknownItem;
    }
  }
}
