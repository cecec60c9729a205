import { ServicePath, type TicketListResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/service/ticket/list: the member's customer-service tickets, newest first, paged. */
export function searchMyTickets(
  body: { page: number; pageSize: number },
  options: RequestOptions = {},
) {
  return post<TicketListResult>(ServicePath.list, body, options);
}
