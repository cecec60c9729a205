import { z } from 'zod';
import { ID_TYPES } from '../id-documents';

/** A passenger ID type code (id-documents.ts lists them; kept apart so that module needs no zod). */
export const idTypeSchema = z.enum(ID_TYPES, { error: '证件类型不正确' });
