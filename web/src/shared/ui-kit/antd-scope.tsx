import { type ComponentType, createContext, useContext } from 'react';

/**
 * Whether antd's provider (antd-provider.tsx) is above: set by it. The signed-in frame and the pages
 * drawn first on a phone are plain React; antd's provider, theme and stylesheet come with a
 * page drawn in antd (lazyAntdPage) or with a part that needs it (a drawer, a dialog), not before.
 */
export const AntdPresent = createContext(false);

type AntdProviderModule = typeof import('./antd-provider');

let provider: Promise<AntdProviderModule> | null = null;
/** antd's provider's code (with antd.css): fetched once, by whichever part needs it first. */
export function loadAntdProvider(): Promise<AntdProviderModule> {
  provider ??= import('./antd-provider');
  return provider;
}

/**
 * A component drawn in antd, inside antd's provider wherever it is placed: the provider is added unless
 * one is already above (a dialog in a page drawn in antd). Its code is loaded with the component's
 * (loadAntdProvider beside the import), so it draws in one pass.
 */
export function inAntdScope<P extends object>(
  Component: ComponentType<P>,
  { AntdProvider }: AntdProviderModule,
): ComponentType<P> {
  return function InAntdScope(props: P) {
    const drawn = <Component {...props} />;
    return useContext(AntdPresent) ? drawn : <AntdProvider>{drawn}</AntdProvider>;
  };
}
