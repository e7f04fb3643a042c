import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';
import { Toasts } from '@/components/ui/toast';
import { favouritesKey } from '@/hooks/favourites-key';
import type { Favourite } from '@shared/favourites';
import { FavouriteButton } from './favourite-button';

const LEARNER = { role: 'learner', userId: 'learner-1', fullName: 'Lotte Learner' } as const;
const ANNA = { id: 'anna', name: 'Anna' };
const ANNA_SAVED: Favourite = {
  ...ANNA,
  photo: null,
  languages: ['English'],
  location: 'De Pijp',
  description: 'I love long walks.',
  activities: [],
  rating: null,
  reviewCount: 0,
  instantBooking: false,
  priceFromCents: 2500,
  sessionsHeld: 0,
  nextOpenAt: null,
  newTimesAt: null,
};
const saved = (...favourites: Favourite[]) => [[favouritesKey, favourites]] as const;

describe("a buddy's heart", () => {
  it('waits, not pressable, while the favourites load', () => {
    renderWithApp(<FavouriteButton buddy={ANNA} />, { signedIn: LEARNER });
    const heart = screen.getByRole('button', { name: TEXTS.favourite.save('Anna') });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect((heart as HTMLButtonElement).disabled).toBe(true);
  });

  it('is pressed, labelled Saved, for a saved buddy', () => {
    renderWithApp(<FavouriteButton buddy={ANNA} />, {
      signedIn: LEARNER,
      answers: saved(ANNA_SAVED),
    });
    const heart = screen.getByRole('button', { name: TEXTS.favourite.saved });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the buddy saved at once, before the server answers', async () => {
    const { user } = renderWithApp(<FavouriteButton buddy={ANNA} />, {
      signedIn: LEARNER,
      answers: saved(),
    });
    await user.click(screen.getByRole('button', { name: TEXTS.favourite.save('Anna') }));
    expect(
      screen.getByRole('button', { name: TEXTS.favourite.saved }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('falls back when saving fails, and says so once', async () => {
    const { user } = renderWithApp(
      <>
        <FavouriteButton buddy={ANNA} />
        <Toasts />
      </>,
      { signedIn: LEARNER, answers: saved(), offline: true },
    );
    await user.click(screen.getByRole('button', { name: TEXTS.favourite.save('Anna') }));
    expect(await screen.findByText(TEXTS.favourite.saveFailed('Anna'))).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: TEXTS.favourite.save('Anna') })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(screen.getAllByText(TEXTS.favourite.saveFailed('Anna'))).toHaveLength(1);
  });

  it('is not there for anyone but learners', () => {
    const { container } = renderWithApp(<FavouriteButton buddy={ANNA} />, {
      signedIn: { role: 'buddy', userId: 'buddy-1', fullName: 'Bo Buddy' },
    });
    expect(container.innerHTML).toBe('');
  });
});
