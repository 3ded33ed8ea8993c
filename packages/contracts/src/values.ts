/*
 * Values the web app's start pages read at run time, kept out of the modules that build schemas.
 * The build runs a contract's whole module for any one value a page takes from it, and so built all its
 * schemas (zod's work, 4x slower on a phone) for a page that needed a limit or a list of choices
 * (issue 13). These are the ones the job page and the locations list use; each contract imports its own
 * from here, and the index exports them as before.
 */

/** Upload caps (DECISIONS.md §1 via the places issue): images 10 MB, documents 20 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const LOCATION_TYPES = ['rental', 'commercial'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];
export const RENTAL_STATES = ['clean', 'dirty'] as const;
export type TRentalState = (typeof RENTAL_STATES)[number];
/** The locations list's sort fields (ZLocationListQuery). */
export const LOCATION_SORT_FIELDS = ['createdAt', 'title', 'updatedAt'] as const;

/** A job report's comment (ZFinishOccurrenceRequest). */
export const REPORT_COMMENT_MAX = 2000;
