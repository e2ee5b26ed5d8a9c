/** Step 1 once it is complete: who is checking out, and a guest's way back to it. */
import type { SessionUser } from '#web/lib/session';
import { setGuestCheckoutEmail } from '../guest-checkout';
import { StepChangeButton } from './StepChangeButton';

export function CheckingOutAs({ user, guestEmail }: { user: SessionUser | null; guestEmail: string | null }) {
  if (user)
    return (
      <p className="text-muted">
        Signed in as <span className="text-charcoal">{user.name}</span> ({user.email})
      </p>
    );
  if (!guestEmail) return null;
  return (
    <p className="text-muted">
      Checking out as a guest: <span className="text-charcoal">{guestEmail}</span>
    </p>
  );
}

/** A guest's 'Change': back to step 1 to log in, register or give another e-mail. */
export function ChangeGuestEmail({ disabled }: { disabled: boolean }) {
  return <StepChangeButton label="Change" onClick={() => setGuestCheckoutEmail(null)} disabled={disabled} />;
}
