import { afterEach } from 'vitest';

/*
 * Registered for every test file (a setup file runs per file, while a module such as render.tsx is
 * loaded once per worker when files share their modules): what a component test rendered, the app's
 * query cache, the language and the browser storage are put back before the next test.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const [{ cleanup }, { queryClient }, { default: i18next }] = await Promise.all([
    import('@testing-library/react'),
    import('@/shared/api/query-client'),
    import('i18next'),
  ]);
  cleanup();
  queryClient.clear();
  if (i18next.isInitialized) await i18next.changeLanguage('en');
  localStorage.clear();
});
