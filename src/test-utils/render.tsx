/**
 * The project's test render (STYLE §9): renders through the real `RootProvider`, after seeding browser storage in
 * PRODUCT §3's formats, so a component starts signed in or out, with a cart, a consent choice or a colour scheme
 * exactly as a returning visitor's browser would hold them. Providers restore from storage after mount, as on the
 * site; wait for what the visitor would see (`findBy…`) when it depends on restored state.
 *
 * Importing this module also registers an `afterEach` that unmounts, clears both storages and removes the scheme
 * from <html>, so nothing leaks into the next test.
 */
import {
  cleanup,
  type queries,
  render,
  renderHook,
  type RenderHookOptions,
  type RenderHookResult,
  type RenderOptions,
  type RenderResult,
} from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { STORAGE_KEYS } from "../shared/lib/constants";
import { forgetTabSession } from "../features/account/tab-session";
import { RootProvider } from "../app/root-provider";

/** The token and user id a signed-in test starts with (plain strings, as stored). */
export const TEST_SESSION = { token: "test-session-token", id: "test-user-id" } as const;

/** A cart line as SPEC §3 stores it under `cartList`. */
export interface SeedCartItem {
  id: number | string;
  name: string;
  image?: string;
  alt?: string;
  discount?: number;
  oldPrice?: number;
  price: number;
  rating?: number;
  quantity: number;
}

/** The consent choice; `necessary` is always true and added for you. More keys (revision, id, savedAt) pass through. */
export interface SeedConsent {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  [key: string]: unknown;
}

export interface ProviderOptions {
  /**
   * Signed in: `true` is the sign-in with "Remember me" (token in localStorage); `{ remember: false }` keeps the
   * token in sessionStorage. The user id goes to both storages either way, as sign-in does (SPEC §4). `token` and
   * `id` default to `TEST_SESSION`'s. Default: signed out (nothing stored).
   */
  signedIn?: boolean | { token?: string; id?: string; remember?: boolean };
  /** Stored as JSON under `cartList` (`items`) and `wishlist` (product ids). Default: nothing stored. */
  cart?: { items?: readonly SeedCartItem[]; wishlist?: readonly (number | string)[] };
  /** Stored as JSON under `cookieConsent`. Default: nothing stored (no choice made yet, the banner's case). */
  consent?: SeedConsent;
  /** Stored as "true"/"false" under `isDark`. Default: nothing stored (the system setting decides). */
  isDark?: boolean;
}

export interface RenderWithProvidersOptions extends ProviderOptions, Omit<RenderOptions, "wrapper" | "queries"> {
  /** Passed to `userEvent.setup` (e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Writes `options` to storage in PRODUCT §3's formats. `renderWithProviders` calls it; exported for hook tests. */
export function seedStorage({ signedIn, cart, consent, isDark }: ProviderOptions): void {
  if (signedIn) {
    const { token = TEST_SESSION.token, id = TEST_SESSION.id, remember = true } = signedIn === true ? {} : signedIn;
    (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.userId, id);
    sessionStorage.setItem(STORAGE_KEYS.userId, id);
  }
  if (cart?.items) localStorage.setItem(STORAGE_KEYS.cartList, JSON.stringify(cart.items));
  if (cart?.wishlist) localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(cart.wishlist));
  if (consent) localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ ...consent, necessary: true }));
  if (isDark !== undefined) localStorage.setItem(STORAGE_KEYS.isDark, String(isDark));
}

function Providers({ children }: { children: ReactNode }) {
  return <RootProvider>{children}</RootProvider>;
}

/**
 * Seeds storage from the options, renders `ui` inside `RootProvider`, and hands back a `user` for interactions. The
 * user types without a pause between keys (`delay: null`): a test waits for what a key press causes, not for time.
 */
export function renderWithProviders(
  ui: ReactElement,
  { signedIn, cart, consent, isDark, userEventOptions, ...renderOptions }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  seedStorage({ signedIn, cart, consent, isDark });
  const user = userEvent.setup({ delay: null, ...userEventOptions });
  return { ...render<typeof queries>(ui, { ...renderOptions, wrapper: Providers }), user };
}

/** `renderHook` inside `RootProvider`, after seeding storage: for hooks that read a provider (`useTheme`, `useAuth`…). */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { signedIn, cart, consent, isDark, ...hookOptions }: ProviderOptions & Omit<RenderHookOptions<Props>, "wrapper" | "queries"> = {},
): RenderHookResult<Result, Props> {
  seedStorage({ signedIn, cart, consent, isDark });
  return renderHook(hook, { ...hookOptions, wrapper: Providers });
}

afterEach(() => {
  cleanup();
  forgetTabSession();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});
