/** Types of antd-css-trim.mjs, which web/vite.config.ts imports. */
export declare const UNUSED_COMPONENTS: Record<string, string[]>;
export declare const UNUSED_VARIANTS: string[];
export declare const TRIMMED_PREFIXES: string[];
export declare function usedAntdComponents(moduleIds: Iterable<string>): Set<string>;
export declare function unlistedButUsed(used: Set<string>): string[];
export declare function scopeElementRules(selectorList: string): string;
export declare function trimAntdCss(css: string, prefixes?: string[]): string;
