import { useSession } from '@mediakit/tool-runtime';
import { Avatar, Card } from '@mediakit/ui';
import * as styles from '../layout/HostLayout.css';

/**
 * The administrators' landing page (/admin and /admin/dashboard). The system-wide figures, users, jobs and billing
 * tables come from the admin packages, composed here when they land; until then it names who is signed in.
 */
export function AdminDashboardPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  return (
    <section className={styles.page} aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={styles.heading}>
        Admin dashboard
      </h1>
      {user && (
        <Card title="Signed in as" headingLevel={2}>
          <div className={styles.identity}>
            <Avatar src={user.avatarUrl} name={user.name} username={user.username} email={user.email} />
            <div>
              <p className={styles.identityName}>{user.name || user.username || user.email}</p>
              <p className={styles.subtitle}>
                {user.email} · {user.role}
              </p>
            </div>
          </div>
        </Card>
      )}
    </section>
  );
}

export default AdminDashboardPage;
