import { BusinessDetails, LegalPage } from './legal-page';

/** Who runs Buddies (the Dutch Handelsregisterwet's details), as the server is configured. */
export function Imprint() {
  return (
    <LegalPage
      page="imprint"
      intro={<p>Buddies, a language exchange marketplace in Amsterdam, is run by:</p>}
    >
      <BusinessDetails />
    </LegalPage>
  );
}
