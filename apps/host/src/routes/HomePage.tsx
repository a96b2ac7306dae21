import { Link } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';

export function HomePage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Mediakit</h1>
      <p>Generate and manage AI media: chat, speech, images and video, paid for with credits.</p>
      <ul className={styles.toolList}>
        <li>
          <Link to="/user/chat">AI Chat</Link>
        </li>
      </ul>
    </section>
  );
}
