import type { User } from '@mediakit/api-client';
import { useCredits, useSession } from '@mediakit/tool-runtime';
import {
  Avatar,
  Badge,
  Button,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  SparklesIcon,
  ThemeToggle,
  TopBar,
  VisuallyHidden,
  useToast,
} from '@mediakit/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { productName } from '../routes/documentTitle';
import * as styles from './HostLayout.css';

/** The signed-in user's balance, from the runtime's shared credits store (the same one the tools charge). */
function CreditsBalance() {
  const { credits } = useCredits();
  return (
    <Badge tone="accent" icon={<SparklesIcon />} className={styles.credits}>
      <VisuallyHidden>Balance: </VisuallyHidden>
      {credits === undefined
        ? 'Credits: checking…'
        : credits === 1
          ? '1 credit'
          : `${credits.toLocaleString()} credits`}
    </Badge>
  );
}

function displayName(user: User): string {
  return [user.name, user.username, user.email].find((value) => value && value.trim() !== '')?.trim() ?? 'Account';
}

function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
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
        <MenuItem id="logout" tone="danger">
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/**
 * Product name, and for a signed-in user the credits balance and account menu, for a signed-out one a 'Sign in' link
 * (except on the sign-in page itself); the theme toggle always.
 */
export function HostTopBar() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const user = session.status === 'signed-in' ? session.user : undefined;

  const logout = async () => {
    // The runtime's session calls the client's auth.logout and forgets the user even when the server call fails.
    await session.signOut();
    toast.success('Logout success');
    navigate('/');
  };

  return (
    <TopBar
      brand={
        <Link href="/" variant="quiet" className={styles.brand}>
          {productName}
        </Link>
      }
      actions={
        <>
          {user && <CreditsBalance />}
          {session.status === 'signed-out' && location.pathname !== '/login' && (
            <Link href="/login" variant="standalone">
              Sign in
            </Link>
          )}
          <ThemeToggle />
        </>
      }
      avatarMenu={user && <AccountMenu user={user} onLogout={() => void logout()} />}
    />
  );
}
