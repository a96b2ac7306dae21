import { Link } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import { toolRoutes, type ToolRoute } from './toolRoutes';

const groups = [...new Set(toolRoutes.map((tool) => tool.group))];

export function HomePage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Mediakit</h1>
      <p>Generate and manage AI media: chat, speech, images and video, paid for with credits.</p>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`tools-${group}`}>
          <h2 id={`tools-${group}`}>{group}</h2>
          <ul className={styles.toolList}>
            {toolRoutes
              .filter((tool: ToolRoute) => tool.group === group)
              .map((tool) => (
                <li key={tool.path}>
                  <Link to={`/user/${tool.path}`}>{tool.label}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
