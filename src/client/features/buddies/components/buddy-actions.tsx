import { Send } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';
import type { PublicBuddy } from '@shared/buddies';
import { BUDDIES_TEXTS } from '../texts';

/**
 * Goes to the conversation with this buddy with the Propose Activity dialog open, as the
 * button says, on one of their open times when one was picked here (the messages screen
 * prefills the proposal with it).
 */
export function useProposeTo(buddy: PublicBuddy) {
  const navigate = useNavigate();
  return (time?: Date) => {
    // The messages screen opens the conversation with the buddy remembered here (SPEC section 2).
    // A buddy's only public key is the slug: the server resolves it.
    localStorage.setItem('selectedBuddyId', buddy.id);
    localStorage.setItem('selectedBuddyName', buddy.name);
    localStorage.setItem('selectedBuddySlug', buddy.id);
    const at = time ? `&time=${encodeURIComponent(time.toISOString())}` : '';
    navigate(`/messages?buddy=${encodeURIComponent(buddy.id)}&propose=1${at}`);
  };
}

/** What the viewer can do with this buddy: learners propose, buddies see nothing, staff a hint. */
export function BuddyActions({ buddy }: { buddy: PublicBuddy }) {
  const auth = useAuth();
  const sendProposal = useProposeTo(buddy);

  if (!auth || auth.role === 'buddy') return null;
  if (auth.role === 'learner') {
    return (
      <Button variant="accent" className="w-full sm:w-auto" onClick={() => sendProposal()}>
        <Send aria-hidden="true" />
        {BUDDIES_TEXTS.sendProposal}
      </Button>
    );
  }
  return (
    <p className="text-stone-700">
      {BUDDIES_TEXTS.forLearners}{' '}
      <Link
        to="/login?tab=signup"
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {BUDDIES_TEXTS.continueAsLearner}
      </Link>
    </p>
  );
}
