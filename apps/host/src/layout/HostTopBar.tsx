import type { User } from '@mediakit/api-client';
import { useSession } from '@mediakit/tool-runtime';
import { CreditsMenu } from '@mediakit/tool-runtime/account';
import { Avatar, Button, Link, Menu, MenuItem, MenuTrigger, ThemeToggle, TopBar } from '@mediakit/ui';
import { productName } from '../routes/documentTitle';
import type { HostArea } from './hostSidebar';
import * as styles from './HostLayout.css';

function displayName(user: User): string {
  return [user.name, user.username, user.email].find((value) => value && value.trim() !== '')?.trim() ?? 'Account';
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

/** Product name, the credits dropdown (balance, cap, top-ups), the theme toggle and the account menu of the signed-in areas. */
export function HostTopBar({ area, onLogout }: { area: HostArea; onLogout: () => void }) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  return (
    <TopBar
      brand={
        <Link href="/" variant="quiet" className={styles.brand}>
          {productName}
        </Link>
      }
      actions={
        <>
          {user && <CreditsMenu className={styles.credits} />}
          <ThemeToggle />
        </>
      }
      avatarMenu={user && <AccountMenu user={user} area={area} onLogout={onLogout} />}
    />
  );
}
