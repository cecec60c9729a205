import type { ReactNode } from 'react';
import { formatInstant } from '@/components/datetime';
import './form-fields.css';

/** What a submitted request says: its number, state and time, and what happens next. */
export function RequestSubmitted(props: {
  title: string;
  result: { requestNo: string; stateLabel: string; submittedAt: string };
  testId: string;
  children: ReactNode;
}) {
  const { result } = props;
  return (
    <section className="card request-done" role="status" data-testid={props.testId}>
      <h2>{props.title}</h2>
      <p className="request-done__no">{result.requestNo}</p>
      <p>
        状态：{result.stateLabel}（{formatInstant(result.submittedAt)}）
      </p>
      {props.children}
    </section>
  );
}
