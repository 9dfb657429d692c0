import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../shared/ui/Logo';

export interface TopBarProps {
  email: string | undefined;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function TopBar({ email, menuId, menuOpen, onToggleMenu, menuButtonRef }: TopBarProps) {
  return (
    <header className="top-bar">
      {/* Only shown in the mobile layout, where the menu is a drawer. */}
      <button ref={menuButtonRef} type="button" className="top-bar__menu-button" aria-controls={menuId} aria-expanded={menuOpen} onClick={onToggleMenu}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      <Link to="/Dashboard" className="top-bar__brand">
        <Logo />
        <span>Notary Ledger</span>
      </Link>
      {email && (
        <p className="top-bar__user">
          <span className="visually-hidden">Signed in as </span>
          {/* The way to the sign-in settings (change password) is the signed-in address itself. */}
          <Link to="/Credentials" className="top-bar__email" title="Your sign-in: change your password">
            {email}
          </Link>
        </p>
      )}
    </header>
  );
}
