/** A valid contact form (a membership application), as the home page sends it. */
export const contactApplication = {
  firstName: 'Mary',
  email: 'mary@example.com',
  subject: 'Complaints About AI',
  message: 'It finished my sentence. Wrongly.',
};
