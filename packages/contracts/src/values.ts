/*
 * Values the web app's start pages read at run time, kept out of the modules that build schemas.
 * The build runs a contract's whole module for any one value a page takes from it, and so would build all
 * its schemas (zod's work, slow on a phone) for a page that needs a limit or a list of choices.
 * These are the ones the job page and the locations list use; each contract imports its own
 * from here, and the index exports them too.
 */

/** Upload caps (DECISIONS.md §1): images 10 MB, documents 20 MB. */
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

/**
 * Praise or a complaint (docs/decisions/0033-guests-and-notifications-rules.md): a review rated
 * PRAISE_RATING_MIN stars or more is praise, one rated below it is a complaint that needs action. The guest's own stars decide, not the words:
 * reading a "but the towels were dirty" out of free text in four languages would guess wrong both ways,
 * and a praised visit with a remark stays in the list, where the owner can still turn it into a task.
 * The dashboard counts only complaints as open, the owner's notification and the list name each one.
 */
export const PRAISE_RATING_MIN = 4;
export type TComplaintKind = 'praise' | 'complaint';
export function complaintKind(rating: number): TComplaintKind {
  return rating >= PRAISE_RATING_MIN ? 'praise' : 'complaint';
}
