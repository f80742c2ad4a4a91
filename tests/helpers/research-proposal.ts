/**
 * The research-proposal fields no test reads back: the form requires them all, so a test spreads these and
 * spells out only the name, email and title it checks.
 */
export const proposalFiller = {
  category: 'Other',
  description: 'D',
  objectives: 'O',
  methodology: 'M',
  ethics: 'E',
  significance: 'S',
};
