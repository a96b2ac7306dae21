import type { RequestOptions } from '../http/request';
import type { User } from '../user/types';

export interface Credentials {
  email: string;
  password: string;
  /**
   * Remember me: `false` asks the server for a browser-session cookie and a short server-side session (12 h on the
   * reference server); left out, the server remembers the sign-in (its default).
   */
  remember?: boolean;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
}

/** A signed-in session: the token is also saved in the client's token store. */
export interface AuthSession {
  token: string;
  user: User | undefined;
}

export interface PasswordReset {
  /** The token of the e-mailed link (`/reset-password?token=…`). */
  token: string;
  password: string;
}

export interface AuthApi {
  /** GET /sanctum/csrf-cookie; failures are ignored (the next call reports the real problem). */
  csrfCookie(options?: RequestOptions): Promise<void>;
  /** POST /api/v1/login `{ email, password }`; reads `token` or `access_token`, and `user` or `data`. */
  login(credentials: Credentials, options?: RequestOptions): Promise<AuthSession>;
  /** POST /api/v1/auth/google `{ credential }` with the identity service's ID token. */
  loginWithGoogle(credential: string, options?: RequestOptions): Promise<AuthSession>;
  /** POST /api/v1/register `{ username, email, password }`; signs in when the answer carries a token. */
  register(registration: Registration, options?: RequestOptions): Promise<AuthSession | undefined>;
  /**
   * POST /api/v1/forgot-password `{ email }`: the server e-mails a reset link if the account exists. Resolves with its
   * answer, the same whether or not it does (it says nothing about who has an account).
   */
  forgotPassword(email: string, options?: RequestOptions): Promise<string>;
  /** POST /api/v1/reset-password `{ token, password }`: sets the new password; resolves with the server's answer. */
  resetPassword(reset: PasswordReset, options?: RequestOptions): Promise<string>;
  /** POST /api/v1/logout; the stored token is cleared whatever the server says. */
  logout(options?: RequestOptions): Promise<void>;
}
