import {
  FilePath,
  ServicePath,
  type FeedbackBody,
  type FileUploadResult,
  type FileView,
  type TicketActResult,
  type TicketCloseBody,
  type TicketCreateBody,
  type TicketDetail,
  type TicketListResult,
  type TicketReplyBody,
} from '@lvxing/shared';
import { apiClient, ApiError, post } from '@/lib/api-client';

export const openTicket = (body: TicketCreateBody) =>
  post<TicketActResult>(ServicePath.create, body);
export const sendFeedback = (body: FeedbackBody) =>
  post<TicketActResult>(ServicePath.feedback, body);
export const myTickets = (page: number) =>
  post<TicketListResult>(ServicePath.list, { page, pageSize: 10 });
export const ticketDetail = (ticketNo: string) =>
  post<TicketDetail>(ServicePath.detail, { ticketNo });
export const replyTicket = (body: TicketReplyBody) =>
  post<TicketActResult>(ServicePath.reply, body);
export const closeTicket = (body: TicketCloseBody) =>
  post<TicketActResult>(ServicePath.close, body);

/**
 * Uploads one attachment (multipart; the server sniffs its type and keeps it for the member).
 * @throws ApiError with the server's Chinese message (22001 type, 22002 size…).
 */
export async function uploadAttachment(file: File): Promise<FileView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiClient.post(FilePath.upload, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  const body = res.data as { code: number; message: string; data: FileUploadResult };
  if (body.code !== 200) throw new ApiError('business', body.code, body.message, null);
  return body.data.files[0]!;
}

/** A browser URL of an attachment (fetched with the member's token, as a blob). */
export async function attachmentUrl(id: string): Promise<string> {
  const res = await apiClient.get(FilePath.content.replace(':id', id), { responseType: 'blob' });
  return URL.createObjectURL(res.data as Blob);
}
