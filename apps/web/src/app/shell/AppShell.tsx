import { useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { rolesOf, useGetSessionQuery } from '../../shared/queries/session';
import { BillingBanner } from '../../features/billing/components/BillingBanner';
import { settingsDialogOnArrival } from '../../features/settings/googleCalendarArrival';
import { ConfirmDialog } from '../../shared/dialog/ConfirmDialog';
import { LiveStatus } from './LiveStatus';
import { menuDialogs } from '../features';
import { BillingGate } from '../guards';
import { useIsMobileLayout } from '../../shared/hooks/useIsMobileLayout';
import { useAppDispatch } from '../hooks';
import { MenuDialog } from './MenuDialog';
import { Onboarding } from './Onboarding';
import { SigningEditorHost } from './SigningEditorHost';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useLogout } from './useLogout';

const MENU_ID = 'side-menu';

/** The signed-in frame: top bar, side menu (a drawer on phones), and the page. */
export function AppShell() {
  const { data: user } = useGetSessionQuery();
  const isMobile = useIsMobileLayout();
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawerOpen = isMobile && drawerWanted;
  // Back from Google's consent page, the address asks for the Google Calendar settings.
  const [dialog, setDialog] = useState<string | null>(() => settingsDialogOnArrival(window.location.search));
  const logout = useLogout();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();

  // Leaving the phone layout closes the drawer, so it is not open again on the way back
  // (state adjusted while rendering, as React recommends over an effect).
  const [layoutWasMobile, setLayoutWasMobile] = useState(isMobile);
  if (layoutWasMobile !== isMobile) {
    setLayoutWasMobile(isMobile);
    if (!isMobile) setDrawerWanted(false);
  }

  const closeDrawer = () => {
    setDrawerWanted(false);
    // On a phone the drawer hides whatever had the focus; the Menu button takes it back
    // (dialogs opened from the drawer return the focus there too). On a wide screen it is hidden.
    if (drawerOpen) menuButtonRef.current?.focus();
  };

  return (
    <div className="app" data-leaving={logout.leaving || undefined} inert={logout.leaving}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <TopBar email={user?.Email} menuId={MENU_ID} menuOpen={drawerOpen} onToggleMenu={() => setDrawerWanted(!drawerWanted)} menuButtonRef={menuButtonRef} />
      <div className="app__body">
        <SideMenu
          id={MENU_ID}
          open={drawerOpen}
          roles={rolesOf(user)}
          onClose={closeDrawer}
          onNavigate={() => setDrawerWanted(false)}
          onOpenDialog={(id) => {
            closeDrawer();
            // A dialog the app hosts itself (the signing editor) is opened by its action, over whatever page is showing.
            const registered = menuDialogs[id];
            if (registered && 'open' in registered) dispatch(registered.open());
            else setDialog(id);
          }}
          onLogout={() => {
            closeDrawer();
            logout.ask();
          }}
        />
        {drawerOpen && <div className="drawer-backdrop" aria-hidden="true" onClick={closeDrawer} />}
        <main id="main" className="app__main" tabIndex={-1} inert={drawerOpen}>
          <BillingBanner />
          <LiveStatus />
          <BillingGate>
            <Outlet />
          </BillingGate>
        </main>
      </div>
      <MenuDialog dialog={dialog} onClose={() => setDialog(null)} />
      <SigningEditorHost />
      <Onboarding />
      {logout.confirming && <ConfirmDialog title="Log out" message="Are you sure you want to log out?" onConfirm={logout.confirm} onCancel={logout.cancel} />}
    </div>
  );
}
