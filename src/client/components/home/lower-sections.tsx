import { CharterSection } from './charter-section';
import { CognitiveDefenceGuide } from './cognitive-defence-guide';
import { ContactSection } from './contact-section';
import { HallOfShame } from './hall-of-shame';
import { MembershipTiers } from './membership-tiers';
import { RecognitionGallery } from './recognition-gallery';

/** Sections 7-12 of the home page: in the served HTML, their code hydrated as the visitor approaches them. */
export default function LowerSections() {
  return (
    <>
      <CharterSection />
      <RecognitionGallery />
      <HallOfShame />
      <CognitiveDefenceGuide />
      <MembershipTiers />
      <ContactSection />
    </>
  );
}
