import { LegalDocument } from '../components/legal-document';
import { USER_AGREEMENT } from '../content/user-agreement';

/** /agreement: 用户协议. */
export default function AgreementPage() {
  return <LegalDocument doc={USER_AGREEMENT} />;
}
