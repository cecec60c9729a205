import type { ComponentType } from 'react';
import { CooperationSection } from './cooperation-section';
import { GroupSection } from './group-section';
import { TicketSection } from './ticket-section';

/** What a section of 我的申请 is given: the signed-in member (their mobile, for query keys). */
export interface RequestSectionProps {
  member: string;
}

/** One kind of request the member's account lists, with its own call, paging and empty state. */
export interface RequestSection {
  /** Stable key, also the `?section=` value that links straight to it. */
  id: string;
  /** The heading over its list (团队出行, 定制游与合作申请, 客服工单…). */
  title: string;
  Section: ComponentType<RequestSectionProps>;
}

/**
 * The sections of 我的申请 (/requestList), in page order. A kind of request a member can make
 * (group travel quotes, service tickets…) adds its section here in one line; each section asks
 * its own call only for the signed-in member, so this page never shows another member's data.
 */
export const REQUEST_SECTIONS: readonly RequestSection[] = [
  { id: 'groups', title: '团队出行', Section: GroupSection },
  { id: 'cooperation', title: '定制游与合作申请', Section: CooperationSection },
  { id: 'tickets', title: '客服工单', Section: TicketSection },
];
