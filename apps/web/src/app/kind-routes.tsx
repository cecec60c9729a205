import { screenAt } from './router';

/**
 * The paths several kinds share (lib/kinds): `/ticket/book` (`?train=train` → train booking,
 * `?train=bus` → coach booking, else flights) and `/train` (the 火车票 tab, or the 汽车票 tab with
 * `?type=bus`). Their screens and queries come from the kinds' descriptors through the route table.
 */
export const TicketBookRoute = screenAt('/ticket/book');
export const TrainRoute = screenAt('/train');
