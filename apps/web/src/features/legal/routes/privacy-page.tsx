import { LegalDocument } from '../components/legal-document';
import { PRIVACY_POLICY } from '../content/privacy-policy';

/** /privacy: 隐私政策. */
export default function PrivacyPage() {
  return <LegalDocument doc={PRIVACY_POLICY} />;
}
