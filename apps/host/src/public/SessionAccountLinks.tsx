import { useSession } from '@mediakit/tool-runtime';
import { useHostClient } from '../layout/hostClient';
import { homeOf } from '../routes/authLocation';
import { AccountLinks } from './SiteLinks';

/**
 * The header's account links for a visitor who may be signed in: loaded with the client, they ask the server and
 * show the way back to the signed-in area, or Sign In and Get started.
 */
export default function SessionAccountLinks({ className }: { className?: string }) {
  const session = useSession(useHostClient());
  if (session.status === 'loading') return null;
  const user = session.status === 'signed-in' ? session.user : undefined;
  return <AccountLinks dashboardHref={user && homeOf(user)} className={className} />;
}
