import { afterEach, beforeAll } from 'vitest';

/*
 * Registered for every test file (a setup file runs per file, while a module such as render.tsx is
 * loaded once per worker when files share their modules): what a component test rendered, the app's
 * query cache, its stores, the language and the browser storage are put back before the next test.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const [{ cleanup }, { queryClient }, { default: i18next }, auth, filters, ui] = await Promise.all([
    import('@testing-library/react'),
    import('@/shared/api/query-client'),
    import('i18next'),
    import('@/shared/stores/auth-store'),
    import('@/shared/stores/filters-store'),
    import('@/shared/stores/ui-store'),
  ]);
  cleanup();
  queryClient.clear();
  // The stores outlive a file: a test that signs someone in with rights must not hand them to the next.
  auth.useAuthStore.setState(auth.useAuthStore.getInitialState(), true);
  filters.useFiltersStore.setState(filters.useFiltersStore.getInitialState(), true);
  ui.useUiStore.setState(ui.useUiStore.getInitialState(), true);
  if (i18next.isInitialized) await i18next.changeLanguage('en');
  localStorage.clear();
});

/*
 * antd's provider (antd, its locales and dayjs's) is what every lazy part loads beside its own code. A
 * part preloads itself in the background some seconds after its module first runs, which with shared
 * modules may fall within a later file; loading antd's whole graph could then still be under way when
 * that file's DOM is torn down, and the module loader refuses it. Loaded before a component file's
 * tests, a background preload only adds its part's own small modules.
 */
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  await import('@/shared/ui-kit/antd-provider');
});
