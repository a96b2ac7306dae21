import { createLocalStorageTokenStore, createSessionStorageTokenStore, type TokenStore } from '@mediakit/api-client';

// "Remember me" (spec 000, section 2, Login): ticked, the token outlives the browser session (localStorage);
// unticked, it lasts as long as the tab (sessionStorage). Both under the spec's keys, `token` (and `auth_token`).
const persistent = createLocalStorageTokenStore({ key: 'token', fallbackKeys: ['auth_token'] });
const forThisTab = createSessionStorageTokenStore({ key: 'token', fallbackKeys: ['auth_token'] });

// After a reload, a token found for this tab only stays there when the client stores it again.
let remember = forThisTab.get() === null;

/** The sign-in form's "Remember me", given just before it signs in: where the next token goes. */
export function rememberSignIn(value: boolean): void {
  remember = value;
}

/** The host's token store: one of the two, as "Remember me" chose; signing out clears both. */
export const rememberedTokenStore: TokenStore = {
  get: () => forThisTab.get() ?? persistent.get(),
  set(token) {
    persistent.set(null);
    forThisTab.set(null);
    if (token) (remember ? persistent : forThisTab).set(token);
  },
};
