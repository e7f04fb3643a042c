import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AboutUsSection } from '@/features/landing/components/about-us-section';
import { ActivitiesCarouselSection } from '@/features/landing/components/activities-carousel-section';
import { ActivitiesIntroSection } from '@/features/landing/components/activities-intro-section';
import { BuddyIntroSection } from '@/features/landing/components/buddy-intro-section';
import { FindYourBuddySection } from '@/features/landing/components/find-your-buddy-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { JoinSection } from '@/features/landing/components/join-section';
import { MethodSection } from '@/features/landing/components/method-section';
import { WhoIsThisForSection } from '@/features/landing/components/who-is-this-for-section';

/**
 * `/?scrollTo=top`, `/?scrollTo=pilot` and `/#join` land on their section (SPEC section 2).
 * Instant, not the page's smooth scrolling: a deep link should open where it points.
 */
function useLandingScrollTarget() {
  const { key, search, hash } = useLocation();

  useEffect(() => {
    const scrollTo = new URLSearchParams(search).get('scrollTo');
    const behavior = 'instant';
    const frame = requestAnimationFrame(() => {
      if (scrollTo === 'top') window.scrollTo({ top: 0, behavior });
      else if (scrollTo === 'pilot') document.getElementById('pilot')?.scrollIntoView({ behavior });
      else if (hash === '#join') document.getElementById('join')?.scrollIntoView({ behavior });
    });
    return () => cancelAnimationFrame(frame);
  }, [key, search, hash]);
}

export function Component() {
  useLandingScrollTarget();

  return (
    <>
      <HeroSection />
      <ActivitiesIntroSection />
      <ActivitiesCarouselSection />
      <BuddyIntroSection />
      <FindYourBuddySection />
      <WhoIsThisForSection />
      <HowItWorksSection />
      <JoinSection />
      <MethodSection />
      <AboutUsSection />
    </>
  );
}
