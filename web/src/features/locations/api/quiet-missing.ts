import type { ApiError } from '@/shared/api/api-error';

/**
 * The location pages show their own "not found" result, so a missing (or foreign, DECISIONS.md §2)
 * location needs no toast on top; this also keeps the reads of a just-deleted location silent.
 */
export const quietWhenMissing = (error: ApiError) => error.status === 404;
