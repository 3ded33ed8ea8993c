import type { Plugin } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/**
 * A plugin's hook as a plain function, for the build plugins' tests: a hook may be a function or an
 * object with a `handler` (and an `order`), as Vite allows either.
 */
export function hook(plugin: Plugin, name: keyof Plugin): Hook {
  const value = plugin[name] as unknown;
  if (typeof value === 'function') return value as Hook;
  if (value && typeof value === 'object' && 'handler' in value) return (value as { handler: Hook }).handler;
  throw new Error(`${plugin.name} has no ${String(name)} hook`);
}
