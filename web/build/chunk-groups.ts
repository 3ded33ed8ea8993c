/** What a group's `name` function may ask of rolldown's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A group of rolldown's codeSplitting: modules whose id matches `test` share one file. */
export interface ChunkGroup {
  /** The file's name, or a function naming it per module: `null` leaves that module out of the group. */
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  test: RegExp;
  priority: number;
  minShareCount?: number;
}

/** antd's base: its provider, theme and utilities, and what nearly every page drawn in antd shows. */
const ANTD_BASE =
  /node_modules[\\/](?:antd[\\/]es[\\/](?:config-provider|theme|_util|locale|style|version)[\\/]|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](?:util|motion)[\\/])/;

/** The drawings of antd's icons (`@ant-design/icons-svg`), which the kit's icons and antd's both draw. */
const ICON_DRAWINGS = /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;
/** The kit's icons, one module each (web/src/shared/ui-kit/internal/icons/). */
const KIT_ICON = /[\\/]shared[\\/]ui-kit[\\/]internal[\\/]icons[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * Whether antd's base reaches `id` through its imports (antd's base imports its Button, which imports
 * Collapse, which draws RightOutlined, …), read upwards through the importers within node_modules.
 */
function reachedByAntdBase(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ANTD_BASE.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some(
    (importer) => NODE_MODULES.test(importer) && reachedByAntdBase(importer, graph, seen),
  );
}

/**
 * The icons group takes a drawing only when both the kit's icons and antd's base draw it. The antd
 * group takes all that antd's base imports, so such a drawing would land in antd's file and a plain
 * page drawing that icon would load antd; apart, it loads only this small file. Every other drawing
 * goes with the pages that draw it, each page carrying only its own icons.
 */
export function iconsGroupName(id: string, graph: ModuleGraph): string | null {
  const drawnByKit = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => KIT_ICON.test(importer));
  return drawnByKit && reachedByAntdBase(id, graph) ? 'icons' : null;
}

/**
 * The files that several kinds of page share. Left to the bundler, these modules would be written into
 * each page's file (the build inlines small common chunks), so each page opened would download them
 * again.
 */
export const CHUNK_GROUPS: ChunkGroup[] = [
  // React's own files are shared by every page, plain or not: their own file, or the antd group below
  // would take them along as its dependencies (and the guest page would load antd).
  { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
  // The drawings of the icons the plain kit shares with antd's base (CloseOutlined, RightOutlined, …).
  { name: iconsGroupName, test: ICON_DRAWINGS, priority: 2 },
  // antd's base is one file that the pages drawn in antd share; the plain frame and pages never load it.
  { name: 'antd', test: ANTD_BASE, priority: 1 },
];

/**
 * The group a module id falls in: the matching group of the highest priority, as rolldown picks, named
 * by its function when it has one (with the module graph given, else none).
 */
export function chunkGroupOf(
  id: string,
  groups: readonly ChunkGroup[] = CHUNK_GROUPS,
  graph: ModuleGraph = { getModuleInfo: () => null },
): string | undefined {
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    if (!group.test.test(id)) continue;
    const name = typeof group.name === 'string' ? group.name : group.name(id, graph);
    if (name !== null) return name;
  }
  return undefined;
}
