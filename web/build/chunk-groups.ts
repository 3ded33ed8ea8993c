/** A group of rolldown's codeSplitting: modules whose id matches `test` share one file. */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
  minShareCount?: number;
}

/** antd's base: its provider, theme and utilities, and what nearly every page drawn in antd shows. */
const ANTD_BASE =
  /node_modules[\\/](?:antd[\\/]es[\\/](?:config-provider|theme|_util|locale|style|version)[\\/]|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](?:util|motion)[\\/])/;

/**
 * The files that several kinds of page share. Left to the bundler, these modules would be written into
 * each page's file (the build inlines small common chunks), so each page opened would download them
 * again.
 */
export const CHUNK_GROUPS: ChunkGroup[] = [
  // React's own files are shared by every page, plain or not: their own file, or the antd group below
  // would take them along as its dependencies (and the guest page would load antd).
  { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
  // The drawings of the icons the plain frame shares with antd's components (WarningFilled, …).
  { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/, priority: 2, minShareCount: 2 },
  // antd's base is one file that the pages drawn in antd share; the plain frame and pages never load it.
  { name: 'antd', test: ANTD_BASE, priority: 1 },
];

/** The group a module id falls in: the matching group of the highest priority, as rolldown picks. */
export function chunkGroupOf(id: string, groups: readonly ChunkGroup[] = CHUNK_GROUPS): string | undefined {
  return [...groups].sort((a, b) => b.priority - a.priority).find((group) => group.test.test(id))?.name;
}
