'use client';

import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type Role, isAdmin as roleIsAdmin } from '@/lib/auth/role';
import { useCriticalIslandReady } from '@/components/critical-island/use-critical-island-ready';
import { lookupRole, type ProfileRoleReader } from '@/lib/auth/role-lookup';
import { browserClientCreated, hasSessionCookie, onBrowserClientCreated } from '@/lib/supabase/browser-session';
import type { Database } from '@/lib/database.types';
import { type SignOutScope, signOutWithScope } from '@/lib/auth/sign-out';

export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  /** True until the first session read finishes (or fails), docs/product.md#states. */
  loading: boolean;
  signOut(scope?: SignOutScope): Promise<void>;
};

export type RoleState = { role: Role | null; loading: boolean; isAdmin: boolean };

const AuthContext = createContext<AuthContextValue | null>(null);
const RoleContext = createContext<RoleState | null>(null);

/** docs/product.md#states: only these events replace user and session; the others leave them as they are. */
const SESSION_EVENTS: ReadonlySet<AuthChangeEvent> = new Set(['SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED']);

type AuthClient = Pick<SupabaseClient<Database>, 'auth' | 'from'>;

type Props = {
  children: ReactNode;
  /** Tests pass a fake; the app uses the browser client. */
  client?: AuthClient;
};

/**
 * supabase-js is about a third of a page's JavaScript. Every page has this provider, so the
 * client is loaded after hydration instead of in the first bundle; until it is there, `loading`
 * stays true, exactly as while the first session is being read.
 */
function loadBrowserClient(): Promise<AuthClient> {
  return import('@/lib/supabase/client').then(({ createClient }) => createClient());
}

const sessionPossible = () => browserClientCreated() || hasSessionCookie(document.cookie);
// The server cannot tell: it renders "still determining", as before this check existed.
const assumeSessionOnServer = () => true;

/**
 * Forgets what the offline SOS screen keeps of the member (docs/architecture.md#the-offline-app).
 * Loaded on sign-out only: the stores bring zod and idb-keyval, which a visitor's page never needs.
 */
async function forgetOfflineState(): Promise<void> {
  const [{ clearOfflineState }, { offlineStore }] = await Promise.all([import('@/lib/offline/member-state'), import('@/lib/offline/store')]);
  await clearOfflineState(offlineStore());
}

/**
 * Holds who is signed in for client components (footer links, wrappers, sign-out buttons).
 * It is a convenience for the UI only: the proxy, the group layouts and RLS decide access.
 */
export function AuthProvider({ children, client }: Props) {
  const [supabase, setSupabase] = useState<AuthClient | null>(client ?? null);
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  // supabase-js only where there can be a session: a session cookie, or a page that made the
  // browser client itself (the sign-in form). A visitor's page never spends a slow phone's CPU on
  // it (lib/supabase/browser-session.ts). Read again on every navigation, which may follow a
  // sign-in on the server (registration).
  usePathname();
  const mayHaveSession = useSyncExternalStore(onBrowserClientCreated, sessionPossible, assumeSessionOnServer);
  // On /sos, only once the SOS button works: supabase-js is the largest thing the app loads after
  // it, and would share the phone's network with the button's code (lib/critical-island.ts).
  const islandReady = useCriticalIslandReady();
  useEffect(() => {
    if (supabase || !islandReady || !mayHaveSession) return;
    let active = true;
    loadBrowserClient().then(
      (loaded) => active && setSupabase(loaded),
      (error: unknown) => {
        console.warn('Loading the Supabase client failed', error);
        if (active) setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [supabase, islandReady, mayHaveSession]);

  useEffect(() => {
    if (!supabase) return;
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) console.warn('Reading the session failed', error);
        setSession(data.session);
        noteUnconfirmedEmail(data.session?.user);
      })
      .catch((error: unknown) => console.warn('Reading the session failed', error))
      .finally(() => {
        if (active) setLoading(false);
      });

    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      if (!SESSION_EVENTS.has(event)) return;
      // Signed out here, in another tab or by expiry: the offline SOS screen forgets the member.
      if (event === 'SIGNED_OUT') void forgetOfflineState();
      setSession(next);
      setLoading(false);
      if (event === 'SIGNED_IN') noteUnconfirmedEmail(next?.user);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);

  const signOut = useCallback(
    async (scope: SignOutScope = 'local') => {
      await signOutWithScope(supabase ?? (await loadBrowserClient()), scope);
      // `others` keeps this device signed in; the other scopes end the session here too, even
      // when the server call failed, so the UI never claims someone is still signed in.
      if (scope !== 'others') {
        setSession(null);
        // Awaited, so a page that navigates away after signOut() leaves nothing of the member behind.
        await forgetOfflineState();
      }
    },
    [supabase],
  );

  const user = session?.user ?? null;
  // Nobody can be signed in without a session cookie: known at once, nothing to load.
  const determining = supabase !== null || mayHaveSession ? loading : false;
  const role = useRoleLookup(supabase, user?.id ?? null, determining);
  const value = useMemo<AuthContextValue>(() => ({ user, session, loading: determining, signOut }), [user, session, determining, signOut]);

  return (
    <AuthContext.Provider value={value}>
      <RoleContext.Provider value={role}>{children}</RoleContext.Provider>
    </AuthContext.Provider>
  );
}

/** docs/product.md#backend-calls (call 1): the role through the one lookup (errors fall back to "user"). */
function useRoleLookup(supabase: ProfileRoleReader | null, userId: string | null, authLoading: boolean): RoleState {
  const [resolved, setResolved] = useState<{ userId: string; role: Role | null } | null>(null);

  useEffect(() => {
    if (!userId || !supabase) return;
    let active = true;
    void lookupRole(supabase, userId).then((role) => {
      if (active) setResolved({ userId, role });
    });
    return () => {
      active = false;
    };
  }, [supabase, userId]);

  return useMemo(() => {
    if (authLoading) return { role: null, loading: true, isAdmin: false };
    if (!userId) return { role: null, loading: false, isAdmin: false };
    // A result for a previous user (after switching accounts) is never shown for the new one.
    if (resolved?.userId !== userId) return { role: null, loading: true, isAdmin: false };
    return { role: resolved.role, loading: false, isAdmin: roleIsAdmin(resolved.role) };
  }, [authLoading, userId, resolved]);
}

function noteUnconfirmedEmail(user: User | null | undefined) {
  // docs/product.md#states: an unconfirmed e-mail is only noted, never blocks anything here.
  if (user?.email && !user.email_confirmed_at) console.info('Signed in with an unconfirmed e-mail address');
}

/** The signed-in user, session and sign-out. Throws outside <AuthProvider> (docs/product.md#errors). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user's role from profiles (docs/product.md#states). Throws outside <AuthProvider> (docs/product.md#errors). */
export function useRole(): RoleState {
  const value = useContext(RoleContext);
  if (!value) throw new Error('useRole must be used within an AuthProvider');
  return value;
}
