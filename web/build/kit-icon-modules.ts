/** One of rolldown's `treeshake.moduleSideEffects` rules. */
export interface SideEffectsRule {
  test: RegExp;
  sideEffects: boolean;
}

/**
 * The kit's icons: `ui-kit/icons.ts` only passes on one module per icon (`ui-kit/internal/icons/`).
 * None has side effects, but rolldown does not find that on its own and would bundle every icon the
 * module passes on with the first one a page imports. Declared free of them, a page keeps only the
 * icons it imports; every other module keeps rolldown's own judgement.
 */
export const KIT_ICON_MODULES: SideEffectsRule[] = [
  {
    test: /[\\/]src[\\/]shared[\\/]ui-kit[\\/](?:icons\.ts|internal[\\/]icons[\\/][\w-]+\.tsx)$/,
    sideEffects: false,
  },
];
