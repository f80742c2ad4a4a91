/** Anchors of home sections 7-12, in page order (header links and /#section addresses use them). */
export const LOWER_SECTION_IDS = ['charter', 'recognition', 'shame', 'cognitive-defence', 'membership', 'contact'] as const;
