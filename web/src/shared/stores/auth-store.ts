import type { TCodeSentResponse, TLoginRequest, TProfile, TRight } from '@cleanops/contracts';
import { DEFAULT_REGION, type TRegion } from '@cleanops/contracts/rules';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY } from './browser-storage';
import { persistStorage } from './storage';

/** The code that was sent for the stored login request, to show where it went and count down the resend. */
export interface SentCode extends TCodeSentResponse {
  sentAt: number;
}

export interface AuthState {
  token: string | null;
  user: TProfile | null;
  rights: TRight[];
  menuEnabled: boolean;
  isAuth: boolean;
  /** Where a signed-out visitor wanted to go; used once after sign-in. */
  redirect: string | null;
  /** The login request being completed on /login/code (SPEC.md §4). */
  requestBody: TLoginRequest | null;
  sentCode: SentCode | null;
  region: TRegion;
}

interface AuthActions {
  setRegion: (region: TRegion) => void;
  setLoginRequest: (requestBody: TLoginRequest, sent: TCodeSentResponse) => void;
  setSentCode: (sent: TCodeSentResponse) => void;
  clearLoginRequest: () => void;
  setToken: (token: string) => void;
  setSession: (session: { user: TProfile; rights: TRight[]; menuEnabled: boolean }) => void;
  setUser: (user: TProfile) => void;
  completeSignIn: () => void;
  setRedirect: (redirect: string | null) => void;
  /** The logout rule (SPEC.md §4): everything goes except the region. */
  reset: () => void;
}

export const initialAuthState: Omit<AuthState, 'region'> = {
  token: null,
  user: null,
  rights: [],
  menuEnabled: false,
  isAuth: false,
  redirect: null,
  requestBody: null,
  sentCode: null,
};

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      region: DEFAULT_REGION,
      setRegion: (region) => set({ region }),
      setLoginRequest: (requestBody, sent) => set({ requestBody, sentCode: { ...sent, sentAt: Date.now() } }),
      setSentCode: (sent) => set({ sentCode: { ...sent, sentAt: Date.now() } }),
      clearLoginRequest: () => set({ requestBody: null, sentCode: null }),
      setToken: (token) => set({ token }),
      setSession: ({ user, rights, menuEnabled }) => set({ user, rights, menuEnabled }),
      setUser: (user) => set({ user }),
      completeSignIn: () => set({ isAuth: true }),
      setRedirect: (redirect) => set({ redirect }),
      reset: () => set({ ...initialAuthState }),
    }),
    { name: AUTH_STORAGE_KEY, storage: persistStorage, version: 1 },
  ),
);
