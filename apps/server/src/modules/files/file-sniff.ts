import { fileTypeFromBuffer } from 'file-type';

/**
 * The MIME type the bytes show (their magic numbers, file-type), or undefined when they show
 * none it knows: the name and the declared type are never trusted (a `.jpg` that is HTML is
 * refused).
 */
export async function sniffMime(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
