/**
 * A script or style of this build that can no longer be loaded: after a deployment the old build's
 * hashed files are gone, so opening a page not visited yet fails. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|module script/i.test(
      error.message,
    )
  );
}
