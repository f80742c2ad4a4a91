import { CharterSection } from './charter-section';
import { CognitiveDefenceGuide } from './cognitive-defence-guide';
import { ContactSection } from './contact-section';
import { useScrollToHashOnMount } from './deferred';
import { HallOfShame } from './hall-of-shame';
import { MembershipTiers } from './membership-tiers';
import { RecognitionGallery } from './recognition-gallery';
import { LOWER_SECTION_IDS } from './section-ids';

/** Sections 7-12 of the home page, loaded as one chunk when the visitor approaches them. */
export default function LowerSections() {
  useScrollToHashOnMount(LOWER_SECTION_IDS);
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
