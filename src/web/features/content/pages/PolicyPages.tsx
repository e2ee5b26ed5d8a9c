import { DocumentPage } from '../components/DocumentPage';
import { PRIVACY_POLICY } from '../documents/privacy';
import { RETURN_POLICY } from '../documents/returns';
import { SHIPPING_POLICY } from '../documents/shipping';
import { TERMS } from '../documents/terms';

export const PrivacyPolicyPage = () => <DocumentPage doc={PRIVACY_POLICY} />;
export const ReturnPolicyPage = () => <DocumentPage doc={RETURN_POLICY} />;
export const ShippingPolicyPage = () => <DocumentPage doc={SHIPPING_POLICY} />;
export const TermsPage = () => <DocumentPage doc={TERMS} />;
