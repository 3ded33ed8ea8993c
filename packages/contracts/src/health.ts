import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
