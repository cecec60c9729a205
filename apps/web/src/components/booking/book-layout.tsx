import type { ReactNode } from 'react';
import { ContactCard } from './contact-card';
import { SubmitBar } from './submit-bar';
import { BookingTermsNote, type TermsLink } from './terms-note';
import type { BookingCheckout } from './use-booking-checkout';

interface BookLayoutProps {
  checkout: BookingCheckout;
  /** What is booked and the passengers (the kind's own parts). */
  children: ReactNode;
  /** Under the contact: what the SMS tells. */
  contactNote: string;
  terms: { links: TermsLink[]; rest?: string };
  totalFen: number | null;
  /** The price lines (side column on desktop, sheet on mobile). */
  panel: ReactNode;
  submitting: boolean;
  onSubmit: () => void;
}

/** A booking form's page: the kind's parts, the contact, the terms line and the submit bar. */
export function BookLayout(props: BookLayoutProps) {
  const { checkout } = props;
  return (
    <div className="book container">
      <div className="book__main">
        {props.children}
        <ContactCard
          value={checkout.contact}
          errors={checkout.contactShown}
          onChange={checkout.setContact}
          note={props.contactNote}
        />
        <BookingTermsNote links={props.terms.links} rest={props.terms.rest} />
      </div>
      <SubmitBar
        isMobile={checkout.isMobile}
        totalFen={props.totalFen}
        panel={props.panel}
        submitting={props.submitting}
        onSubmit={props.onSubmit}
      />
    </div>
  );
}
