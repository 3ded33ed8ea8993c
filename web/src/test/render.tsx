import '@testing-library/jest-dom/vitest';
import { LANGUAGES } from '@cleanops/contracts/rules';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { queryClient } from '@/shared/api/query-client';

/*
 * Component tests render the widgets as the app does: through react-i18next's global i18next (the one
 * shared/i18n/i18n.ts changes the language of), loaded here with the real texts of every language, so a
 * test finds a control by the English name a person sees and a language switch shows real words.
 */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = texts;
}

/** One namespace's texts in one language, as the app loads them (for a part with its own translate). */
export function texts(language: string, namespace: string): Record<string, unknown> {
  const found = resources[language]?.[namespace];
  if (!found) throw new Error(`No texts for ${language}/${namespace}`);
  return found;
}

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/**
 * Renders `ui` inside what the app's widgets expect above them: a router at `route`, and the app's
 * own query client (mutations invalidate through it), emptied after each test. Returns user-event's
 * user to drive it by keyboard and pointer.
 */
export function renderWidget(
  ui: ReactNode,
  { route = '/' }: { route?: string } = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
