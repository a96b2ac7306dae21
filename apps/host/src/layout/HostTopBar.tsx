import type { User } from '@mediakit/api-client';
import { useSession } from '@mediakit/tool-runtime';
import { CreditsMenu } from '@mediakit/tool-account/credits-menu';
import { useLocation } from 'react-router-dom';
import { useGoToPayment } from './paymentNavigation';
import {
  Avatar,
  Button,
  filterSidebarSections,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  ThemeToggle,
  TopBar,
  type SidebarSection,
} from '@mediakit/ui';
import { productName } from '../routes/documentTitle';
import type { HostArea } from './hostSidebar';
import type { ConsoleOutletContext } from './TopBarExtras';
import type { SearchResult } from './TopBarSearch';
import * as styles from './HostLayout.css';

function displayName(user: User): string {
  return [user.name, user.username, user.email].find((value) => value && value.trim() !== '')?.trim() ?? 'Account';
}

/** What the search offers besides media: the sidebar's links the user's role and plan reach (its own gating). */
function searchablePages(sections: SidebarSection[], user: User | undefined): SearchResult[] {
  return filterSidebarSections(sections, { role: user?.role, plan: user?.plan }).flatMap((section) =>
    section.items.flatMap((item): SearchResult[] =>
      item.href
        ? [
            {
              id: `page:${item.id}`,
              group: section.id === 'create' ? 'Tools' : 'Pages',
              label: item.label,
              href: item.href,
            },
          ]
        : [],
    ),
  );
}

function AccountMenu({ user, area, onLogout }: { user: User; area: HostArea; onLogout: () => void }) {
  const name = displayName(user);
  return (
    <MenuTrigger>
      <Button variant="quiet" size="sm" aria-label={`Account: ${name}`} className={styles.accountButton}>
        <Avatar
          src={user.avatarUrl}
          name={user.name}
          username={user.username}
          email={user.email}
          size="sm"
          aria-hidden="true"
        />
        <span className={styles.accountName}>{name}</span>
      </Button>
      <Menu
        aria-label="Account"
        placement="bottom end"
        onAction={(key) => {
          if (key === 'logout') onLogout();
        }}
      >
        <MenuItem id="profile" href={`/${area}/profile`}>
          Profile
        </MenuItem>
        {/* Users' settings are their integrations (webhooks); an admin's account settings sit on the profile page. */}
        <MenuItem id="settings" href={area === 'user' ? '/user/settings/integrations' : `/${area}/profile`}>
          Settings
        </MenuItem>
        <MenuItem id="logout" tone="danger">
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Product name, the credits dropdown (balance, cap, top-ups), the theme toggle, the notifications bell and the account menu of the signed-in areas. */
export function HostTopBar({
  area,
  onLogout,
  sections,
  extras,
}: {
  area: HostArea;
  onLogout: () => void;
  sections: SidebarSection[];
  /** The search and the bell, from ConsoleRoot (absent outside it). */
  extras: ConsoleOutletContext['topBarExtras'] | undefined;
}) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const goToPayment = useGoToPayment();
  // Back to this page of the app after paying: the router's location, which is the address bar's only in a browser
  // router (a memory router, as in tests, has its own).
  const location = useLocation();
  const returnUrl = new URL(`${location.pathname}${location.search}`, window.location.origin).toString();
  return (
    <TopBar
      brand={
        <Link href="/" variant="quiet" className={styles.brand}>
          {productName}
        </Link>
      }
      search={user && extras && <extras.Search area={area} pages={searchablePages(sections, user)} />}
      actions={
        <>
          {user && (
            <CreditsMenu
              className={styles.credits}
              pricingHref="/pricing"
              onCheckout={goToPayment}
              returnUrl={returnUrl}
            />
          )}
          <ThemeToggle />
          {user && extras && <extras.Bell />}
        </>
      }
      avatarMenu={user && <AccountMenu user={user} area={area} onLogout={onLogout} />}
    />
  );
}
