import { useContext, useId, useState, type FormEvent } from 'react';
import { InjectedClientContext } from '../connection';
import { isEmailAddress, subscribeNewsletter } from './newsletter';
import * as styles from './public.css';
import * as site from './site.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string; message: string }
  | { kind: 'error'; message: string };

/**
 * The footer's subscribe-by-email form: the address is checked here, then stored by the server through the client's
 * `newsletter.subscribe` (the injected client, else the host's, loaded on submit). Native elements, like the rest of
 * the public frame (issue #20).
 */
export function SubscribeForm() {
  const injected = useContext(InjectedClientContext);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    if (email.trim() === '') return setInvalid('Enter your email address.');
    if (!isEmailAddress(email)) return setInvalid('Enter a valid email address, like name@example.com.');
    setInvalid(undefined);
    setStatus({ kind: 'sending' });
    try {
      const message = await subscribeNewsletter(email, injected);
      setStatus({ kind: 'done', email: email.trim(), message });
      setEmail('');
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Subscription failed.',
      });
    }
  };

  return (
    <form className={styles.subscribe} onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter">
      <div className={styles.subscribeRow}>
        <div className={`${styles.subscribeField} ${styles.fieldStack}`}>
          <label htmlFor={`${id}-email`} className={site.fieldLabel}>
            Get product news by email
          </label>
          <input
            id={`${id}-email`}
            className={site.input}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (invalid) setInvalid(undefined);
            }}
          />
        </div>
        <button type="submit" className={site.button} aria-disabled={status.kind === 'sending' || undefined}>
          {status.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className={site.fieldError}>
          {invalid}
        </p>
      )}
      <p className={styles.subscribeStatus} role="status">
        {status.kind === 'done' && (
          <span className={styles.subscribeDone}>
            {status.message} We will write to {status.email}.
          </span>
        )}
      </p>
      {status.kind === 'error' && (
        <p className={`${styles.subscribeStatus} ${styles.subscribeError}`} role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
