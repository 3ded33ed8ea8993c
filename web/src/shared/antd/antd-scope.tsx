import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from 'react';

/**
 * Whether antd's provider (antd-provider.tsx) is above: set by it. The signed-in frame and the pages
 * drawn first on a phone are plain React (issue 13); antd's provider, theme and stylesheet come with a
 * page drawn in antd (lazyPage) or with a part that needs it (a drawer, a dialog), not before.
 */
export const AntdPresent = createContext(false);

let provider: Promise<typeof import('./antd-provider')> | null = null;
/** The provider's module once it has arrived: drawn at once then, without a pause in Suspense. */
let loaded: typeof import('./antd-provider') | null = null;
/** antd's provider's code (with antd.css): fetched once, by whichever part needs it first. */
export function loadAntdProvider(): Promise<typeof import('./antd-provider')> {
  provider ??= import('./antd-provider').then((module) => {
    loaded = module;
    return module;
  });
  return provider;
}

const LazyAntdProvider = lazy(() => loadAntdProvider().then((m) => ({ default: m.AntdProvider })));

/** antd's provider around `children`, unless one is already above (then nothing is added). */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const present = useContext(AntdPresent);
  // A part loaded with the provider (lazyPart waits for both) draws in the same pass as its code. The
  // way is chosen once, when the scope mounts: switching later would remount what it holds.
  const [ready] = useState(loaded);
  if (present) return children;
  if (ready) return <ready.AntdProvider>{children}</ready.AntdProvider>;
  return (
    <Suspense fallback={fallback}>
      <LazyAntdProvider>{children}</LazyAntdProvider>
    </Suspense>
  );
}

/** A component drawn in antd, inside antd's provider wherever it is placed. */
export function inAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function InAntdScope(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  };
}
