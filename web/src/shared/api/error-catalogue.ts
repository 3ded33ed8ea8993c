/** Default toast keys (namespace `errors`) by HTTP status (SPEC.md §8). */
export function defaultErrorKeys(status: number): string[] {
  if (status === 0) return ['errors:network'];
  if (status === 400) return ['errors:unknown'];
  if (status === 401) return ['errors:unauthorized'];
  if (status === 404) return ['errors:notFound'];
  if (status === 500 || status === 503) return ['errors:internal'];
  // 504 shows the timeout and then the generic message, as the catalogue prescribes.
  if (status === 504) return ['errors:timeout', 'errors:unknown'];
  return ['errors:unknown'];
}
