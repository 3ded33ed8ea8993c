import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { ZLine, ZSearch } from './validation';

export const CHECKLIST_NAME_MAX = 120;
export const CHECKLIST_ITEM_MAX = 300;
export const CHECKLIST_ITEMS_MAX = 100;

export const ZChecklistItem = z.object({ id: z.uuid(), text: z.string() });
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

/** A checklist of the workspace's library (DECISIONS.md §6); items keep their order. */
export const ZChecklist = z.object({
  id: z.uuid(),
  name: z.string(),
  items: z.array(ZChecklistItem),
  /** How many rooms it is attached to. */
  roomsCount: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TChecklist = z.infer<typeof ZChecklist>;

const ZName = ZLine(CHECKLIST_NAME_MAX, 2);
/**
 * Items are sent whole and in order: that is how they are edited and reordered. An item keeps its id
 * when it is sent back with it (tasks copy items by id later); a new one gets an id from the server.
 */
const ZItemInput = z
  .object({
    id: z.uuid().optional(),
    text: ZLine(CHECKLIST_ITEM_MAX, 1),
  })
  .strict();
const ZItems = z.array(ZItemInput).max(CHECKLIST_ITEMS_MAX, { message: 'tooBig' });

export const ZCreateChecklistRequest = z.object({ name: ZName, items: ZItems.default([]) }).strict();
export type TCreateChecklistRequest = z.input<typeof ZCreateChecklistRequest>;
export const ZUpdateChecklistRequest = z.object({ name: ZName, items: ZItems }).partial().strict();
export type TUpdateChecklistRequest = z.infer<typeof ZUpdateChecklistRequest>;

export const ZChecklistListQuery = ZListQuery.extend({
  sortBy: z.enum(['createdAt', 'name', 'updatedAt']).default('name'),
  search: ZSearch,
}).extend({ sortDir: z.enum(['asc', 'desc']).default('asc') });
export type TChecklistListQuery = z.input<typeof ZChecklistListQuery>;
export const ZChecklistPage = z.object({
  items: z.array(ZChecklist),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TChecklistPage = z.infer<typeof ZChecklistPage>;
