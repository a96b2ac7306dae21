import { isAbortError } from '@mediakit/api-client';
import type { MediaItem } from '@mediakit/api-client/console';
import { useConsoleClient } from '@mediakit/console-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HostArea } from './hostSidebar';
import { SearchIcon } from './sidebarIcons';
import * as styles from './TopBarSearch.css';

/** The spec's search debounce (000, section 9). */
export const searchDebounceMs = 250;
const mediaResults = 5;

export interface SearchResult {
  id: string;
  group: 'Tools' | 'Pages' | 'Your media';
  label: string;
  detail?: string;
  href: string;
}

const matches = (label: string, query: string) => label.toLowerCase().includes(query.toLowerCase());

/** The media titles matching `query` (debounced, the previous request aborted), for the signed-in user. */
function useMediaMatches(query: string): { items: MediaItem[]; loading: boolean } {
  const client = useConsoleClient();
  const [found, setFound] = useState<{ query: string; items: MediaItem[] }>({ query: '', items: [] });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.media.list({ search: query, pageSize: mediaResults }, { signal: controller.signal }).then(
        (page) => setFound({ query, items: page.items }),
        (error: unknown) => {
          // A failed media search leaves the tools' results; the library page has its own messages.
          if (!isAbortError(error) && !controller.signal.aborted) setFound({ query, items: [] });
        },
      );
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query]);
  return { items: found.query === query ? found.items : [], loading: query !== '' && found.query !== query };
}

/**
 * The top bar's search: the tools and pages the user may open (`pages`: the sidebar's items the user's role and plan
 * reach) and the user's media titles. A combobox: typing filters, arrows move, Enter opens the result, Escape closes (then clears).
 */
export function TopBarSearch({ area, pages }: { area: HostArea; pages: readonly SearchResult[] }) {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = text.trim();
  const media = useMediaMatches(query);

  const results: SearchResult[] = query
    ? [
        ...pages.filter((page) => matches(page.label, query)),
        ...media.items.map((item) => ({
          id: `media:${item.id}`,
          group: 'Your media' as const,
          label: item.title || 'Untitled',
          detail: item.type,
          href: `/${area}/media?search=${encodeURIComponent(item.title)}`,
        })),
      ]
    : [];
  const expanded = open && query !== '';
  const current = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    setText('');
    void navigate(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      if (!expanded) return;
      event.preventDefault();
      go(results[current]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  let lastGroup: string | undefined;
  return (
    <div className={styles.search}>
      <SearchIcon aria-hidden="true" className={styles.icon} />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search tools and your media"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results.length > 0 ? optionId(current) : undefined}
        placeholder="Search tools and your media"
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <div id={listId} role="listbox" aria-label="Search results" className={styles.popup} hidden={!expanded}>
        {results.map((result, index) => {
          const heading = result.group !== lastGroup ? result.group : undefined;
          lastGroup = result.group;
          return (
            <div key={result.id}>
              {heading && (
                <div role="presentation" className={styles.group}>
                  {heading}
                </div>
              )}
              {/* The keys are the combobox's (aria-activedescendant): options are pressed with the pointer only. */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */}
              <div
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={styles.option}
                // Pressed with the mouse: keep the focus in the box (no blur closing the list first).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(result)}
              >
                <span>{result.label}</span>
                {result.detail && <span className={styles.detail}>{result.detail}</span>}
              </div>
            </div>
          );
        })}
        {results.length === 0 && (
          <div role="presentation" className={styles.empty}>
            {media.loading ? 'Searching your media…' : `Nothing matches “${query}”.`}
          </div>
        )}
        {results.length > 0 && media.loading && (
          <div role="presentation" className={styles.empty}>
            Searching your media…
          </div>
        )}
      </div>
    </div>
  );
}
