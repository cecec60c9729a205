import { z } from 'zod';

/** The response envelope of every API call: HTTP 200 with `{code, message, data}`. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Zod schema for an envelope around `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}
