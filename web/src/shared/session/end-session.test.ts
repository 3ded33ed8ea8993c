import type { TProfile } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { useAuthStore } from '../stores/auth-store';
import { initialFiltersState, useFiltersStore } from '../stores/filters-store';
import { initialUiState, useUiStore } from '../stores/ui-store';
import { clearSession } from './end-session';

const user = { id: '7c1c1a2e-4a5b-4c1d-9e8f-0a1b2c3d4e5f', name: 'Aigerim', type: 'owner' } as TProfile;

describe('the logout rule (SPEC.md §4)', () => {
  it('clears session, filters, UI state and cache, and keeps the region', () => {
    useAuthStore.setState({
      token: 't0k3n',
      user,
      rights: ['get_locations'],
      menuEnabled: true,
      isAuth: true,
      redirect: '/tasks',
      requestBody: { type: 'email', email: 'a@b.kz' },
      region: 'ru',
    });
    useFiltersStore
      .getState()
      .setFilters({ selectedLocationId: 'loc-1', selectedRoomIds: ['room-1'], selectedRatingFrom: 2 });
    useUiStore.setState({ siderWidth: 30, siderCollapsed: true, isDarkMode: true });
    queryClient.setQueryData(['profile'], { user });

    clearSession();

    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      rights: [],
      menuEnabled: false,
      isAuth: false,
      redirect: null,
      requestBody: null,
      region: 'ru',
    });
    const { setFilters: _set, reset: _reset, ...filters } = useFiltersStore.getState();
    expect(filters).toEqual(initialFiltersState());
    expect(useUiStore.getState()).toMatchObject(initialUiState);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });
});
