import axios from 'axios';
import { apiClient, ApiError, transportErrorText } from './api-client';
import { ui } from './ui-bridge';

/** A Blob's text by FileReader, which every browser (and jsdom, without Blob.text) has. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/**
 * POST `path` with `body` for a PDF, as a Blob through the one axios instance (its token header)
 * but not `post`, which reads JSON: a refusal comes as the JSON envelope inside the Blob and is
 * toasted here. Apart from api-client, so the client every page loads first carries no file path.
 * @throws ApiError (toasted): 'http' for a transport failure, 'business' with the envelope's code.
 */
export async function fetchPdf(path: string, body: object): Promise<Blob> {
  let answer: Blob;
  try {
    answer = (await apiClient.post<Blob>(path, body, { responseType: 'blob' })).data;
  } catch (error) {
    const text = axios.isAxiosError(error) ? transportErrorText(error) : undefined;
    if (text) ui.toast('error', text);
    throw new ApiError('http', 0, text ?? '');
  }
  if (answer.type === 'application/pdf') return answer;
  const envelope = JSON.parse(await blobText(answer)) as { code: number; message: string };
  ui.toast('error', envelope.message);
  throw new ApiError('business', envelope.code, envelope.message);
}

/**
 * The PDF that POST `path` answers, saved by the browser as `fileName` (a link with `download`
 * on an object URL; the token header rules out a plain link).
 * @throws ApiError (toasted), as `fetchPdf`.
 */
export async function downloadPdf(path: string, body: object, fileName: string): Promise<void> {
  const pdf = await fetchPdf(path, body);
  const url = URL.createObjectURL(pdf);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
