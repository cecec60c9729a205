import { BookNotice as Notice } from '@/components/booking/book-notice';

/** What the booking page shows without a usable offer. */
export function BookNotice({ title, text }: { title: string; text: string }) {
  return <Notice title={title} text={text} linkTo="/ticket/search" linkText="去搜索航班" />;
}
