/** Part 2 section 7: the share targets of a roast and the text they carry. */
const SHARE_SUBJECT = 'JobTitleTranslator™ Roasted My Job Title!';

function shareText(originalTitle: string, translation: string, pageUrl: string): string {
  return (
    `My job title "${originalTitle}" was translated into kindergarten language: "${translation}" ` +
    `Think your job title can survive the roast? ${pageUrl} #JobTitleTranslator #BrainAppreciationClub #CareerHumor`
  );
}

export function shareLinks(originalTitle: string, translation: string, origin: string) {
  const pageUrl = `${origin}/job-title-translator`;
  const text = shareText(originalTitle, translation, pageUrl);
  const e = encodeURIComponent;
  return {
    pageUrl,
    text,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${e(pageUrl)}&title=${e(SHARE_SUBJECT)}&summary=${e(text)}`,
    twitter: `https://twitter.com/intent/tweet?text=${e(text)}`,
    whatsapp: `https://wa.me/?text=${e(text)}`,
    email: `mailto:?subject=${e(SHARE_SUBJECT)}&body=${e(text)}`,
  };
}
